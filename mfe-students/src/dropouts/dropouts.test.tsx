import { choose, listReply, mockScreenApi, pathOf, renderScreen } from '../testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import DropoutList from './dropoutList';
import RecommendationLetters from './RecommendationLetters';
import { PDF_PANEL_TEXTS } from '@hemis/shared-ui';
import { DROPOUT_MESSAGES } from '@hemis/shared-contracts';
import { DROPOUT_TEXTS } from './texts';

/** The dropout list, with Sita picked by what the clerk types. */
async function pickSita(user: ReturnType<typeof renderScreen>['user']): Promise<HTMLElement> {
  const form = await screen.findByTestId('resource-form-create');
  await user.type(within(form).getByLabelText('Student'), 'Sit');
  await user.click(await screen.findByTitle('Sita Tamang (7-2-49-100-2022)'));
  return form;
}

const listScreen = () => (
  <MemoryRouter>
    <DropoutList />
  </MemoryRouter>
);

const sita = {
  id: 7,
  firstName: 'Sita',
  middleName: null,
  lastName: 'Tamang',
  registrationNo: '7-2-49-100-2022',
  status: 'active',
  campusId: 49,
  // Admitted on 2081-04-17 BS.
  admissionDate: '2024-08-01',
  batchId: 3,
  labels: { campusId: 'Patan Multiple Campus', programId: 'BSc CSIT' },
};
const entry = {
  id: 3,
  campusId: 49,
  studentId: 7,
  studentName: 'Sita Tamang',
  registrationNo: '7-2-49-100-2022',
  programId: 2,
  levelId: 1,
  gender: 'female',
  dropoutDate: '2026-11-20',
  dropoutDateBs: '2083-08-04',
  fiscalYearId: 3,
  reason: 'transfer',
  lastYearOrSemester: 2,
  remarks: null,
  labels: { programId: 'BSc CSIT', levelId: 'Bachelor', fiscalYearId: '2083/84' },
};
const letter = {
  id: 11,
  campusId: 49,
  studentId: 7,
  referenceNo: '4 (2083/84)',
  kind: 'transfer',
  issuedDate: '2026-11-26',
  issuedDateBs: '2083-08-10',
  fiscalYearId: 3,
  studentName: 'Sita Tamang',
  registrationNo: '7-2-49-100-2022',
  programId: 2,
  addressedTo: 'To Whom It May Concern',
  destination: 'Tri-Chandra Campus',
  remarks: null,
  labels: {},
};

let postReply: { status: number; data: unknown } = { status: 201, data: entry };
const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/student' && call.method === 'GET') return listReply([sita]);
  if (path === '/student/7') return { status: 200, data: sita };
  if (path === '/dropout' && call.method === 'POST') return postReply;
  if (path === '/dropout') return listReply([entry]);
  if (path === '/recommendationletter' && call.method === 'POST') {
    return { status: 201, data: letter };
  }
  if (path === '/recommendationletter') return listReply([letter]);
  if (path === '/recommendationletter/11/pdf') {
    return { status: 200, data: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) };
  }
  return listReply([]);
});

beforeEach(() => {
  postReply = { status: 201, data: entry };
  Object.assign(URL, { createObjectURL: () => 'blob:letter', revokeObjectURL: () => undefined });
});

describe('dropout list', () => {
  it('finds an active student by what the clerk types and records the dropout', async () => {
    const { user } = renderScreen(() => (
      <MemoryRouter>
        <DropoutList />
      </MemoryRouter>
    ));
    const form = await screen.findByTestId('resource-form-create');
    await user.type(within(form).getByLabelText('Student'), 'Sit');
    await waitFor(() =>
      expect(
        mocked.api.calls.some(
          (call) =>
            pathOf(call) === '/student' &&
            String(call.url).includes('q=Sit') &&
            String(call.url).includes('status=active'),
        ),
      ).toBe(true),
    );
    // The typed text keeps the list open: the match is picked from it.
    await user.click(await screen.findByTitle('Sita Tamang (7-2-49-100-2022)'));
    await user.type(within(form).getByLabelText('Dropout Date (BS)'), '2083-08-04');
    await choose(user, 'Reason', 'Transfer to another campus', form);
    await user.click(within(form).getByRole('button', { name: /save|add|submit/i }));
    await waitFor(() =>
      expect(mocked.api.calls.find((call) => call.method === 'POST')?.data).toMatchObject({
        studentId: 7,
        reason: 'transfer',
      }),
    );
    // Each row links to the student's letters.
    const link = await screen.findAllByRole('link', { name: DROPOUT_TEXTS.letters });
    expect(link[0]).toHaveAttribute('href', '/dropout-management/recommendation-letter/7');
  });
});

describe("the dropout day against the student's record", () => {
  it('refuses a day before the admission before sending', async () => {
    const { user } = renderScreen(listScreen);
    const form = await pickSita(user);
    await user.type(within(form).getByLabelText('Dropout Date (BS)'), '2081-04-05');
    await choose(user, 'Reason', 'Financial', form);
    await user.click(within(form).getByRole('button', { name: /save|add|submit/i }));
    expect(await within(form).findByText(DROPOUT_MESSAGES.beforeAdmission)).toBeInTheDocument();
    expect(mocked.api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the API's refusal (before the batch) under the day", async () => {
    postReply = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Bad request',
        fields: { dropoutDate: DROPOUT_MESSAGES.beforeBatch },
      },
    };
    const { user } = renderScreen(listScreen);
    const form = await pickSita(user);
    await user.type(within(form).getByLabelText('Dropout Date (BS)'), '2083-08-04');
    await choose(user, 'Reason', 'Financial', form);
    await user.click(within(form).getByRole('button', { name: /save|add|submit/i }));
    expect(await within(form).findByText(DROPOUT_MESSAGES.beforeBatch)).toBeInTheDocument();
  });
});

describe('recommendation letters', () => {
  it('shows the student and their dropout, issues a letter and previews its PDF', async () => {
    const Screen = () => (
      <MemoryRouter initialEntries={['/dropout-management/recommendation-letter/7']}>
        <Routes>
          <Route
            path="/dropout-management/recommendation-letter/:id"
            element={<RecommendationLetters />}
          />
        </Routes>
      </MemoryRouter>
    );
    const { user } = renderScreen(Screen);
    expect(await screen.findByText('Sita Tamang')).toBeInTheDocument();
    expect(await screen.findByText('Transfer to another campus')).toBeInTheDocument();
    const form = await screen.findByTestId('resource-form-create');
    await choose(user, 'Letter', 'Transfer', form);
    await user.type(within(form).getByLabelText('Joining (campus or institution)'), 'Tri-Chandra');
    await user.click(within(form).getByRole('button', { name: /save|add|submit/i }));
    await waitFor(() =>
      expect(mocked.api.calls.find((call) => call.method === 'POST')?.data).toMatchObject({
        studentId: 7,
        kind: 'transfer',
        destination: 'Tri-Chandra',
      }),
    );
    await user.click((await screen.findAllByRole('button', { name: DROPOUT_TEXTS.print }))[0]!);
    expect(await screen.findByTitle(DROPOUT_TEXTS.preview)).toHaveAttribute('src', 'blob:letter');
    expect(screen.getByRole('button', { name: PDF_PANEL_TEXTS.download })).toBeEnabled();
  });
});
