import '@hemis/shared-auth/src/testing-dom';
import {
  widgetContract,
  Widgets,
  ownCampus,
  rows,
  mocked,
  listCalls,
  lastList,
} from './defineResource.testing';
import { screen, waitFor, within } from '@testing-library/react';
import { defineResourceContract, reference, text } from '@hemis/shared-contracts';
import { type ApiReply } from '@hemis/shared-auth/src/testing';
import { defineResource } from './defineResource';
import { OPEN_FAILED } from './ResourceScreen';
import { choose, listReply, pathOf, renderResourceScreen } from './testing';

describe('defineResource', () => {
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
