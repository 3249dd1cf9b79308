import '@hemis/shared-auth/src/testing-dom';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import {
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
  captureDownloads,
} from '@hemis/shared-ui/src/resource/testing';
import { EMPLOYEE_LIST_READS } from '@hemis/shared-contracts';
import { employeeListScreen, REGISTER_LINK, REGISTER_PATH } from './lists';

const employees = [
  {
    id: 5,
    employeeCode: 'TU-49-001',
    firstName: 'Hari',
    middleName: null,
    lastName: 'Bhandari',
    gender: 'male',
    employeeType: 'nonTeaching',
    staffCategory: 'administrative',
    positionId: 9,
    joiningType: 'permanent',
    joiningDate: '2024-07-16',
    dateOfBirth: '1990-04-14',
    qualification: 'master',
    campusId: 49,
    phoneNumber: '9800000000',
    status: true,
    labels: { positionId: 'Accountant', campusId: 'Model Campus' },
  },
];

const documents = [
  {
    id: 11,
    documentType: 'citizenship',
    title: 'Citizenship front',
    originalName: 'citizenship.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 2048,
    uploadedAt: '2026-11-20T10:00:00.000Z',
    uploadedBy: 'College Admin',
  },
];

afterEach(() => jest.restoreAllMocks());
const mocked = mockApiForEachTest((call) => {
  if (pathOf(call) === '/employee') return listReply(employees);
  if (pathOf(call) === '/employee/5/documents') return { status: 200, data: documents };
  // The whole record, which the Edit dialog loads (the list's rows hold only what it shows).
  if (pathOf(call) === '/employee/5') {
    return { status: 200, data: { ...employees[0], bankName: 'Nabil Bank' } };
  }
  return listReply([]);
});

function inRouter(Screen: ComponentType): ComponentType {
  return function Routed() {
    return (
      <MemoryRouter>
        <Screen />
      </MemoryRouter>
    );
  };
}

const employeeCalls = () =>
  mocked.api.calls.filter((call) => call.method === 'GET' && pathOf(call) === '/employee');

describe('employee lists', () => {
  it('non-technical-staff sends its fixed filters and offers a campus user no campus filter', async () => {
    renderResourceScreen(inRouter(employeeListScreen('non-technical-staff')), {
      user: testUser(),
    });
    expect(screen.getByRole('heading', { name: 'Non-Technical Staff' })).toBeInTheDocument();
    expect(await screen.findByText('Bhandari')).toBeInTheDocument();
    expect(employeeCalls()[0]?.params).toMatchObject({
      employeeType: 'nonTeaching',
      staffCategory: 'administrative,other',
      page: 1,
      pageSize: 25,
    });
    expect(screen.getByRole('link', { name: REGISTER_LINK })).toHaveAttribute(
      'href',
      REGISTER_PATH,
    );
    // Fixed filters are not offered again; a campus user has no campus filter.
    expect(screen.queryByTestId('filter-employeeType')).not.toBeInTheDocument();
    expect(screen.queryByTestId('filter-staffCategory')).not.toBeInTheDocument();
    expect(screen.queryByTestId('filter-campusId')).not.toBeInTheDocument();
    expect(screen.getByTestId('filter-positionId')).toBeInTheDocument();
    expect(screen.getByTestId('filter-gender')).toBeInTheDocument();
    const row = screen.getByText('Bhandari').closest('tr') as HTMLElement;
    expect(within(row).getByText('Accountant')).toBeInTheDocument();
    expect(within(row).getByText('Permanent')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Documents' })).toBeInTheDocument();
    // Rows hold what the list shows and reads (the figures of bench/api-bench.mjs).
    const params = new Map(Object.entries(employeeCalls()[0]?.params ?? {}));
    const fields = String(params.get('fields')).split(',');
    expect(fields.sort()).toEqual([...EMPLOYEE_LIST_READS].sort());
  });

  it('loads the whole record for the Edit dialog', async () => {
    const { user } = renderResourceScreen(inRouter(employeeListScreen('employee-list')), {
      user: testUser(),
    });
    const row = (await screen.findByText('Bhandari')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(mocked.api.calls.some((call) => pathOf(call) === '/employee/5')).toBe(true);
    expect(await within(dialog).findByDisplayValue('Nabil Bank')).toBeInTheDocument();
  });

  it('offers university and nation users the campus filter and sends it', async () => {
    const { user } = renderResourceScreen(inRouter(employeeListScreen('teaching-staff')), {
      user: testUser({ role: 'UniAdmin', listUser: [{ roleName: 'UniAdmin' }], campusId: null }),
    });
    await screen.findByText('Bhandari');
    expect(screen.getByTestId('filter-campusId')).toBeInTheDocument();
    expect(screen.queryByTestId('filter-universityId')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'Hari{Enter}');
    await waitFor(() =>
      expect(employeeCalls().at(-1)?.params).toMatchObject({ employeeType: 'teaching', q: 'Hari' }),
    );
  });

  it('teacher-detail is a read-only report with more columns and Export', async () => {
    mocked.answer = (call) =>
      pathOf(call) === '/employee/export' ? { status: 200, data: new Blob(['x']) } : undefined;
    const saved = captureDownloads();
    const { user } = renderResourceScreen(inRouter(employeeListScreen('teacher-detail')));
    expect(screen.getByRole('heading', { name: 'Teacher Details' })).toBeInTheDocument();
    await screen.findByText('Bhandari');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(['Citizenship No.', 'PAN', 'Bank', 'Email']));
    expect(headers).not.toContain('Action');
    // Dates in BS with AD beside them, choices by their labels.
    const row = screen.getByText('Bhandari').closest('tr') as HTMLElement;
    expect(within(row).getByText('2081-04-01 BS (2024-07-16 AD)')).toBeInTheDocument();
    expect(within(row).getByText('2047-01-01 BS (1990-04-14 AD)')).toBeInTheDocument();
    expect(within(row).getByText('Male')).toBeInTheDocument();
    expect(within(row).getByText('Permanent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Documents' })).not.toBeInTheDocument();
    expect(screen.getByTestId('filter-universityId')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['Employee.xlsx']));
    expect(
      mocked.api.calls.find((call) => pathOf(call) === '/employee/export')?.params,
    ).toMatchObject({
      employeeType: 'teaching',
    });
  });

  it('opens the documents drawer: list, refused file, upload, download and delete', async () => {
    mocked.answer = (call) => {
      if (call.method === 'POST') return { status: 201, data: documents[0] };
      if (call.method === 'DELETE') return { status: 204 };
      if (pathOf(call) === '/employee/5/documents/11') {
        return { status: 200, data: new Blob(['pdf']) };
      }
      return undefined;
    };
    const saved = captureDownloads();
    const { user } = renderResourceScreen(inRouter(employeeListScreen('employee-list')), {
      user: testUser(),
    });
    await screen.findByText('Bhandari');
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    const heading = await screen.findByText('Documents: Hari Bhandari');
    const drawer = heading.closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('citizenship.pdf')).toBeInTheDocument();
    expect(within(drawer).getByText('Citizenship')).toBeInTheDocument();

    // A file of the wrong type is refused before anything is sent.
    const fileInput = within(drawer).getByLabelText('File');
    fireEvent.change(fileInput, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    await user.click(within(drawer).getByRole('button', { name: 'Upload' }));
    expect(await within(drawer).findByText('The file must be a PDF, PNG or JPEG')).toBeVisible();
    expect(within(drawer).getByText('Document type is required')).toBeVisible();
    expect(mocked.api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(drawer).getByLabelText('Document Type'));
    await user.click(
      await screen.findByText('Appointment Letter', {
        selector: '.ant-select-item-option-content',
      }),
    );
    fireEvent.change(fileInput, {
      target: { files: [new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' })] },
    });
    await user.click(within(drawer).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Document uploaded')).toBeInTheDocument();
    const posted = mocked.api.calls.find((call) => call.method === 'POST');
    expect(posted?.url).toBe('/Employee/5/Documents');
    const body = posted?.data as FormData;
    expect(body.get('documentType')).toBe('appointment');
    expect((body.get('file') as File).name).toBe('letter.pdf');

    await user.click(within(drawer).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['citizenship.pdf']));

    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByText('Delete this document?');
    const popup = question.closest('.ant-popconfirm') as HTMLElement;
    await user.click(within(popup).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(mocked.api.calls.find((call) => call.method === 'DELETE')?.url).toBe(
        '/Employee/5/Documents/11',
      ),
    );
  });
});
