import '@hemis/shared-auth/src/testing-dom';
import { mocked } from './defineResource.testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { choice, defineResourceContract, flag, reference, text } from '@hemis/shared-contracts';
import { defineResource } from './defineResource';
import { imageColumn, ownsRow } from './display';
import { choose, listReply, pathOf, renderResourceScreen, testUser } from './testing';
import type { BannerProps } from './types';

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
