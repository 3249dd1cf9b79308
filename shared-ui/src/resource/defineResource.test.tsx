import '@hemis/shared-auth/src/testing-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  choice,
  defineResourceContract,
  integer,
  longText,
  reference,
  status,
  text,
} from '@hemis/shared-contracts';
import {
  mockApi,
  type ApiCall,
  type ApiReply,
  type MockedApi,
} from '@hemis/shared-auth/src/testing';
import { defineResource, resolveResource } from './defineResource';
import { choose, listReply, pathOf, renderResourceScreen } from './testing';

const widgetContract = defineResourceContract({
  name: 'Widget',
  title: 'Widget',
  module: 'setup',
  ownership: 'institution',
  updateMethod: 'PUT',
  fields: {
    ownerId: reference('Owner', 'Owner', 'ownerName', {
      required: 'Owner is required',
      createOnly: true,
    }),
    widgetName: text('Widget Name', { required: 'Widget Name is required', max: 50 }),
    kind: choice(
      'Kind',
      [
        { value: 'a', label: 'Alpha' },
        { value: 'b', label: 'Beta' },
      ],
      { required: 'Kind is required', filter: true },
    ),
    size: integer('Size', { min: 1, max: 4 }),
    notes: longText('Notes'),
    status: status(),
  },
  messages: { created: 'Widget saved!', updated: 'Widget changed!', conflict: 'Widget exists!' },
});

const Widgets = defineResource({
  contract: widgetContract,
  title: 'Widget Management',
  filters: ['kind'],
  messages: { addFailure: (cause) => `Could not add: ${cause}` },
});

const owners = [
  { id: 1, ownerName: 'First Owner' },
  { id: 2, ownerName: 'Second Owner' },
];
const rows = [
  { id: 10, ownerId: 1, widgetName: 'Gear', kind: 'a', size: 2, notes: null, status: true },
  { id: 11, ownerId: 2, widgetName: 'Cog', kind: 'b', size: null, notes: null, status: false },
];

let api: MockedApi;
let answer: (call: ApiCall) => ApiReply | undefined;

beforeEach(() => {
  answer = () => undefined;
  api = mockApi((call) => {
    const custom = answer(call);
    if (custom) return custom;
    if (pathOf(call) === '/owner') return listReply(owners);
    if (pathOf(call) === '/widget' && call.method === 'GET') return listReply(rows, 60);
    return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Not found.' } };
  });
});
afterEach(() => api.restore());

const listCalls = () =>
  api.calls.filter((call) => call.method === 'GET' && pathOf(call) === '/widget');
const lastList = () => listCalls().at(-1)?.params as Record<string, unknown>;

describe('defineResource', () => {
  it('fills defaults from the contract: all fields in the form, long text out of the table', () => {
    const resolved = resolveResource({ contract: widgetContract, title: 'Widgets' });
    expect(resolved.formFields.map((field) => field.name)).toEqual([
      'ownerId',
      'widgetName',
      'kind',
      'size',
      'notes',
      'status',
    ]);
    expect(resolved.columns.map((field) => field.name)).not.toContain('notes');
    expect(resolved.pageSizes).toEqual([25, 50, 75]);
    expect(resolved.defaultPageSize).toBe(25);
    expect(resolved.references).toEqual({ ownerId: '/Owner' });
    expect(() =>
      resolveResource({ contract: widgetContract, title: 'x', form: ['nope' as 'kind'] }),
    ).toThrow(/no field "nope"/);
  });

  it('loads the first page of 25, shows references, choices and status by their labels', async () => {
    renderResourceScreen(Widgets);
    expect(await screen.findByText('Gear')).toBeInTheDocument();
    expect(lastList()).toEqual({ page: 1, pageSize: 25 });
    expect(api.calls.find((call) => pathOf(call) === '/owner')?.params).toEqual({ pageSize: 500 });
    const table = screen.getByRole('table');
    expect(await within(table).findByText('First Owner')).toBeInTheDocument();
    expect(within(table).getByText('Alpha')).toBeInTheDocument();
    expect(within(table).getByText('Beta')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Total 60')).toBeInTheDocument();
  });

  it('sends paging, sorting, filter and search parameters to the server', async () => {
    const { user } = renderResourceScreen(Widgets);
    await screen.findByText('Gear');
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList()).toEqual({ page: 2, pageSize: 25 }));
    await user.click(screen.getByText('Widget Name', { selector: 'th *' }));
    await waitFor(() =>
      expect(lastList()).toMatchObject({ sort: 'widgetName', order: 'asc', page: 1 }),
    );
    await user.click(screen.getByText('Widget Name', { selector: 'th *' }));
    await waitFor(() => expect(lastList()).toMatchObject({ sort: 'widgetName', order: 'desc' }));
    await choose(
      user,
      'Kind',
      'Beta',
      screen.getByTestId('filter-kind').parentElement ?? undefined,
    );
    await waitFor(() => expect(lastList()).toMatchObject({ kind: 'b', page: 1 }));
    await user.type(screen.getByLabelText('Search'), '  cog {Enter}');
    await waitFor(() => expect(lastList()).toMatchObject({ q: 'cog', kind: 'b' }));
  });

  it('changes the page size and goes back to the first page', async () => {
    const { user } = renderResourceScreen(Widgets);
    await screen.findByText('Gear');
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList()).toMatchObject({ page: 2 }));
    const sizeChanger = document.querySelector<HTMLElement>('.ant-pagination-options .ant-select');
    if (!sizeChanger) throw new Error('no page size changer');
    await user.click(within(sizeChanger).getByRole('combobox'));
    const options = [...document.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['25 / page', '50 / page', '75 / page']);
    await user.click(screen.getByTitle('50 / page'));
    await waitFor(() => expect(lastList()).toEqual({ page: 1, pageSize: 50 }));
  });

  it('validates from the contract before anything is sent, with red asterisks', async () => {
    const { user } = renderResourceScreen(Widgets);
    await screen.findByText('Gear');
    const form = screen.getByTestId('resource-form-create');
    expect(within(form).getByText('Widget Name').closest('label')).toHaveClass(
      'ant-form-item-required',
    );
    expect(within(form).getByText('Size').closest('label')).not.toHaveClass(
      'ant-form-item-required',
    );
    await user.type(within(form).getByLabelText('Widget Name'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Widget Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Owner is required')).toBeInTheDocument();
    expect(within(form).getByText('Kind is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a row with trimmed values as JSON, shows the created message and reloads', async () => {
    answer = (call) =>
      call.method === 'POST'
        ? { status: 201, data: { id: 12, ...(call.data as object) } }
        : undefined;
    const { user } = renderResourceScreen(Widgets);
    await screen.findByText('Gear');
    const form = screen.getByTestId('resource-form-create');
    await choose(user, 'Owner', 'Second Owner', form);
    await user.type(within(form).getByLabelText('Widget Name'), '  Sprocket  ');
    await choose(user, 'Kind', 'Alpha', form);
    await choose(user, 'Size', '3', form);
    const before = listCalls().length;
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Widget saved!')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/Widget');
    expect(post?.data).toEqual({
      ownerId: 2,
      widgetName: 'Sprocket',
      kind: 'a',
      size: 3,
      status: true,
    });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    expect(within(form).getByLabelText('Widget Name')).toHaveValue('');
  });

  it('shows the conflict message on 409, API field messages and the failure text otherwise', async () => {
    let reply: ApiReply = {
      status: 409,
      data: {
        statusCode: 409,
        error: 'Conflict',
        message: 'Widget exists!',
        fields: { widgetName: 'Widget exists!' },
      },
    };
    answer = (call) => (call.method === 'POST' ? reply : undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderResourceScreen(Widgets);
    await screen.findByText('Gear');
    const form = screen.getByTestId('resource-form-create');
    await choose(user, 'Owner', 'First Owner', form);
    await user.type(within(form).getByLabelText('Widget Name'), 'Gear');
    await choose(user, 'Kind', 'Alpha', form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Widget exists!')).toBeInTheDocument();
    expect(
      await within(document.querySelector('.ant-message') as HTMLElement).findByText(
        'Widget exists!',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Could not add/)).not.toBeInTheDocument();

    reply = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Some fields are not valid.',
        fields: { widgetName: 'Widget Name is taken here' },
      },
    };
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Widget Name is taken here')).toBeInTheDocument();
    expect(
      await screen.findByText('Could not add: Some fields are not valid.'),
    ).toBeInTheDocument();
    error.mockRestore();
  });

  it('edits in a dialog that is the same form, with create-only fields locked, by PUT', async () => {
    answer = (call) =>
      call.method === 'PUT'
        ? { status: 200, data: { ...rows[0], ...(call.data as object) } }
        : undefined;
    const { user } = renderResourceScreen(Widgets);
    await screen.findByText('Gear');
    await user.click(screen.getAllByRole('button', { name: /Edit/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Widget')).toBeInTheDocument();
    const form = within(dialog).getByTestId('resource-form-edit');
    const labels = (root: HTMLElement) =>
      [...root.querySelectorAll('.ant-form-item-label label')].map((label) => label.textContent);
    expect(labels(form)).toEqual(labels(screen.getByTestId('resource-form-create')));
    expect(within(form).getByLabelText('Owner')).toBeDisabled();
    expect(within(form).getByLabelText('Widget Name')).toHaveValue('Gear');
    await user.clear(within(form).getByLabelText('Widget Name'));
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await within(form).findByText('Widget Name is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Widget Name'), ' Big Gear ');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Widget changed!')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/Widget/10');
    expect(put?.data).toEqual({
      widgetName: 'Big Gear',
      kind: 'a',
      size: 2,
      notes: null,
      status: true,
    });
    await waitFor(() => expect(screen.queryByTestId('resource-form-edit')).not.toBeInTheDocument());
  });

  it('exports the current filtered list as .xlsx from /<Name>/Export', async () => {
    const saved: string[] = [];
    Object.assign(URL, {
      createObjectURL: () => 'blob:widgets',
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    answer = (call) =>
      pathOf(call) === '/widget/export' ? { status: 200, data: new Blob(['xlsx']) } : undefined;
    const { user } = renderResourceScreen(Widgets);
    await screen.findByText('Gear');
    await choose(
      user,
      'Kind',
      'Alpha',
      screen.getByTestId('filter-kind').parentElement ?? undefined,
    );
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(saved).toEqual(['Widget.xlsx']));
    const call = api.calls.find((candidate) => pathOf(candidate) === '/widget/export');
    expect(call?.method).toBe('GET');
    expect(call?.params).toEqual({ kind: 'a' });
    click.mockRestore();
  });

  it('deletes after confirmation', async () => {
    answer = (call) => (call.method === 'DELETE' ? { status: 204 } : undefined);
    const { user } = renderResourceScreen(Widgets);
    await screen.findByText('Gear');
    await user.click(screen.getAllByRole('button', { name: /Delete/ })[1] as HTMLElement);
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    const confirm = await screen.findByText('Delete this widget?');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    await user.click(within(popover).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Data deleted successfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'DELETE')?.url).toBe('/Widget/11');
  });

  it('shows an error with a retry when the list cannot be loaded, and an empty state', async () => {
    let fail = true;
    answer = (call) =>
      pathOf(call) === '/widget' && call.method === 'GET'
        ? fail
          ? { status: 500, data: { statusCode: 500, error: 'x', message: 'x' } }
          : listReply([])
        : undefined;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderResourceScreen(Widgets);
    expect(await screen.findAllByText('The list could not be loaded.')).not.toHaveLength(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No widget records found')).toBeInTheDocument();
    error.mockRestore();
    await act(async () => undefined);
  });
});

describe('defineResource with files and labelled references', () => {
  const badgeContract = defineResourceContract({
    name: 'Badge',
    title: 'Badge',
    module: 'setup',
    ownership: 'nation',
    fields: {
      ownerId: reference('Owner', 'Owner', 'ownerName'),
      badgeName: text('Badge Name', { required: 'Badge Name is required' }),
    },
    uploads: { logo: { label: 'Logo', accept: ['image/png'], maxBytes: 1024 } },
  });
  const Badges = defineResource({ contract: badgeContract, title: 'Badges' });

  it('shows references by the row labels the API sends and posts a chosen file as multipart', async () => {
    answer = (call) => {
      if (pathOf(call) === '/badge' && call.method === 'GET') {
        return listReply([
          { id: 1, ownerId: 7, badgeName: 'Gold', labels: { ownerId: 'Owner Seven' } },
        ]);
      }
      if (call.method === 'POST') return { status: 201, data: { id: 2 } };
      return undefined;
    };
    const { user } = renderResourceScreen(Badges);
    expect(await screen.findByText('Owner Seven')).toBeInTheDocument();
    const form = screen.getByTestId('resource-form-create');
    await user.type(within(form).getByLabelText('Badge Name'), 'Silver');
    const big = new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Logo'), big);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Logo must be at most 1 KB')).toBeInTheDocument();
    const small = new File([new Uint8Array(10)], 'small.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Logo'), small);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Data added successfully!')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    const body = post?.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('badgeName')).toBe('Silver');
    expect((body.get('logo') as File).name).toBe('small.png');
  });
});
