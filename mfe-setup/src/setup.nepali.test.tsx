import '@hemis/shared-auth/src/testing-dom';
import type { ComponentType } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mockApiForEachTest, sampleUser } from '@hemis/shared-auth/src/testing';
import type { AccountChart, AccountSummary, FinanceStatement } from '@hemis/shared-contracts';
import { changeLanguage, translate } from '@hemis/shared-ui';
import { listReply, pathOf, renderResourceScreen } from '@hemis/shared-ui/src/resource/testing';
import navigation from './navigation.json';
import { SETUP_NE } from './i18n/ne';
import ChartOfAccounts from './screens/accounts/chart';
import AccountsHome from './screens/accounts/home';
import { VoucherForm } from './screens/accounts/VoucherForm';
import IncomeExpenseStatement from './screens/finance/incomeExpense';
import { TeachingLoadSummary } from './screens/finance/teachingLoad';
import { CampusLocation } from './screens/organization/location';
import { ActualCampusCounts } from './screens/other/campusTypeNumber';
import FiscalYearScreen from './screens/other/fiscalYear';
import { CollegeProgramsNote } from './screens/program/collegeProgram';

// The first render of antd's grid and selects is slow on a busy two-core machine.
jest.setTimeout(60_000);

const statement: FinanceStatement = {
  fiscalYearId: 5,
  fiscalYear: '2083/84',
  campuses: 2,
  campusesWithAccounts: 1,
  lines: [
    {
      headId: 1,
      headName: 'Tuition Fee',
      headType: 'income',
      incomeSource: 'fees',
      budgetNature: null,
      fromVouchersPaisa: 0,
      enteredPaisa: 245_000_000,
      amountPaisa: 245_000_000,
    },
  ],
  incomeBySource: [{ source: 'fees', label: 'Fees', amountPaisa: 245_000_000 }],
  totalIncomePaisa: 245_000_000,
  totalExpenditurePaisa: 0,
  surplusPaisa: 245_000_000,
};
const summary: AccountSummary = {
  fiscalYear: '2082/83',
  ledgers: 12,
  vouchers: [{ status: 'approved', count: 3 }],
};
const chart: AccountChart = [
  {
    groupType: 'asset',
    subGroups: [
      {
        id: 1,
        name: 'Current Assets',
        ledgers: [
          {
            id: 1,
            name: 'Cash in Hand',
            code: null,
            cashOrBank: true,
            campusId: 7,
            subLedgers: [],
          },
        ],
      },
    ],
  },
];
const years = [
  { id: 2, label: '2081/82', startDate: '2024-07-16', endDate: '2025-07-16', isActive: true },
];

mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/publicfinance/statement') return { status: 200, data: statement };
  if (path === '/accountsummary') return { status: 200, data: summary };
  if (path === '/accountchart') return { status: 200, data: chart };
  if (path === '/fiscalyear/getfiscalyearsforselection') return { status: 200, data: years };
  if (path === '/campustypenumber/actual') {
    return {
      status: 200,
      data: [
        {
          universityId: 5,
          universityName: 'Tribhuvan University',
          campusType: 'constituent',
          numberOfCampuses: 60,
        },
      ],
    };
  }
  if (path === '/teachingload/summary') {
    return {
      status: 200,
      data: [
        {
          employeeId: 3,
          teacherName: 'Hari Prasad Adhikari',
          campusId: 49,
          positionName: 'Lecturer',
          classes: 2,
          periodsPerWeek: 18,
          fullLoad: 20,
        },
      ],
    };
  }
  if (path === '/campus/getallcampuses') {
    return { status: 200, data: [{ id: 7, campusName: 'Mahendra Multiple Campus' }] };
  }
  return listReply(years);
});

/** A screen rendered in Nepali (inside a router, for its links). */
async function inNepali(Screen: ComponentType) {
  const routed = () => (
    <MemoryRouter>
      <Screen />
    </MemoryRouter>
  );
  const view = renderResourceScreen(routed, { user: sampleUser() });
  await act(() => changeLanguage('ne'));
  return view;
}

/** None of these English texts is on the page. */
function noEnglish(...texts: string[]) {
  for (const text of texts) expect(screen.queryByText(text)).not.toBeInTheDocument();
}

describe('the setup module in Nepali', () => {
  it('has Nepali for every title of its navigation', async () => {
    const titles = new Set<string>();
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'title' && typeof value === 'string') titles.add(value);
          else walk(value);
        }
      }
    };
    walk(navigation);
    await act(() => changeLanguage('ne'));
    const untranslated = [...titles].filter(
      (title) => translate(title, undefined, 'setup') === title,
    );
    expect(untranslated).toEqual([]);
    expect(translate('Setup', undefined, 'setup')).toBe(SETUP_NE.Setup);
  });

  it('shows the income and expense statement in Nepali', async () => {
    await inNepali(IncomeExpenseStatement);
    expect(await screen.findByText('Tuition Fee')).toBeInTheDocument();
    expect(screen.getByText('आय र व्यय 2083/84')).toBeInTheDocument();
    expect(screen.getByText('स्रोतअनुसार आय')).toBeInTheDocument();
    expect(screen.getByText('शीर्षकअनुसार व्यय')).toBeInTheDocument();
    expect(screen.getByText('2 क्याम्पस: 1 स्वीकृत भौचरबाट, 1 सिधा प्रविष्टिबाट।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'निर्यात गर्नुहोस्' })).toBeInTheDocument();
    noEnglish('Income by source', 'Expenditure by head', 'Export', 'Surplus (deficit)');
  });

  it('shows the voucher form in Nepali', async () => {
    await inNepali(() => <VoucherForm ledgers={[]} defaultType="journal" onSaved={() => {}} />);
    expect(screen.getByText('नयाँ भौचर')).toBeInTheDocument();
    expect(screen.getAllByText('भौचरको प्रकार').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('पङ्क्ति 1 को खाता')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पङ्क्ति थप्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'भौचर सुरक्षित गर्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByText('फरक:')).toBeInTheDocument();
    noEnglish('New voucher', 'Voucher Type', 'Add line', 'Save Voucher', 'Line Narration');
  });

  it('shows the accounts home and chart in Nepali', async () => {
    await inNepali(() => (
      <>
        <AccountsHome />
        <ChartOfAccounts />
      </>
    ));
    expect(await screen.findByText('आर्थिक वर्ष 2082/83')).toBeInTheDocument();
    expect(screen.getByText('लेखा')).toBeInTheDocument();
    expect(screen.getByText('खाताहरू')).toBeInTheDocument();
    expect(screen.getByText('जर्नल भौचरहरू')).toBeInTheDocument();
    expect(screen.getAllByText('खाता सूची').length).toBeGreaterThan(0);
    // The chart's group, by its contract label.
    expect(await screen.findByText('सम्पत्ति')).toBeInTheDocument();
    noEnglish('Accounts', 'Ledgers', 'Journal Vouchers', 'Chart of Accounts', 'Assets');
  });

  it('shows the active fiscal year, the campus counts and the teaching load in Nepali', async () => {
    await inNepali(() => (
      <>
        <FiscalYearScreen />
        <ActualCampusCounts />
        <TeachingLoadSummary version={0} rows={[]} />
      </>
    ));
    expect(
      await screen.findByText('सक्रिय आर्थिक वर्ष: 2081/82 (2024-07-16 देखि 2025-07-16 सम्म)'),
    ).toBeInTheDocument();
    expect(screen.getByText('हाल क्याम्पस अभिलेखमा रहेका')).toBeInTheDocument();
    expect(screen.getByText('शिक्षकअनुसार कार्यभार')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Hari Prasad Adhikari')).toBeInTheDocument());
    expect(screen.getByText('पूर्ण कार्यभार')).toBeInTheDocument();
    noEnglish('In the campus register now', 'Load per teacher', 'Full Load');
  });

  it('shows the GPS location form and the college programs note in Nepali', async () => {
    await inNepali(() => (
      <>
        <CampusLocation ownCampusId={null} />
        <CollegeProgramsNote />
      </>
    ));
    expect(screen.getByText('जीपीएस स्थान')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'स्थान सुरक्षित गर्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कार्यक्रम निर्धारण' })).toHaveAttribute(
      'href',
      '/program-management/programs',
    );
    expect(screen.getByRole('link', { name: '/open-enroll' })).toBeInTheDocument();
    expect(screen.getByText(/मा परिभाषित गरिन्छन्/)).toBeInTheDocument();
    noEnglish('GPS Location', 'Save Location');
  });
});
