import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import {
  mockApi,
  type ApiCall,
  type ApiReply,
  type MockedApi,
} from '@hemis/shared-auth/src/testing';
import { listReply, renderResourceScreen } from '@hemis/shared-ui/src/resource/testing';
import LevelScreen from './level';

const levels = [
  {
    id: 1,
    levelName: 'Bachelor',
    shortName: 'B',
    code: 'BAC',
    alias: null,
    remarks: null,
    status: true,
  },
  {
    id: 2,
    levelName: 'Master',
    shortName: 'M',
    code: 'MAS',
    alias: null,
    remarks: null,
    status: false,
  },
];

let api: MockedApi;
let answer: (call: ApiCall) => ApiReply | undefined;
beforeEach(() => {
  answer = () => undefined;
  api = mockApi((call) => answer(call) ?? listReply(levels));
});
afterEach(() => api.restore());

describe('Level Management', () => {
  it('requires Level Name and Code with the spec messages', async () => {
    const { user } = renderResourceScreen(LevelScreen);
    expect(screen.getByRole('heading', { name: 'Level Management' })).toBeInTheDocument();
    await screen.findByText('Bachelor');
    const form = screen.getByTestId('resource-form-create');
    expect(within(form).getByText('Level Name').closest('label')).toHaveClass(
      'ant-form-item-required',
    );
    expect(within(form).getByText('Code').closest('label')).toHaveClass('ant-form-item-required');
    expect(within(form).getByText('Short Name').closest('label')).not.toHaveClass(
      'ant-form-item-required',
    );
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Level Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Code is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a level with trimmed values: "Data added successfully!"', async () => {
    answer = (call) => (call.method === 'POST' ? { status: 201, data: { id: 5 } } : undefined);
    const { user } = renderResourceScreen(LevelScreen);
    await screen.findByText('Bachelor');
    const form = screen.getByTestId('resource-form-create');
    await user.type(within(form).getByLabelText('Level Name'), '  PhD ');
    await user.type(within(form).getByLabelText('Code'), ' PHD  ');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Data added successfully!')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({
      url: '/Level',
      data: { levelName: 'PhD', code: 'PHD', status: true },
    });
  });

  it('says "Level already exists!" on 409 and "Failed to add data!" otherwise', async () => {
    let reply: ApiReply = {
      status: 409,
      data: { statusCode: 409, error: 'Conflict', message: 'Level already exists!' },
    };
    answer = (call) => (call.method === 'POST' ? reply : undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderResourceScreen(LevelScreen);
    await screen.findByText('Bachelor');
    const form = screen.getByTestId('resource-form-create');
    await user.type(within(form).getByLabelText('Level Name'), 'Bachelor');
    await user.type(within(form).getByLabelText('Code'), 'BAC');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Level already exists!')).toBeInTheDocument();
    reply = { networkError: true };
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to add data!')).toBeInTheDocument();
    error.mockRestore();
  });

  it('edits in the Edit Level dialog: name and code required, "Data updated Successfully"', async () => {
    answer = (call) => (call.method === 'PATCH' ? { status: 200, data: levels[1] } : undefined);
    const { user } = renderResourceScreen(LevelScreen);
    await screen.findByText('Master');
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Level')).toBeInTheDocument();
    const code = within(dialog).getByLabelText('Code');
    expect(code).toHaveValue('MAS');
    await user.clear(code);
    await user.clear(within(dialog).getByLabelText('Level Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Code is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Level Name is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.type(within(dialog).getByLabelText('Level Name'), 'Masters ');
    await user.type(code, 'MA');
    await user.click(within(dialog).getByRole('radio', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Data updated Successfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/Level/2',
      data: { levelName: 'Masters', code: 'MA', shortName: 'M', status: true },
    });
    await waitFor(() => expect(screen.queryByTestId('resource-form-edit')).not.toBeInTheDocument());
  });
});
