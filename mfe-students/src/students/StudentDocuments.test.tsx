import {
  choose,
  listReply,
  mockScreenApi,
  pathOf,
  pdfDocument,
  renderScreen,
  testUser,
} from '../testing';
import { MemoryRouter } from 'react-router-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DOCUMENT_MESSAGES } from '@hemis/shared-contracts';
import StudentDocuments, { CHOOSE_STUDENT } from './StudentDocuments';

const sita = {
  id: 7,
  firstName: 'Sita',
  lastName: 'Tamang',
  registrationNo: '7-2-49-100-2022',
  verificationStatus: 'pending',
  labels: { campusId: 'Model Campus', programId: 'BSc CSIT' },
};
const ram = { id: 8, firstName: 'Ram', lastName: 'Thapa', registrationNo: null, labels: {} };
const documents = [pdfDocument('citizenship', null, 'citizenship.pdf')];

const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/student') {
    const q = (call.params as Record<string, unknown> | undefined)?.q;
    return listReply(q === 'Sita' ? [sita] : [sita, ram]);
  }
  if (path === '/student/7') return { status: 200, data: sita };
  if (path === '/student/7/documents') {
    return call.method === 'POST'
      ? { status: 201, data: documents[0] }
      : { status: 200, data: documents };
  }
  return listReply([]);
});

function Routed({ url = '/student-management/documents' }: { url?: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <StudentDocuments />
    </MemoryRouter>
  );
}

describe('student documents', () => {
  it('searches a student by name, then lists and uploads their documents', async () => {
    const { user } = renderScreen(() => <Routed />);
    await user.type(screen.getByLabelText(CHOOSE_STUDENT), 'Sita');
    await waitFor(() =>
      expect(
        mocked.api.calls.some(
          (call) => pathOf(call) === '/student' && (call.params as { q?: string }).q === 'Sita',
        ),
      ).toBe(true),
    );
    await choose(user, CHOOSE_STUDENT, 'Sita Tamang (7-2-49-100-2022)');
    // The record, then its documents, load once the student is chosen.
    expect(await screen.findByText('citizenship.pdf', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Citizenship / Birth Certificate')).toBeInTheDocument();

    await choose(user, 'Document Type', 'SEE/SLC Marksheet');
    fireEvent.change(screen.getByLabelText('File'), {
      target: { files: [new File(['%PDF'], 'see.pdf', { type: 'application/pdf' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.uploaded)).toBeInTheDocument();
    const posted = mocked.api.calls.find((call) => call.method === 'POST');
    expect(posted?.url).toBe('/Student/7/Documents');
    expect((posted?.data as FormData).get('documentType')).toBe('see');
  });

  it('opens on the student a list linked to', async () => {
    renderScreen(() => <Routed url="/student-management/documents?studentId=7" />);
    expect(await screen.findByText('citizenship.pdf')).toBeInTheDocument();
    expect(screen.getByText('7-2-49-100-2022')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });

  it('lets a user who may only view download but not change documents', async () => {
    renderScreen(
      () => <Routed url="/student-management/documents?studentId=7" />,
      testUser({ permissions: ['student:view'] }),
    );
    expect(await screen.findByText('citizenship.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
