import '@hemis/shared-auth/src/testing-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  INPUT_MESSAGES,
  choice,
  defineResourceContract,
  flag,
  integer,
  longText,
  reference,
  status,
  text,
} from '@hemis/shared-contracts';
import { mockApiForEachTest, type ApiReply } from '@hemis/shared-auth/src/testing';
import { defineResource, defineScopedResource, resolveResource } from './defineResource';
import { DELETE_FAILED, OPEN_FAILED } from './ResourceScreen';
import { imageColumn, ownsRow } from './display';
import { choose, listReply, pathOf, renderResourceScreen, testUser } from './testing';
import type { BannerProps } from './types';
import { addTexts } from '../i18n';

// The Nepali of this test's own fixtures (labels and messages no package declares): the kit
// renders them through the catalogue, and a screen test fails on a text without its Nepali.
addTexts('test-fixtures', {
  Activate: 'सक्रिय बनाउनुहोस्',
  Alpha: 'अल्फा',
  'Approve widget': 'विजेट स्वीकृत गर्नुहोस्',
  Badge: 'ब्याज',
  'Badge Name': 'ब्याजको नाम',
  Badges: 'ब्याजहरू',
  Beta: 'बिटा',
  'Could not activate.': 'सक्रिय बनाउन सकिएन।',
  'Main Sites': 'मुख्य साइटहरू',
  Notes: 'टिप्पणी',
  Owner: 'स्वामित्व',
  'PNG only': 'PNG मात्र',
  Site: 'साइट',
  'Site Name': 'साइटको नाम',
  Sites: 'साइटहरू',
  Widget: 'विजेट',
  'Widget Management': 'विजेट व्यवस्थापन',
  'Widget Name': 'विजेटको नाम',
  'Widget changed!': 'विजेट परिवर्तन गरियो!',
  'Widget exists!': 'विजेट पहिले नै छ!',
  'Widget saved!': 'विजेट सुरक्षित गरियो!',
  Widgets: 'विजेटहरू',
  'Widgets of campus': 'क्याम्पसका विजेटहरू',
  'Widgets of nation': 'राष्ट्रका विजेटहरू',
});

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
// Rows of the test user's campus (testUser: campus 49 of university 5).
const ownCampus = { universityId: 5, campusId: 49 };
const rows = [
  { id: 10, ownerId: 1, widgetName: 'Gear', kind: 'a', size: 2, notes: null, status: true },
  { id: 11, ownerId: 2, widgetName: 'Cog', kind: 'b', size: null, notes: null, status: false },
].map((row) => ({ ...row, ...ownCampus }));

const mocked = mockApiForEachTest((call) => {
  if (pathOf(call) === '/owner') return listReply(owners);
  if (pathOf(call) === '/widget' && call.method === 'GET') return listReply(rows, 60);
  return undefined;
});

const listCalls = () =>
  mocked.api.calls.filter((call) => call.method === 'GET' && pathOf(call) === '/widget');
const lastList = () => listCalls().at(-1)?.params as Record<string, unknown>;

describe('defineResource', () => {
  it('fills defaults from the contract: all fields in the form (long text last), long text out of the table, the marked filters', () => {
    const resolved = resolveResource({ contract: widgetContract, title: 'Widgets' });
    const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name);
    expect(names(resolved.formFields)).toEqual([
      'ownerId',
      'widgetName',
      'kind',
      'size',
      'status',
      'notes',
    ]);
    expect(names(resolved.columns)).toEqual(['ownerId', 'widgetName', 'kind', 'size', 'status']);
    // `kind` is marked `filter`, and a status always is.
    expect(names(resolved.filters)).toEqual(['kind', 'status']);
    expect(
      names(resolveResource({ contract: widgetContract, title: 'x', filters: [] }).filters),
    ).toEqual([]);
    // What a screen omits is in none of its parts.
    const omitted = resolveResource({ contract: widgetContract, title: 'x', omit: ['kind'] });
    expect(names(omitted.formFields)).not.toContain('kind');
    expect(names(omitted.columns)).not.toContain('kind');
    expect(names(omitted.filters)).toEqual(['status']);
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
    expect(mocked.api.calls.find((call) => pathOf(call) === '/owner')?.params).toEqual({
      pageSize: 500,
    });
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

  it('opens filtered by the filters its address names (a report count links there)', async () => {
    window.history.pushState({}, '', '/widgets?kind=b&widgetName=Cog');
    try {
      renderResourceScreen(Widgets);
      await screen.findByText('Gear');
      // Only the list's own filters are taken; the name is no filter of it.
      expect(listCalls()[0]?.params).toEqual({ page: 1, pageSize: 25, kind: 'b' });
    } finally {
      window.history.pushState({}, '', '/');
    }
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
    expect(mocked.api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a row with trimmed values as JSON, shows the created message and reloads', async () => {
    mocked.answer = (call) =>
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
    const post = mocked.api.calls.find((call) => call.method === 'POST');
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
    mocked.answer = (call) => (call.method === 'POST' ? reply : undefined);
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
      await within(document.querySelector('.ant-notification') as HTMLElement).findByText(
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
    mocked.answer = (call) =>
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
    const put = mocked.api.calls.find((call) => call.method === 'PUT');
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

  it('reads a narrowed list with the fields it shows, and loads the whole record to edit it', async () => {
    const Narrow = defineResource({
      contract: widgetContract,
      title: 'Widgets',
      columns: ['widgetName', 'kind'],
      extraColumns: [{ key: 'size', title: 'Size', render: (_v, row) => String(row.size) }],
      rowFields: ['status'],
    });
    // The list answers narrow rows; the record's own read answers the whole of it.
    const narrowRows = rows.map(({ id, widgetName, kind, size, status: active }) => ({
      id,
      ...ownCampus,
      widgetName,
      kind,
      size,
      status: active,
    }));
    mocked.answer = (call) => {
      if (call.method === 'GET' && pathOf(call) === '/widget') return listReply(narrowRows);
      if (call.method === 'GET' && call.url === '/Widget/10') return { status: 200, data: rows[0] };
      return undefined;
    };
    const { user } = renderResourceScreen(Narrow);
    await screen.findByText('Gear');
    expect(lastList()).toEqual({ page: 1, pageSize: 25, fields: 'widgetName,kind,size,status' });
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[0] as HTMLElement);
    const form = within(await screen.findByRole('dialog')).getByTestId('resource-form-edit');
    // Fields the list did not read come from the record.
    expect(within(form).getByLabelText('Owner')).toBeDisabled();
    expect(await within(form).findByText('First Owner')).toBeInTheDocument();
    expect(mocked.api.calls.some((call) => call.url === '/Widget/10')).toBe(true);
  });

  it('says so when the record to edit cannot be loaded, and opens no dialog', async () => {
    const Narrow = defineResource({ contract: widgetContract, title: 'Widgets', rowFields: [] });
    mocked.answer = (call) =>
      call.method === 'GET' && call.url === '/Widget/10' ? { status: 500, data: {} } : undefined;
    const { user } = renderResourceScreen(Narrow);
    await screen.findByText('Gear');
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[0] as HTMLElement);
    expect(await screen.findByText(new RegExp(`^${OPEN_FAILED}`))).toBeInTheDocument();
    expect(screen.queryByTestId('resource-form-edit')).toBeNull();
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
    mocked.answer = (call) =>
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
    const call = mocked.api.calls.find((candidate) => pathOf(candidate) === '/widget/export');
    expect(call?.method).toBe('GET');
    expect(call?.params).toEqual({ kind: 'a' });
    click.mockRestore();
  });

  it('deletes after confirmation', async () => {
    mocked.answer = (call) => (call.method === 'DELETE' ? { status: 204 } : undefined);
    const { user } = renderResourceScreen(Widgets);
    await screen.findByText('Gear');
    await user.click(screen.getAllByRole('button', { name: /Delete/ })[1] as HTMLElement);
    expect(mocked.api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    const confirm = await screen.findByText('Delete this widget?');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    await user.click(within(popover).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Data deleted successfully')).toBeInTheDocument();
    expect(mocked.api.calls.find((call) => call.method === 'DELETE')?.url).toBe('/Widget/11');
  });

  it("shows the API's message when the record is still used (409)", async () => {
    const message = INPUT_MESSAGES.stillUsed('Widget', [
      { count: 2, noun: 'gadget' },
      { count: 1, noun: 'user account' },
    ]);
    mocked.answer = (call) =>
      call.method === 'DELETE'
        ? { status: 409, data: { statusCode: 409, error: 'Conflict', message } }
        : undefined;
    const { user } = renderResourceScreen(Widgets);
    await screen.findByText('Gear');
    await user.click(screen.getAllByRole('button', { name: /Delete/ })[1] as HTMLElement);
    const confirm = await screen.findByText('Delete this widget?');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    await user.click(within(popover).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        `${DELETE_FAILED} This widget is still used by 2 gadgets and 1 user account.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Data deleted successfully')).toBeNull();
  });

  it('shows an error with a retry when the list cannot be loaded, and an empty state', async () => {
    let fail = true;
    mocked.answer = (call) =>
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
    mocked.answer = (call) => {
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
    const post = mocked.api.calls.find((call) => call.method === 'POST');
    const body = post?.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('badgeName')).toBe('Silver');
    expect((body.get('logo') as File).name).toBe('small.png');
  });
});

describe('defineResource: dependent choices, fixed values, row actions and hooks, screen parts', () => {
  const siteContract = defineResourceContract({
    name: 'Site',
    title: 'Site',
    module: 'setup',
    ownership: 'institution',
    fields: {
      siteName: text('Site Name', { required: 'Site Name is required' }),
      siteType: choice('Site Type', [
        { value: 'main', label: 'Main' },
        { value: 'branch', label: 'Branch' },
      ]),
      provinceId: reference('Province', 'Province', 'name'),
      districtId: reference('District', 'District', 'name'),
      isActive: flag('Active'),
    },
  });
  const declaration = {
    contract: siteContract,
    title: 'Main Sites',
    form: ['siteName', 'siteType', 'provinceId', 'districtId'] as const,
    columns: ['siteName', 'siteType', 'districtId'] as const,
    fixed: { siteType: 'main' },
    sections: { provinceId: 'Address' },
    fields: {
      districtId: {
        dependsOn: {
          field: 'provinceId',
          path: (id: string | number) => `/District?provinceId=${id}`,
          hint: 'Choose the province first',
        },
      },
    },
  };
  const provinces = [
    { id: 1, name: 'Koshi' },
    { id: 3, name: 'Bagmati' },
  ];
  const districts = [
    { id: 10, name: 'Jhapa', provinceId: 1 },
    { id: 30, name: 'Kathmandu', provinceId: 3 },
  ];
  let sites: Record<string, unknown>[];
  beforeEach(() => {
    sites = [
      {
        id: 1,
        siteName: 'Own Site',
        siteType: 'main',
        campusId: 49,
        universityId: 5,
        isActive: true,
      },
      {
        id: 2,
        siteName: 'University Site',
        siteType: 'main',
        campusId: null,
        universityId: 5,
        isActive: false,
      },
      {
        id: 3,
        siteName: 'Nation Site',
        siteType: 'main',
        campusId: null,
        universityId: null,
        isActive: false,
      },
    ];
    mocked.answer = (call) => {
      const path = pathOf(call);
      if (path === '/province') return { status: 200, data: provinces };
      if (path === '/district') {
        const of = Number(new URLSearchParams(call.url.split('?')[1] ?? '').get('provinceId'));
        return { status: 200, data: districts.filter((d) => d.provinceId === of) };
      }
      if (path === '/site' && call.method === 'GET') return listReply(sites);
      if (call.method === 'POST') return { status: 201, data: { id: 9 } };
      if (call.method === 'PATCH') return { status: 200, data: sites[0] };
      return undefined;
    };
  });
  const districtCalls = () => mocked.api.calls.filter((call) => pathOf(call) === '/district');
  const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

  it('loads dependent choices for the chosen value and clears them when it changes', async () => {
    const { user } = renderResourceScreen(defineResource(declaration));
    await screen.findByText('Own Site');
    const form = screen.getByTestId('resource-form-create');
    expect(within(form).getByLabelText('District')).toBeDisabled();
    expect(within(form).getByText('Choose the province first')).toBeInTheDocument();
    expect(within(form).getByRole('separator')).toHaveTextContent('Address');
    expect(districtCalls()).toHaveLength(0);
    await choose(user, 'Province', 'Koshi', form);
    await waitFor(() => expect(within(form).getByLabelText('District')).toBeEnabled());
    expect(districtCalls().map((call) => call.url)).toEqual(['/District?provinceId=1']);
    await choose(user, 'District', 'Jhapa', form);
    expect(within(form).getByTitle('Jhapa')).toBeInTheDocument();
    await choose(user, 'Province', 'Bagmati', form);
    await waitFor(() => expect(within(form).queryByTitle('Jhapa')).toBeNull());
    await waitFor(() => expect(districtCalls()[1]?.url).toBe('/District?provinceId=3'));
    await choose(user, 'District', 'Kathmandu', form);
    await user.type(within(form).getByLabelText('Site Name'), 'New Site');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Data added successfully!')).toBeInTheDocument();
    // The fixed value is a list filter, set on the new row and neither a field nor a column.
    expect(mocked.api.calls.find((call) => call.method === 'POST')?.data).toEqual({
      siteName: 'New Site',
      siteType: 'main',
      provinceId: 3,
      districtId: 30,
    });
    expect(mocked.api.calls.find((call) => pathOf(call) === '/site')?.params).toMatchObject({
      siteType: 'main',
    });
    expect(within(form).queryByLabelText('Site Type')).toBeNull();
    expect(within(screen.getByRole('table')).queryByText('Site Type')).toBeNull();
  });

  it("offers only the choices the field's filter keeps for the current values", async () => {
    const screenWithFilter = defineResource({
      ...declaration,
      fields: {
        ...declaration.fields,
        provinceId: {
          choiceFilter: (row, view) => view.values.siteName !== 'Eastern' || row.name === 'Koshi',
        },
      },
    });
    const { user } = renderResourceScreen(screenWithFilter);
    await screen.findByText('Own Site');
    const form = screen.getByTestId('resource-form-create');
    await user.type(within(form).getByLabelText('Site Name'), 'Eastern');
    await user.click(within(form).getByLabelText('Province'));
    const offered = await waitFor(() => {
      const titles = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')]
        .filter((element) => !element.closest('.ant-select-dropdown-hidden'))
        .map((element) => element.getAttribute('title'));
      if (titles.length === 0) throw new Error('no options yet');
      return titles;
    });
    expect(offered).toEqual(['Koshi']);
  });

  it('offers Edit and Delete only on rows the hooks allow for the signed-in user', async () => {
    const Screen = defineResource({
      ...declaration,
      canEdit: (site, signedIn) => ownsRow(site, signedIn),
      canDelete: (site, signedIn) => ownsRow(site, signedIn),
    });
    renderResourceScreen(Screen, { user: testUser({ campusId: 49, universityId: 5 }) });
    await screen.findByText('Own Site');
    expect(within(row('Own Site')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(row('Own Site')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    for (const name of ['University Site', 'Nation Site']) {
      expect(within(row(name)).queryByRole('button', { name: 'Edit' })).toBeNull();
      expect(within(row(name)).queryByRole('button', { name: 'Delete' })).toBeNull();
    }
  });

  it('runs a confirmed row action, reloads the list and the banner, and says why it failed', async () => {
    const versions: number[] = [];
    function Banner({ version }: BannerProps) {
      versions.push(version);
      return <div>Banner version {version}</div>;
    }
    const Screen = defineResource({
      ...declaration,
      show: 'list',
      banner: Banner,
      actions: { edit: false, delete: false, export: false },
      rowActions: [
        {
          label: 'Activate',
          visible: (site) => site.isActive !== true,
          confirm: (site, shown) =>
            `Activate ${String(site.siteName)}? ${shown.length} sites on this page.`,
          run: (site, siteApi) => siteApi.update(site.id, { isActive: true }),
          success: (site) => `${String(site.siteName)} is active`,
          failure: 'Could not activate.',
        },
      ],
    });
    const { user } = renderResourceScreen(Screen);
    await screen.findByText('Own Site');
    expect(screen.queryByTestId('resource-form-create')).toBeNull();
    expect(screen.getByText('Banner version 0')).toBeInTheDocument();
    expect(within(row('Own Site')).queryByRole('button', { name: 'Activate' })).toBeNull();
    await user.click(within(row('Nation Site')).getByRole('button', { name: 'Activate' }));
    expect(
      await screen.findByText('Activate Nation Site? 3 sites on this page.'),
    ).toBeInTheDocument();
    expect(mocked.api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    const confirm = document.querySelector('.ant-popconfirm') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Nation Site is active')).toBeInTheDocument();
    expect(mocked.api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/Site/3',
      data: { isActive: true },
    });
    expect(await screen.findByText('Banner version 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(mocked.api.calls.filter((call) => pathOf(call) === '/site').length).toBe(2),
    );

    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mocked.answer = (call) =>
      call.method === 'PATCH'
        ? { status: 403, data: { statusCode: 403, error: 'Forbidden', message: 'Not allowed.' } }
        : pathOf(call) === '/site'
          ? listReply(sites)
          : undefined;
    await user.click(within(row('University Site')).getByRole('button', { name: 'Activate' }));
    const again = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm')].find(
        (element) => !element.closest('.ant-popover-hidden'),
      );
      if (!open) throw new Error('no confirmation');
      return open;
    });
    await user.click(within(again).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Could not activate. Not allowed.')).toBeInTheDocument();
    error.mockRestore();
  });

  it('shows only the add form in form mode', async () => {
    renderResourceScreen(defineResource({ ...declaration, show: 'form' }));
    expect(await screen.findByTestId('resource-form-create')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sends an update with a new file as multipart, emptied fields as empty parts', async () => {
    const logoContract = defineResourceContract({
      name: 'Site',
      title: 'Site',
      module: 'setup',
      ownership: 'institution',
      fields: { siteName: text('Site Name'), notes: text('Notes') },
      uploads: { logo: { label: 'Logo', accept: ['image/png'], maxBytes: 1024 } },
    });
    sites = [{ id: 1, siteName: 'Own Site', notes: 'old', logo: 'site-1.png' }];
    const { user } = renderResourceScreen(
      defineResource({
        contract: logoContract,
        title: 'Sites',
        uploadMessages: { type: 'PNG only', size: 'Too large' },
      }),
    );
    await screen.findByText('Own Site');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      '/uploads/site-1.png',
    );
    expect(within(dialog).getByText('PNG; at most 1 KB')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Logo'), {
      target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(dialog).findByText('PNG only')).toBeInTheDocument();
    const logo = new File([new Uint8Array(10)], 'new.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Logo'), logo);
    expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent(
      'new.png (image/png, 10 B)',
    );
    await user.clear(within(dialog).getByLabelText('Notes'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Data updated Successfully')).toBeInTheDocument();
    const body = mocked.api.calls.find((call) => call.method === 'PATCH')?.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('logo')).toBe(logo);
    expect(body.get('siteName')).toBe('Own Site');
    expect(body.get('notes')).toBe('');
  });

  it("shows a personal file from the row's signed link and leaves it out of an update", async () => {
    const photoContract = defineResourceContract({
      name: 'Site',
      title: 'Site',
      module: 'setup',
      ownership: 'institution',
      fields: { siteName: text('Site Name'), notes: text('Notes') },
      uploads: { photo: { label: 'Photo', accept: ['image/png'], maxBytes: 1024 } },
    });
    const link = '/api/Site/1/Files/photo?name=site-photo-1.png&expires=1&signature=s';
    sites = [{ id: 1, siteName: 'Own Site', notes: 'old', photo: link }];
    const { user } = renderResourceScreen(
      defineResource({
        contract: photoContract,
        title: 'Sites',
        extraColumns: [imageColumn('photo', 'Photo')],
      }),
    );
    await screen.findByText('Own Site');
    expect(screen.getByRole('img', { name: 'photo' })).toHaveAttribute('src', link);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Current photo' })).toHaveAttribute('src', link);
    await user.clear(within(dialog).getByLabelText('Notes'));
    await user.type(within(dialog).getByLabelText('Notes'), 'new');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Data updated Successfully')).toBeInTheDocument();
    const body = mocked.api.calls.find((call) => call.method === 'PATCH')?.data;
    expect(body).not.toBeInstanceOf(FormData);
    expect(body).toMatchObject({ notes: 'new' });
    expect(body).not.toHaveProperty('photo');
  });
});

describe('permission gating', () => {
  const withRowAction = defineResource({
    contract: widgetContract,
    title: 'Widget Management',
    rowActions: [
      {
        label: 'Approve widget',
        permission: 'approve',
        run: (row, rowApi) => rowApi.update(row.id, { status: true }),
        success: () => 'Approved',
        failure: 'Not approved',
      },
    ],
  });

  it('shows add, edit, delete, export and row actions to a user holding each permission', async () => {
    renderResourceScreen(withRowAction, {
      user: testUser({
        permissions: [
          'setup:view',
          'setup:add',
          'setup:edit',
          'setup:delete',
          'setup:approve',
          'setup:export',
        ],
      }),
    });
    expect(await screen.findByText('Gear')).toBeInTheDocument();
    expect(screen.getByText('Add Widget')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Approve widget' })).toHaveLength(2);
  });

  it('hides what the user may not do: view only leaves the list', async () => {
    renderResourceScreen(withRowAction, { user: testUser({ permissions: ['setup:view'] }) });
    expect(await screen.findByText('Gear')).toBeInTheDocument();
    expect(screen.queryByText('Add Widget')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve widget' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });

  it('gates each button on its own permission', async () => {
    renderResourceScreen(withRowAction, {
      user: testUser({ permissions: ['setup:view', 'setup:edit', 'setup:export'] }),
    });
    expect(await screen.findByText('Gear')).toBeInTheDocument();
    expect(screen.queryByText('Add Widget')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve widget' })).toBeNull();
  });

  it('offers Edit and Delete only on rows the user may change (the ownership rule)', async () => {
    const owned = [
      { id: 20, widgetName: 'National', universityId: null, campusId: null },
      { id: 21, widgetName: 'University five', universityId: 5, campusId: null },
      { id: 22, widgetName: 'Campus 49', universityId: 5, campusId: 49 },
      { id: 23, widgetName: 'Campus 50', universityId: 5, campusId: 50 },
    ].map((row) => ({ ...row, ownerId: 1, kind: 'a', size: 1, notes: null, status: true }));
    mocked.answer = (call) =>
      pathOf(call) === '/widget' && call.method === 'GET' ? listReply(owned) : undefined;
    const buttonsOf = (name: string) => {
      const row = screen.getByText(name).closest('tr') as HTMLElement;
      return within(row)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    };
    const all = ['setup:view', 'setup:edit', 'setup:delete'] as const;

    const campusUser = renderResourceScreen(Widgets, { user: testUser({ permissions: [...all] }) });
    expect(await screen.findByText('Campus 49')).toBeInTheDocument();
    expect(buttonsOf('National')).toEqual([]);
    expect(buttonsOf('University five')).toEqual([]);
    expect(buttonsOf('Campus 49')).toEqual(['Edit', 'Delete']);
    expect(buttonsOf('Campus 50')).toEqual([]);
    campusUser.unmount();

    const university = testUser({
      role: 'UniAdmin',
      campusId: null,
      permissions: [...all],
    });
    renderResourceScreen(Widgets, { user: university });
    expect(await screen.findByText('Campus 49')).toBeInTheDocument();
    expect(buttonsOf('National')).toEqual([]);
    expect(buttonsOf('University five')).toEqual(['Edit', 'Delete']);
    expect(buttonsOf('Campus 49')).toEqual(['Edit', 'Delete']);
  });

  it("falls back to the role's default permissions when the session has none", async () => {
    renderResourceScreen(Widgets, {
      user: testUser({ role: 'CollegeUser', listUser: [{ roleName: 'CollegeUser' }] }),
    });
    expect(await screen.findByText('Gear')).toBeInTheDocument();
    // CollegeUser: setup view and export only.
    expect(screen.queryByText('Add Widget')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

describe('defineScopedResource', () => {
  const Scoped = defineScopedResource((scope) => ({
    contract: widgetContract,
    title: `Widgets of ${scope}`,
    filters: scope === 'campus' ? ['kind'] : ['kind', 'ownerId'],
  }));

  it("shows the screen of the signed-in user's reach, the widest outside a session", async () => {
    const campusUser = renderResourceScreen(Scoped, { user: testUser() });
    expect(await screen.findByText('Widgets of campus')).toBeInTheDocument();
    campusUser.unmount();
    renderResourceScreen(Scoped);
    expect(await screen.findByText('Widgets of nation')).toBeInTheDocument();
  });
});
