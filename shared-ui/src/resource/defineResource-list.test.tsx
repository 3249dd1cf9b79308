import '@hemis/shared-auth/src/testing-dom';
import { widgetContract, Widgets, mocked, listCalls, lastList } from './defineResource.testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { INPUT_MESSAGES } from '@hemis/shared-contracts';
import { defineResource, defineScopedResource, resolveResource } from './defineResource';
import { DELETE_FAILED } from './ResourceScreen';
import { choose, listReply, pathOf, renderResourceScreen, testUser } from './testing';

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
