import { listReply, mockScreenApi, pathOf, renderScreen, uniAdmin } from './testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { act, screen, within } from '@testing-library/react';
import type { ExamResultState, MarksGrid, TabulationSheet } from '@hemis/shared-contracts';
import { changeLanguage } from '@hemis/shared-ui';
import { EXAMS_NE } from './i18n/ne';
import GradingSchemes from './grading/gradingSchemes';
import MarksEntry from './marks/MarksEntry';
import MarksEntryGrid from './marks/MarksEntryGrid';
import PassRateHome from './passRate/PassRateHome';
import MarksList from './results/MarksList';
import Results from './results/Results';

const grid: MarksGrid = {
  routineId: 12,
  examId: 3,
  examName: 'First Terminal 2083',
  className: 'BBS Year 1',
  subjectId: 8,
  subjectName: 'Accounting',
  theoryFullMarks: 75,
  theoryPassMarks: 30,
  practicalFullMarks: 25,
  practicalPassMarks: 10,
  resultsPublishedAt: '2026-11-26T10:00:00Z',
  rows: [
    {
      candidateId: 1,
      symbolNo: '1001',
      studentId: 101,
      studentName: 'Sita Tamang',
      theory: 60,
      practical: null,
      theoryAbsent: false,
      practicalAbsent: true,
      savedAt: null,
    },
  ],
};

const exam: ExamResultState = {
  examId: 3,
  examName: 'First Terminal 2083',
  candidates: 1,
  marksEntered: 2,
  marksExpected: 2,
  computedAt: '2026-11-26T10:00:00Z',
  publishedAt: null,
  state: 'computed',
  classes: [{ examClassId: 5, className: 'BBS Year 1' }],
};

const sheet: TabulationSheet = {
  examId: 3,
  examName: 'First Terminal 2083',
  examClassId: 5,
  className: 'BBS Year 1',
  kind: 'division',
  examKind: 'internal',
  computedAt: '2026-11-26T10:00:00Z',
  publishedAt: null,
  subjects: [{ subjectId: 8, subjectName: 'Accounting', fullMarks: 100, creditHours: null }],
  rows: [
    {
      candidateId: 1,
      symbolNo: '1001',
      studentName: 'Sita Tamang',
      subjects: [
        {
          subjectId: 8,
          theory: null,
          practical: null,
          obtained: 0,
          status: 'absent',
          grade: null,
          gradePoint: null,
        },
      ],
      obtained: 0,
      fullMarks: 100,
      percentage: 0,
      sgpa: null,
      cgpa: null,
      division: null,
      status: 'failed',
      rank: null,
    },
  ],
};

mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/exammarks/12') return { status: 200, data: grid };
  if (path === '/exammarks/choices') {
    return {
      status: 200,
      data: [
        {
          routineId: 12,
          examId: 3,
          examName: 'First Terminal 2083',
          className: 'BBS Year 1',
          subjectName: 'Accounting',
          examDate: '2026-11-20',
          published: true,
        },
      ],
    };
  }
  if (path === '/examresult/exams') return { status: 200, data: [exam] };
  if (path === '/examresult/sheet/5') return { status: 200, data: sheet };
  if (path === '/passrate/home') {
    return {
      status: 200,
      data: {
        fiscalYear: '2082/83',
        byProgram: [{ group: 'BBS', appeared: 50, passed: 34, passRate: 68 }],
        byFiscalYear: [{ group: '2082/83', appeared: 50, passed: 34, passRate: 68 }],
      },
    };
  }
  if (path === '/level') return listReply([{ id: 1, levelName: 'Bachelor' }]);
  if (path === '/gradingscheme') {
    return listReply([
      {
        id: 1,
        universityId: null,
        campusId: null,
        levelId: 1,
        kind: 'division',
        passPercentage: 40,
        bands: JSON.stringify([{ label: 'Distinction', minPercentage: 80, maxPercentage: 100 }]),
        remarks: null,
        labels: { levelId: 'Bachelor' },
      },
    ]);
  }
  return undefined;
});

/** The module's own texts (without values) left in English anywhere on the page. */
function englishLeft(): string[] {
  const own = new Set(Object.keys(EXAMS_NE).filter((text) => !text.includes('{{')));
  const found = new Set<string>();
  for (const element of document.body.querySelectorAll('*')) {
    for (const node of element.childNodes) {
      const text = node.nodeType === Node.TEXT_NODE ? node.textContent?.trim() : undefined;
      if (text && own.has(text)) found.add(text);
    }
    for (const attribute of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(attribute);
      if (value && own.has(value)) found.add(value);
    }
  }
  return [...found];
}

const inNepali = () => act(() => changeLanguage('ne'));

describe('the exams module in Nepali', () => {
  it('shows the marks entry picker and grid in Nepali', async () => {
    renderScreen(() => (
      <MemoryRouter initialEntries={['/exam-management/marks-entry/12']}>
        <Routes>
          <Route path="/exam-management/marks-entry" element={<MarksEntry />} />
          <Route path="/exam-management/marks-entry/:id" element={<MarksEntryGrid />} />
        </Routes>
      </MemoryRouter>
    ));
    await inNepali();
    expect(await screen.findByText('Sita Tamang')).toBeInTheDocument();
    expect(screen.getByText(/^अङ्क प्रविष्टि: First Terminal 2083/)).toBeInTheDocument();
    expect(screen.getAllByText('सैद्धान्तिक').length).toBeGreaterThan(0);
    expect(screen.getByText(/पूर्णाङ्क 75, उत्तीर्णाङ्क 30/)).toBeInTheDocument();
    expect(screen.getByText('सिम्बोल नं.')).toBeInTheDocument();
    expect(screen.getByText(EXAMS_NE['Save amendment'] ?? '')).toBeInTheDocument();
    expect(screen.getByLabelText('Sita Tamangको सैद्धान्तिक')).toHaveValue('60');
    expect(screen.getByLabelText('प्रयोगात्मक अनुपस्थित: Sita Tamang')).toBeChecked();
    expect(screen.getByPlaceholderText('सच्याउनुको कारण')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('shows the marks entry picker in Nepali', async () => {
    renderScreen(() => (
      <MemoryRouter>
        <MarksEntry />
      </MemoryRouter>
    ));
    await inNepali();
    expect(await screen.findByRole('link', { name: 'अङ्क प्रविष्टि गर्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByText('प्रकाशित')).toBeInTheDocument();
    expect(screen.getByText('अङ्क प्रविष्टि गर्न परीक्षाको कक्षा र विषय छान्नुहोस्')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'मिति' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('shows the results of the exams in Nepali', async () => {
    renderScreen(() => (
      <MemoryRouter initialEntries={['/results']}>
        <Routes>
          <Route path="/results" element={<Results />} />
        </Routes>
      </MemoryRouter>
    ));
    await inNepali();
    expect(await screen.findByText('First Terminal 2083')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पुनः गणना गर्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रकाशित गर्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'प्रविष्ट अङ्क' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('shows a tabulation sheet in Nepali', async () => {
    renderScreen(() => (
      <MemoryRouter initialEntries={['/marks-list/5']}>
        <Routes>
          <Route path="/marks-list/:id" element={<MarksList />} />
        </Routes>
      </MemoryRouter>
    ));
    await inNepali();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('अनु.')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'श्रेणी' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'लब्धाङ्कपत्र' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '.xlsx निर्यात गर्नुहोस्' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('shows the pass-rate home in Nepali', async () => {
    renderScreen(() => (
      <MemoryRouter>
        <PassRateHome />
      </MemoryRouter>
    ));
    await inNepali();
    expect(await screen.findByText('कार्यक्रमअनुसार उत्तीर्ण दर, 2082/83')).toBeInTheDocument();
    expect(screen.getByText('पछिल्ला पाँच आर्थिक वर्षको उत्तीर्ण दर')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: 'उत्तीर्ण दर' })).toHaveLength(2);
    expect(englishLeft()).toEqual([]);
  });

  it('shows the grading schemes and their bands editor in Nepali', async () => {
    renderScreen(GradingSchemes, uniAdmin());
    await inNepali();
    const create = await screen.findByTestId('resource-form-create');
    expect(await within(create).findByRole('button', { name: 'दायरा थप्नुहोस्' })).toBeInTheDocument();
    expect(within(create).getByText('अहिलेसम्म कुनै दायरा छैन')).toBeInTheDocument();
    expect(await screen.findByText('Distinction 80–100')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'श्रेणी' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });
});
