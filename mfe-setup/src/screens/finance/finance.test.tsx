import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, sampleUser, type ApiCall, type MockedApi } from '@hemis/shared-auth/src/testing';
import { listReply, pathOf, renderResourceScreen } from '@hemis/shared-ui/src/resource/testing';
import type { FinanceStatement } from '@hemis/shared-contracts';
import BudgetGrantScreen, { BUDGET_TEXTS } from './budgetGrant';
import IncomeExpenseStatement, { STATEMENT_TEXTS } from './incomeExpense';
import TeachingLoadScreen, { TEACHING_LOAD_TEXTS } from './teachingLoad';

const grant = {
  id: 1,
  universityId: 1,
  campusId: 49,
  fiscalYearId: 5,
  budgetNature: 'capital',
  purpose: 'Science block construction',
  allocated: 45_000_000,
  released: 15_000_000,
  spentReported: 12_400_000,
  remarks: null,
  labels: {
    universityId: 'Tribhuvan University',
    campusId: 'Model Campus',
    fiscalYearId: '2083/84',
  },
  spentPaisa: 1_240_000_050,
  spentFrom: 'reported',
};

const statement: FinanceStatement = {
  fiscalYearId: 5,
  fiscalYear: '2083/84',
  campuses: 1,
  campusesWithAccounts: 0,
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
    {
      headId: 8,
      headName: 'Salary and Allowances',
      headType: 'expense',
      incomeSource: null,
      budgetNature: 'recurrent',
      fromVouchersPaisa: 0,
      enteredPaisa: 198_000_000,
      amountPaisa: 198_000_000,
    },
  ],
  incomeBySource: [{ source: 'fees', label: 'Fees', amountPaisa: 245_000_000 }],
  totalIncomePaisa: 245_000_000,
  totalExpenditurePaisa: 198_000_000,
  surplusPaisa: 47_000_000,
};

let api: MockedApi;
let calls: ApiCall[] = [];
beforeEach(() => {
  calls = [];
  api = mockApi((call) => {
    calls.push(call);
    const path = pathOf(call);
    if (path === '/budgetgrant') return listReply([grant]);
    if (path === '/publicfinance/statement') return { status: 200, data: statement };
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
            periodsPerWeek: 24,
            fullLoad: 20,
          },
        ],
      };
    }
    return listReply([]);
  });
});
afterEach(() => api.restore());

describe('University Budget', () => {
  it('offers the commission the grant form, and shows what was spent exactly', async () => {
    renderResourceScreen(BudgetGrantScreen, {
      user: sampleUser({
        role: 'UgcAdmin',
        listUser: [{ roleName: 'UgcAdmin' }],
        campusId: null,
        universityId: null,
      }),
    });
    expect(await screen.findByText('Science block construction')).toBeInTheDocument();
    expect(screen.getByTestId('resource-form-create')).toBeInTheDocument();
    expect(screen.getByText('1,24,00,000.50')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: BUDGET_TEXTS.spent })).toBeInTheDocument();
  });

  it('shows a campus its grants with no form and no edit', async () => {
    renderResourceScreen(BudgetGrantScreen, { user: sampleUser() });
    expect(await screen.findByText('Science block construction')).toBeInTheDocument();
    expect(screen.queryByTestId('resource-form-create')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});

describe('Income and Expense statement', () => {
  it('shows the totals, income by source and expenditure by head', async () => {
    renderResourceScreen(IncomeExpenseStatement, { user: sampleUser() });
    expect(await screen.findByText('Tuition Fee')).toBeInTheDocument();
    expect(screen.getByText('Salary and Allowances')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('statement-surplus')).toHaveTextContent('4,70,000.00'),
    );
    expect(screen.getByText(STATEMENT_TEXTS.basis(1, 0))).toBeInTheDocument();
    // A campus user narrows nothing: no university or campus select.
    expect(screen.queryByLabelText('Campus')).not.toBeInTheDocument();
  });
});

describe('Teaching Load', () => {
  it('sums each teacher against the full load, marking an overload', async () => {
    renderResourceScreen(TeachingLoadScreen, { user: sampleUser() });
    const summary = (await screen.findByText(TEACHING_LOAD_TEXTS.summary)).parentElement;
    if (!summary) throw new Error('no summary');
    expect(await within(summary).findByText('Hari Prasad Adhikari')).toBeInTheDocument();
    expect(within(summary).getByText('24/20')).toBeInTheDocument();
    expect(summary.querySelector('.ant-progress-status-exception')).not.toBeNull();
    // The summary is asked for with the list's filters only (its query takes no other).
    const summaryCall = calls.find((call) => pathOf(call) === '/teachingload/summary');
    expect(summaryCall?.params ?? {}).toEqual({});
    const teacherCalls = calls.filter((call) => pathOf(call) === '/teachingload/teachers');
    expect(teacherCalls.length).toBeGreaterThan(0);
  });
});
