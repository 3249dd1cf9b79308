import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { signInSuccess } from '@hemis/shared-auth';
import {
  mockApi,
  sampleUser,
  type ApiCall,
  type ApiReply,
  type MockedApi,
} from '@hemis/shared-auth/src/testing';
import { captureDownloads } from '@hemis/shared-ui/src/resource/testing';
import { studentContract } from '@hemis/shared-contracts';
import StudentHomePage, { OWN_CARD_FILE, STUDENT_HOME_TEXTS } from './StudentHomePage';
import { freshStore, renderPage } from './LoginPage.testing';
import { MY_RESULTS_TEXTS } from './MyResults';

/** A whole row as the API sends it: every field of the record (most empty here). */
const record = {
  ...Object.fromEntries(Object.keys(studentContract.fields).map((name) => [name, null])),
  hasDisability: false,
  conflictAffected: false,
  signature: null,
  id: 7,
  universityId: 5,
  campusId: 49,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  firstName: 'Sita',
  middleName: null,
  lastName: 'Tamang',
  gender: 'female',
  dateOfBirth: '2004-07-16',
  email: 'student@hemis.test',
  phoneNumber: '9800000001',
  programId: 4,
  batchId: 2,
  yearOrSemester: 3,
  registrationNo: '7-2-49-100-2022',
  status: 'active',
  verificationStatus: 'pending',
  verificationRemarks: null,
  source: 'selfRegistered',
  graduationEligible: false,
  // A personal file: the API row carries its signed link.
  photo: '/api/Student/7/Files/photo?name=student-photo-7.png&expires=1&signature=s',
  labels: { campusId: 'Model Campus', programId: 'BSc CSIT', batchId: '2022' },
};
const documents = [
  {
    id: 11,
    documentType: 'plusTwo',
    title: '+2 transcript',
    originalName: 'transcript.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 4096,
    uploadedAt: '2026-11-20T10:00:00.000Z',
    uploadedBy: 'College Admin',
  },
];

let api: MockedApi;
let onGet: (call: ApiCall) => ApiReply;
beforeEach(() => {
  onGet = (call) =>
    call.url === '/Student/7/Documents/11'
      ? { status: 200, data: new Blob(['%PDF']) }
      : { status: 200, data: { record, documents } };
  api = mockApi((call) => onGet(call));
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

async function open() {
  const store = await freshStore();
  store.dispatch(
    signInSuccess(sampleUser({ role: 'Student', listUser: [{ roleName: 'Student' }] })),
  );
  return renderPage(<StudentHomePage />, { path: '/student-home', store });
}

describe('StudentHomePage', () => {
  it("shows the student's own record, the pending note and the documents", async () => {
    const saved = captureDownloads();
    const { user } = await open();
    expect(await screen.findByRole('heading', { name: 'Sita Tamang' })).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/Student/Me' });
    expect(screen.getByText(STUDENT_HOME_TEXTS.pending)).toBeInTheDocument();
    expect(screen.getByText('Pending')).toHaveClass('ant-tag');
    expect(screen.getByText('BSc CSIT')).toBeInTheDocument();
    expect(screen.getByText('7-2-49-100-2022')).toBeInTheDocument();
    expect(screen.getByText('2061-04-01 BS (2004-07-16 AD)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'My photo' })).toHaveAttribute(
      'src',
      '/api/Student/7/Files/photo?name=student-photo-7.png&expires=1&signature=s',
    );
    const row = screen.getByText('transcript.pdf').closest('tr') as HTMLElement;
    expect(within(row).getByText('+2 Transcript')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['transcript.pdf']));
    expect(api.calls.at(-1)).toMatchObject({ method: 'GET', url: '/Student/7/Documents/11' });
  });

  it('shows their published exam results', async () => {
    onGet = (call) =>
      call.url === '/Student/Me/ExamResults'
        ? {
            status: 200,
            data: [
              {
                candidateId: 4,
                examName: 'Semester 2 Board Exam 2083',
                className: 'BSc CSIT Semester 2',
                status: 'passed',
                percentage: 78.5,
                sgpa: 3.2,
                cgpa: 3.41,
                division: null,
                rank: 2,
                publishedAt: '2026-11-20T10:00:00.000Z',
              },
            ],
          }
        : { status: 200, data: { record, documents } };
    await open();
    expect(await screen.findByText(MY_RESULTS_TEXTS.title)).toBeInTheDocument();
    const row = screen.getByText('Semester 2 Board Exam 2083').closest('tr') as HTMLElement;
    expect(within(row).getByText('SGPA 3.2')).toBeInTheDocument();
    expect(within(row).getByText('3.41')).toBeInTheDocument();
    expect(within(row).getByText('Passed')).toBeInTheDocument();
  });

  it('shows no pending note once verified', async () => {
    onGet = () => ({
      status: 200,
      data: { record: { ...record, verificationStatus: 'verified' }, documents: [] },
    });
    await open();
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByText(STUDENT_HOME_TEXTS.pending)).not.toBeInTheDocument();
    expect(screen.getByText('No documents yet')).toBeInTheDocument();
  });

  it('downloads their own identity card once verified and active', async () => {
    const saved = captureDownloads();
    onGet = (call) =>
      call.url === '/Student/Me/Card'
        ? { status: 200, data: new Blob(['%PDF']) }
        : {
            status: 200,
            data: { record: { ...record, verificationStatus: 'verified' }, documents },
          };
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: STUDENT_HOME_TEXTS.card }));
    await waitFor(() => expect(saved).toEqual([OWN_CARD_FILE]));
    expect(api.calls.at(-1)).toMatchObject({ method: 'GET', url: '/Student/Me/Card' });
    expect(screen.queryByText(STUDENT_HOME_TEXTS.cardWaits)).not.toBeInTheDocument();
  });

  it('offers no card before verification, and links the change of password', async () => {
    await open();
    expect(await screen.findByText(STUDENT_HOME_TEXTS.cardWaits)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STUDENT_HOME_TEXTS.card })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: STUDENT_HOME_TEXTS.changePassword })).toHaveAttribute(
      'href',
      '/change-password',
    );
  });

  it('says so when the card cannot be downloaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    onGet = (call) =>
      call.url === '/Student/Me/Card'
        ? { status: 400, data: { statusCode: 400, message: 'Not verified' } }
        : {
            status: 200,
            data: { record: { ...record, verificationStatus: 'verified' }, documents: [] },
          };
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: STUDENT_HOME_TEXTS.card }));
    expect(await screen.findByText(STUDENT_HOME_TEXTS.cardFailed)).toBeInTheDocument();
  });

  it('explains when no record is linked to the account', async () => {
    onGet = () => ({ status: 404, data: { statusCode: 404, message: 'Not Found' } });
    await open();
    expect(await screen.findByText(STUDENT_HOME_TEXTS.unlinked)).toBeInTheDocument();
  });

  it('warns when the record cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    onGet = () => ({ status: 500, data: { statusCode: 500, message: 'Internal' } });
    await open();
    expect(await screen.findByText(STUDENT_HOME_TEXTS.failed)).toBeInTheDocument();
  });
});
