import '@hemis/shared-auth/src/testing-dom';
import { screen, within } from '@testing-library/react';
import {
  mockApi,
  type ApiCall,
  type ApiReply,
  type MockedApi,
} from '@hemis/shared-auth/src/testing';
import { choose, listReply, renderResourceScreen } from '@hemis/shared-ui/src/resource/testing';
import EmployeePostScreen from './employeePost';

const posts = [
  {
    id: 3,
    positionName: 'Professor',
    shortName: 'Prof.',
    category: 'teaching',
    rank: 1,
    remarks: null,
    status: true,
  },
  {
    id: 4,
    positionName: 'Accountant',
    shortName: null,
    category: 'administrative',
    rank: 9,
    remarks: null,
    status: false,
  },
];

let api: MockedApi;
let answer: (call: ApiCall) => ApiReply | undefined;
beforeEach(() => {
  answer = () => undefined;
  api = mockApi((call) => answer(call) ?? listReply(posts));
});
afterEach(() => api.restore());

describe('Employee Post Setup (a plain kit declaration)', () => {
  it('renders the declared form fields, table columns, filters and rows', async () => {
    renderResourceScreen(EmployeePostScreen);
    expect(screen.getByRole('heading', { name: 'Employee Post Setup' })).toBeInTheDocument();
    const form = screen.getByTestId('resource-form-create');
    for (const label of ['Post Name', 'Short Name', 'Category', 'Rank (order)', 'Remarks']) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(form).getByRole('radio', { name: 'Active' })).toBeChecked();
    expect(within(form).getByText('Post Name').closest('label')).toHaveClass(
      'ant-form-item-required',
    );
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    expect(headers).toEqual([
      'S.N.',
      'Post Name',
      'Short Name',
      'Category',
      'Rank (order)',
      'Status',
      'Action',
    ]);
    expect(await within(table).findByText('Professor')).toBeInTheDocument();
    // Choices shown by label, status as tags.
    expect(within(table).getByText('Teaching')).toBeInTheDocument();
    expect(within(table).getByText('Administrative')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByTestId('filter-category')).toBeInTheDocument();
    expect(screen.getByTestId('filter-status')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/EmployeePositions' });
  });

  it('adds a post (POST) and edits one with PUT /EmployeePositions/{id}', async () => {
    answer = (call) =>
      call.method === 'POST' || call.method === 'PUT'
        ? { status: call.method === 'POST' ? 201 : 200, data: posts[1] }
        : undefined;
    const { user } = renderResourceScreen(EmployeePostScreen);
    await screen.findByText('Professor');
    const form = screen.getByTestId('resource-form-create');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Post Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Category is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Post Name'), ' Lecturer ');
    await choose(user, 'Category', 'Teaching', form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Data added successfully!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/EmployeePositions',
      data: { positionName: 'Lecturer', category: 'teaching', status: true },
    });

    await user.click(screen.getAllByRole('button', { name: 'Edit' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Employee Post')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Post Name'));
    await user.type(within(dialog).getByLabelText('Post Name'), 'Senior Accountant');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Data updated Successfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/EmployeePositions/4',
      data: { positionName: 'Senior Accountant', category: 'administrative', rank: 9 },
    });
  });
});
