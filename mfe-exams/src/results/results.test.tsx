import { mockScreenApi, pathOf, renderScreen, testUser } from '../testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { ExamResultState, TabulationSheet } from '@hemis/shared-contracts';
import Results from './Results';
import MarksList from './MarksList';
import ViewResult from './ViewResult';
import { RESULT_TEXTS } from './texts';

const exam = (state: ExamResultState['state']): ExamResultState => ({
  examId: 3,
  examName: 'First Terminal 2083',
  candidates: 2,
  marksEntered: 4,
  marksExpected: 4,
  computedAt: state === 'entering' ? null : '2026-11-26T10:00:00Z',
  publishedAt: state === 'published' ? '2026-11-27T10:00:00Z' : null,
  state,
  classes: [{ examClassId: 5, className: 'BBS Year 1' }],
});

const sheet: TabulationSheet = {
  examId: 3,
  examName: 'First Terminal 2083',
  examClassId: 5,
  className: 'BBS Year 1',
  kind: 'division',
  examKind: 'internal',
  computedAt: '2026-11-26T10:00:00Z',
  publishedAt: null,
  subjects: [
    { subjectId: 1, subjectName: 'English', fullMarks: 100, creditHours: null },
    { subjectId: 2, subjectName: 'Accountancy', fullMarks: 100, creditHours: null },
  ],
  rows: [
    {
      candidateId: 11,
      symbolNo: 'S-1',
      studentName: 'Asha',
      subjects: [
        {
          subjectId: 1,
          theory: 80,
          practical: null,
          obtained: 80,
          status: 'passed',
          grade: null,
          gradePoint: null,
        },
        {
          subjectId: 2,
          theory: 60,
          practical: 20,
          obtained: 80,
          status: 'passed',
          grade: null,
          gradePoint: null,
        },
      ],
      obtained: 160,
      fullMarks: 200,
      percentage: 80,
      sgpa: null,
      cgpa: null,
      division: 'Distinction',
      status: 'passed',
      rank: 1,
    },
    {
      candidateId: 12,
      symbolNo: 'S-2',
      studentName: 'Chandra',
      subjects: [
        {
          subjectId: 1,
          theory: 30,
          practical: null,
          obtained: 30,
          status: 'failed',
          grade: null,
          gradePoint: null,
        },
        {
          subjectId: 2,
          theory: null,
          practical: null,
          obtained: 0,
          status: 'absent',
          grade: null,
          gradePoint: null,
        },
      ],
      obtained: 30,
      fullMarks: 200,
      percentage: 15,
      sgpa: null,
      cgpa: null,
      division: null,
      status: 'failed',
      rank: null,
    },
  ],
};

/** A board exam of a semester program: SGPA and the CGPA up to this semester. */
const semesterSheet: TabulationSheet = {
  ...sheet,
  examId: 4,
  examName: 'Semester 2 Board Exam',
  examClassId: 6,
  className: 'BSc CSIT Semester 2',
  kind: 'gpa',
  examKind: 'board',
  subjects: [{ subjectId: 3, subjectName: 'Data Structures', fullMarks: 100, creditHours: 3 }],
  rows: [
    {
      candidateId: 13,
      symbolNo: 'S-3',
      studentName: 'Sita',
      subjects: [
        {
          subjectId: 3,
          theory: 85,
          practical: null,
          obtained: 85,
          status: 'passed',
          grade: 'A-',
          gradePoint: 3.7,
        },
      ],
      obtained: 85,
      fullMarks: 100,
      percentage: 85,
      sgpa: 3.2,
      cgpa: 3.41,
      division: null,
      status: 'passed',
      rank: 1,
    },
  ],
};

let state: ExamResultState['state'] = 'computed';
const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/examresult/exams') return { status: 200, data: [exam(state)] };
  if (path === '/examresult/3/publish') return { status: 200, data: { publishedAt: 'now' } };
  if (path === '/examresult/3/compute') {
    return {
      status: 200,
      data: { computed: 48, passed: 40, failed: 6, absent: 2, computedAt: 'now' },
    };
  }
  if (path === '/examresult/sheet/5') return { status: 200, data: sheet };
  if (path === '/examresult/sheet/6') return { status: 200, data: semesterSheet };
  if (path === '/examresult/candidate/11/pdf')
    return { status: 200, data: new Blob(['%PDF'], { type: 'application/pdf' }) };
  return undefined;
});

beforeEach(() => {
  state = 'computed';
});

describe('results', () => {
  it('lists exams with their state and publishes computed results after a confirmation', async () => {
    const { user } = renderScreen(() => (
      <MemoryRouter>
        <Results />
      </MemoryRouter>
    ));
    expect(await screen.findByText('First Terminal 2083')).toBeInTheDocument();
    expect(screen.getByText('4 / 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BBS Year 1' })).toHaveAttribute(
      'href',
      '/exam-management/marks-list/5',
    );
    state = 'published';
    await user.click(screen.getByRole('button', { name: RESULT_TEXTS.publish }));
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-popconfirm');
      if (!found) throw new Error('no confirmation');
      return found;
    });
    await user.click(within(confirm).getByRole('button', { name: RESULT_TEXTS.publish }));
    await waitFor(() =>
      expect(
        mocked.api.calls.some(
          (call) => call.method === 'POST' && pathOf(call) === '/examresult/3/publish',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Published')).toBeInTheDocument();
  });

  it('says what computing the results did, from the answer', async () => {
    const { user } = renderScreen(() => (
      <MemoryRouter>
        <Results />
      </MemoryRouter>
    ));
    await user.click(await screen.findByRole('button', { name: RESULT_TEXTS.recompute }));
    expect(
      await screen.findByText('Results computed for 48 students: 40 passed, 6 failed, 2 absent'),
    ).toBeInTheDocument();
  });

  it('offers no compute or publish without exam:approve', async () => {
    renderScreen(
      () => (
        <MemoryRouter>
          <Results />
        </MemoryRouter>
      ),
      testUser({ role: 'CollegeUser', listUser: [{ roleName: 'CollegeUser' }] }),
    );
    await screen.findByText('First Terminal 2083');
    expect(screen.queryByRole('button', { name: RESULT_TEXTS.publish })).not.toBeInTheDocument();
  });

  it('shows the tabulation sheet: marks, failed papers starred, absences, division and rank', async () => {
    renderScreen(() => (
      <MemoryRouter initialEntries={['/exam-management/marks-list/5']}>
        <Routes>
          <Route path="/exam-management/marks-list/:id" element={<MarksList />} />
        </Routes>
      </MemoryRouter>
    ));
    const asha = (await screen.findByText('Asha')).closest('tr') as HTMLElement;
    expect(within(asha).getByText('60 + 20')).toBeInTheDocument();
    expect(within(asha).getByText('Distinction')).toBeInTheDocument();
    expect(within(asha).getByRole('link', { name: RESULT_TEXTS.marksheet })).toHaveAttribute(
      'href',
      '/exam-management/view-result/11',
    );
    const chandra = screen.getByText('Chandra').closest('tr') as HTMLElement;
    expect(within(chandra).getByText('30 *')).toBeInTheDocument();
    expect(within(chandra).getByText(RESULT_TEXTS.absent)).toBeInTheDocument();
    expect(within(chandra).getByText('Failed')).toBeInTheDocument();
    // An annual program's sheet has divisions, no CGPA.
    expect(screen.queryByRole('columnheader', { name: RESULT_TEXTS.cgpa })).not.toBeInTheDocument();
  });

  it("shows a semester board exam's SGPA and CGPA", async () => {
    renderScreen(() => (
      <MemoryRouter initialEntries={['/exam-management/marks-list/6']}>
        <Routes>
          <Route path="/exam-management/marks-list/:id" element={<MarksList />} />
        </Routes>
      </MemoryRouter>
    ));
    const sita = (await screen.findByText('Sita')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: RESULT_TEXTS.cgpa })).toBeInTheDocument();
    expect(within(sita).getByText('85 (A-)')).toBeInTheDocument();
    expect(within(sita).getByText('3.2')).toBeInTheDocument();
    expect(within(sita).getByText('3.41')).toBeInTheDocument();
  });

  it('shows the marksheet PDF', async () => {
    Object.assign(URL, {
      createObjectURL: () => 'blob:marksheet',
      revokeObjectURL: () => undefined,
    });
    renderScreen(() => (
      <MemoryRouter initialEntries={['/exam-management/view-result/11']}>
        <Routes>
          <Route path="/exam-management/view-result/:id" element={<ViewResult />} />
        </Routes>
      </MemoryRouter>
    ));
    expect(await screen.findByTitle(RESULT_TEXTS.marksheetPreview)).toHaveAttribute(
      'src',
      'blob:marksheet',
    );
  });
});
