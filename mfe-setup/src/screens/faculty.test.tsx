import '@hemis/shared-auth/src/testing-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  mockApi,
  type ApiCall,
  type ApiReply,
  type MockedApi,
} from '@hemis/shared-auth/src/testing';
import { choose, listReply, renderResourceScreen } from '@hemis/shared-ui/src/resource/testing';
import FacultyScreen from './faculty';

const faculties = [
  {
    id: 3,
    facultyName: 'Science and Technology',
    facultyType: 'technical',
    shortName: 'IOST',
    code: 'ST',
    alias: null,
    detail: null,
    status: true,
  },
  {
    id: 4,
    facultyName: 'Humanities',
    facultyType: 'general',
    shortName: 'FOHSS',
    code: null,
    alias: null,
    detail: null,
    status: false,
  },
];

let api: MockedApi;
let answer: (call: ApiCall) => ApiReply | undefined;
beforeEach(() => {
  answer = () => undefined;
  api = mockApi((call) => answer(call) ?? listReply(faculties));
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const conflict: ApiReply = {
  status: 409,
  data: { statusCode: 409, error: 'Conflict', message: 'Faculty already exists!' },
};
const serverError: ApiReply = {
  status: 500,
  data: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
};

async function fillForm(user: ReturnType<typeof renderResourceScreen>['user']) {
  const form = screen.getByTestId('resource-form-create');
  await user.type(within(form).getByLabelText('Faculty Name'), '  Management  ');
  await choose(user, 'Faculty Type', 'General', form);
  await user.type(within(form).getByLabelText('Short Name'), ' FOM ');
  return form;
}

describe('Faculty Management', () => {
  it('lists faculties with their type and Active/Inactive status', async () => {
    renderResourceScreen(FacultyScreen);
    expect(screen.getByRole('heading', { name: 'Faculty Management' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(await within(table).findByText('Science and Technology')).toBeInTheDocument();
    expect(within(table).getByText('Technical')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      method: 'GET',
      url: '/Faculty',
      params: { page: 1, pageSize: 25 },
    });
  });

  it('requires name, type and short name, with red asterisks', async () => {
    const { user } = renderResourceScreen(FacultyScreen);
    const form = screen.getByTestId('resource-form-create');
    for (const label of ['Faculty Name', 'Faculty Type', 'Short Name']) {
      expect(within(form).getByText(label).closest('label')).toHaveClass('ant-form-item-required');
    }
    expect(within(form).getByText('Code').closest('label')).not.toHaveClass(
      'ant-form-item-required',
    );
    await user.type(within(form).getByLabelText('Faculty Name'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Faculty Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Faculty Type is required')).toBeInTheDocument();
    expect(within(form).getByText('Short Name is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a faculty as multipart with trimmed values: "Data Successfuly Added !!"', async () => {
    answer = (call) => (call.method === 'POST' ? { status: 201, data: { id: 9 } } : undefined);
    const { user } = renderResourceScreen(FacultyScreen);
    await screen.findByText('Humanities');
    const form = await fillForm(user);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Data Successfuly Added !!')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/Faculty');
    expect(post?.data).toBeInstanceOf(FormData);
    const body = Object.fromEntries((post?.data as FormData).entries());
    expect(body).toEqual({
      facultyName: 'Management',
      facultyType: 'general',
      shortName: 'FOM',
      status: 'true',
    });
  });

  it('says "Faculty already exists!" on 409 and "Failed to add data!" on other failures', async () => {
    let reply = conflict;
    answer = (call) => (call.method === 'POST' ? reply : undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderResourceScreen(FacultyScreen);
    await screen.findByText('Humanities');
    const form = await fillForm(user);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Faculty already exists!')).toBeInTheDocument();
    expect(screen.queryByText('Failed to add data!')).not.toBeInTheDocument();
    reply = serverError;
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to add data!')).toBeInTheDocument();
    error.mockRestore();
  });

  it('updates by PATCH, says "Faculty updated successfully" and closes the dialog 600 ms later', async () => {
    jest.useFakeTimers();
    answer = (call) =>
      call.method === 'PATCH'
        ? { status: 200, data: { ...faculties[0], ...(call.data as object) } }
        : undefined;
    const { user } = renderResourceScreen(FacultyScreen, {
      advanceTimers: jest.advanceTimersByTime,
    });
    await screen.findByText('Humanities');
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Faculty')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Faculty Name');
    expect(name).toHaveValue('Science and Technology');
    await user.clear(name);
    await user.type(name, ' Science ');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Faculty updated successfully')).toBeInTheDocument();
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/Faculty/3');
    expect(patch?.data).toMatchObject({ facultyName: 'Science', facultyType: 'technical' });
    act(() => {
      jest.advanceTimersByTime(550);
    });
    expect(screen.getByTestId('resource-form-edit')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(60);
    });
    await waitFor(() => expect(screen.queryByTestId('resource-form-edit')).not.toBeInTheDocument());
  });

  it('says "Failed to update Faculty" when the update fails, and keeps the dialog open', async () => {
    answer = (call) => (call.method === 'PATCH' ? serverError : undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderResourceScreen(FacultyScreen);
    await screen.findByText('Humanities');
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update Faculty')).toBeInTheDocument();
    expect(within(dialog).getByTestId('resource-form-edit')).toBeInTheDocument();
    error.mockRestore();
  });
});
