import {
  captureDownloads,
  choose,
  listReply,
  mockScreenApi,
  pathOf,
  renderScreen,
  testUser,
  uniAdmin,
  type User,
} from '../testing';
import { MemoryRouter } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import { IMPORT_MESSAGES, type ImportJob, type ImportReport } from '@hemis/shared-contracts';
import StudentImport, { IMPORT_TEXTS, STUDENT_LIST_PATH } from './StudentImport';

const clean: ImportReport = { total: 120, valid: 120, invalid: 0, duplicates: 2, errors: [] };
const withErrors: ImportReport = {
  total: 3,
  valid: 1,
  invalid: 2,
  duplicates: 0,
  errors: [
    { row: 3, messages: [IMPORT_MESSAGES.unknownReference('Program', 'Astrology')] },
    { row: 4, messages: ['Last Name is required', 'Email: Enter a valid email'] },
  ],
};
const job = (status: ImportJob['status'], processed: number): ImportJob => ({
  id: 9,
  status,
  total: 120,
  processed,
  imported: status === 'done' ? 120 : 0,
  message:
    status === 'done'
      ? IMPORT_MESSAGES.done(120)
      : status === 'failed'
        ? IMPORT_MESSAGES.failed
        : null,
  report: clean,
});

const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/student/import/template') return { status: 200, data: 'xlsx' };
  if (path === '/student/import/dryrun') return { status: 200, data: clean };
  if (path === '/campus') return listReply([{ id: 49, campusName: 'Model Campus' }]);
  return listReply([]);
});

function Routed() {
  return (
    <MemoryRouter>
      <StudentImport />
    </MemoryRouter>
  );
}

const workbook = () =>
  new File(['PK'], 'students.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

async function chooseFile(user: User) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, workbook());
  expect(await screen.findByText('students.xlsx')).toBeInTheDocument();
}

const button = (name: string) => screen.getByRole('button', { name });
const sentFile = (data: unknown) => (data instanceof FormData ? data.get('file') : null);

describe('student import', () => {
  it('downloads the template, checks the file, imports it and follows the progress', async () => {
    const saved = captureDownloads();
    let polls = 0;
    mocked.answer = (call) => {
      const path = pathOf(call);
      if (path === '/student/import' && call.method === 'POST') {
        return { status: 202, data: { jobId: 9 } };
      }
      if (path === '/student/import/9') {
        polls += 1;
        return { status: 200, data: polls === 1 ? job('running', 60) : job('done', 120) };
      }
      return undefined;
    };
    const { user } = renderScreen(Routed);
    await user.click(button(IMPORT_TEXTS.template));
    await waitFor(() => expect(saved).toEqual(['Student-Import-Template.xlsx']));
    expect(mocked.api.calls[0]?.params).toEqual({});

    expect(button(IMPORT_TEXTS.check)).toBeDisabled();
    expect(button(IMPORT_TEXTS.import)).toBeDisabled();
    await chooseFile(user);
    await user.click(button(IMPORT_TEXTS.check));
    expect(await screen.findByText(IMPORT_TEXTS.noErrors)).toBeInTheDocument();
    expect(screen.getByText(IMPORT_TEXTS.duplicatesNote(2))).toBeInTheDocument();
    const dryRun = mocked.api.calls.find((call) => pathOf(call) === '/student/import/dryrun');
    expect((sentFile(dryRun?.data) as File | null)?.name).toBe('students.xlsx');

    await waitFor(() => expect(button(IMPORT_TEXTS.import)).toBeEnabled());
    await user.click(button(IMPORT_TEXTS.import));
    expect(await screen.findByText(IMPORT_TEXTS.importing)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'),
    );
    expect(
      await screen.findByText(IMPORT_MESSAGES.done(120), {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('link', { name: IMPORT_TEXTS.backToList })).toHaveAttribute(
      'href',
      STUDENT_LIST_PATH,
    );
    expect(button(IMPORT_TEXTS.import)).toBeDisabled();
  });

  it('lists the bad rows with their reasons, gives the error workbook and does not import', async () => {
    const saved = captureDownloads();
    mocked.answer = (call) => {
      if (pathOf(call) !== '/student/import/dryrun') return undefined;
      const params = (call.params ?? {}) as Record<string, string>;
      return params.format === 'xlsx'
        ? { status: 200, data: 'xlsx' }
        : { status: 200, data: withErrors };
    };
    const { user } = renderScreen(Routed);
    await chooseFile(user);
    await user.click(button(IMPORT_TEXTS.check));
    expect(await screen.findByText(IMPORT_TEXTS.hasErrors)).toBeInTheDocument();
    expect(
      screen.getByText(IMPORT_MESSAGES.unknownReference('Program', 'Astrology')),
    ).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(button(IMPORT_TEXTS.import)).toBeDisabled();

    await user.click(button(IMPORT_TEXTS.errorWorkbook));
    await waitFor(() => expect(saved).toEqual(['Student-Import-Errors.xlsx']));
    const calls = mocked.api.calls.filter((call) => pathOf(call) === '/student/import/dryrun');
    expect(calls.map((call) => call.params)).toEqual([{}, { format: 'xlsx' }]);
    expect(mocked.api.calls.some((call) => pathOf(call) === '/student/import')).toBe(false);
  });

  it('shows the report the server refused an import with, and a failed import', async () => {
    let refuse = true;
    mocked.answer = (call) => {
      const path = pathOf(call);
      if (path === '/student/import' && call.method === 'POST') {
        return refuse
          ? {
              status: 400,
              data: {
                statusCode: 400,
                error: 'Bad Request',
                message: IMPORT_MESSAGES.hasErrors,
                report: withErrors,
              },
            }
          : { status: 202, data: { jobId: 9 } };
      }
      if (path === '/student/import/9') return { status: 200, data: job('failed', 0) };
      return undefined;
    };
    const { user } = renderScreen(Routed);
    await chooseFile(user);
    await user.click(button(IMPORT_TEXTS.check));
    await waitFor(() => expect(button(IMPORT_TEXTS.import)).toBeEnabled());
    await user.click(button(IMPORT_TEXTS.import));
    expect(await screen.findByText(IMPORT_TEXTS.hasErrors)).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();

    refuse = false;
    await user.click(button(IMPORT_TEXTS.check));
    await waitFor(() => expect(button(IMPORT_TEXTS.import)).toBeEnabled());
    await user.click(button(IMPORT_TEXTS.import));
    expect(await screen.findByText(IMPORT_MESSAGES.failed)).toBeInTheDocument();
  });

  it('asks a university user for the campus first and sends it', async () => {
    const saved = captureDownloads();
    const { user } = renderScreen(
      Routed,
      testUser({
        role: 'SuperAdmin',
        listUser: [{ roleName: 'SuperAdmin' }],
        campusId: null,
        universityId: null,
      }),
    );
    expect(screen.getByText(IMPORT_TEXTS.campusRequired)).toBeInTheDocument();
    expect(button(IMPORT_TEXTS.template)).toBeDisabled();
    await choose(user, 'Campus', 'Model Campus');
    await user.click(button(IMPORT_TEXTS.template));
    await waitFor(() => expect(saved).toHaveLength(1));
    const template = mocked.api.calls.find((call) => pathOf(call) === '/student/import/template');
    expect(template?.params).toEqual({ campusId: 49 });
  });

  it('is closed to a user without student:add', () => {
    renderScreen(Routed, uniAdmin());
    expect(screen.getByText(IMPORT_TEXTS.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: IMPORT_TEXTS.check })).not.toBeInTheDocument();
  });
});
