import {
  captureDownloads,
  listReply,
  mockScreenApi,
  pathOf,
  pdfDocument,
  renderScreen,
} from '../testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { VERIFICATION_MESSAGES } from '@hemis/shared-contracts';
import StudentVerification, { VERIFICATION_TEXTS, VERIFIED_LIST_PATH } from './StudentVerification';

const student = {
  id: 7,
  firstName: 'Sita',
  lastName: 'Tamang',
  gender: 'female',
  dateOfBirth: '2004-07-16',
  registrationNo: '7-2-49-100-2022',
  campusId: 49,
  programId: 4,
  status: 'active',
  verificationStatus: 'rejected',
  verificationRemarks: 'SEE marksheet is unreadable',
  labels: { programId: 'BSc CSIT', campusId: 'Model Campus' },
};
const documents = [pdfDocument('see', 'SEE', 'see.pdf')];

const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/student/7') return { status: 200, data: student };
  if (path === '/student/7/documents') return { status: 200, data: documents };
  if (path === '/student/7/documents/11') return { status: 200, data: new Blob(['%PDF']) };
  if (path === '/student/7/verification') return { status: 200, data: student };
  return listReply([]);
});

function Routed() {
  return (
    <MemoryRouter initialEntries={['/student-management/student-verification/7']}>
      <Routes>
        <Route
          path="/student-management/student-verification/:id"
          element={<StudentVerification />}
        />
        <Route path={VERIFIED_LIST_PATH} element={<p>Waiting for verification</p>} />
      </Routes>
    </MemoryRouter>
  );
}

const puts = () => mocked.api.calls.filter((call) => call.method === 'PUT');

describe('student verification', () => {
  it('shows the record, its remarks and documents; Verify sends the decision', async () => {
    const saved = captureDownloads();
    const { user } = renderScreen(Routed);
    expect(await screen.findByText('Sita Tamang')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toHaveClass('ant-tag');
    expect(screen.getByText('SEE marksheet is unreadable')).toBeInTheDocument();
    // Enumerations by their labels, dates in BS with AD beside them.
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.queryByText('female')).not.toBeInTheDocument();
    expect(await screen.findByText('see.pdf')).toBeInTheDocument();
    expect(screen.getByText('SEE/SLC Marksheet')).toBeInTheDocument();
    // The reviewer reads the documents but does not change them here.
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['see.pdf']));

    await user.click(screen.getByRole('button', { name: VERIFICATION_TEXTS.verify }));
    expect(await screen.findByText('Waiting for verification')).toBeInTheDocument();
    expect(await screen.findByText(VERIFICATION_MESSAGES.verified)).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.url).toBe('/Student/7/Verification');
    expect(puts()[0]?.data).toEqual({ decision: 'verified' });
  });

  it('asks for a reason before rejecting', async () => {
    const { user } = renderScreen(Routed);
    await screen.findByText('Sita Tamang');
    await user.click(screen.getByRole('button', { name: VERIFICATION_TEXTS.reject }));
    const dialog = await screen.findByRole('dialog', { name: VERIFICATION_TEXTS.rejectTitle });
    await user.click(within(dialog).getByRole('button', { name: VERIFICATION_TEXTS.reject }));
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.reasonRequired)).toBeVisible();
    expect(puts()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(VERIFICATION_TEXTS.reason), ' Photo missing ');
    await user.click(within(dialog).getByRole('button', { name: VERIFICATION_TEXTS.reject }));
    expect(await screen.findByText('Waiting for verification')).toBeInTheDocument();
    expect(await screen.findByText(VERIFICATION_MESSAGES.rejected)).toBeInTheDocument();
    expect(puts()[0]?.data).toEqual({ decision: 'rejected', reason: 'Photo missing' });
  });

  it('stays on the page with the cause when the API refuses', async () => {
    mocked.answer = (call) =>
      call.method === 'PUT'
        ? {
            status: 409,
            data: {
              statusCode: 409,
              error: 'Conflict',
              message: VERIFICATION_MESSAGES.alreadyVerified,
            },
          }
        : undefined;
    const { user } = renderScreen(Routed);
    await screen.findByText('Sita Tamang');
    await user.click(screen.getByRole('button', { name: VERIFICATION_TEXTS.verify }));
    expect(
      await screen.findByText(
        `${VERIFICATION_MESSAGES.failure} ${VERIFICATION_MESSAGES.alreadyVerified}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Waiting for verification')).not.toBeInTheDocument();
  });
});
