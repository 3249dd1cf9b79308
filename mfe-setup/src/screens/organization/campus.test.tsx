import '@hemis/shared-auth/src/testing-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import {
  choose,
  listReply,
  pathOf,
  renderResourceScreen,
} from '@hemis/shared-ui/src/resource/testing';
import ConstituentCampusScreen from './constituentCampus';

const provinces = [
  { id: 1, name: 'Koshi' },
  { id: 3, name: 'Bagmati' },
];
const districts = [
  { id: 10, name: 'Jhapa', provinceId: 1 },
  { id: 11, name: 'Morang', provinceId: 1 },
  { id: 30, name: 'Kathmandu', provinceId: 3 },
  { id: 31, name: 'Lalitpur', provinceId: 3 },
];
const universities = [{ id: 5, name: 'Tribhuvan University' }];
const campuses = [
  {
    id: 49,
    campusName: 'Ratna Rajyalaxmi Campus',
    campusType: 'constituent',
    universityId: 5,
    code: 'RR',
    provinceId: 3,
    districtId: 30,
    localLevel: 'Kathmandu Metropolitan City',
    ward: 1,
    chiefName: 'Sita Sharma',
    phone: '01-4200000',
    status: true,
    logo: 'campus-49.png',
    labels: {
      universityId: 'Tribhuvan University',
      provinceId: 'Bagmati',
      districtId: 'Kathmandu',
    },
  },
];

const mocked = mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/province') return { status: 200, data: provinces };
  if (path === '/district') {
    const query = new URLSearchParams(call.url.split('?')[1] ?? '');
    const of = Number(query.get('provinceId'));
    return { status: 200, data: districts.filter((d) => !of || d.provinceId === of) };
  }
  if (path === '/university') return listReply(universities);
  return listReply(campuses);
});

const districtCalls = () =>
  mocked.api.calls.filter(
    (call) => pathOf(call) === '/district' && call.url.includes('provinceId='),
  );

/** The options of the open select dropdown. */
const shownOptions = () =>
  [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].map((option) => option.textContent?.trim());

describe('Constituent campuses', () => {
  it('lists only constituent campuses, with labels and the logo', async () => {
    renderResourceScreen(ConstituentCampusScreen);
    expect(screen.getByRole('heading', { name: 'Constituent Campuses' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(await within(table).findByText('Ratna Rajyalaxmi Campus')).toBeInTheDocument();
    expect(within(table).getByText('Kathmandu')).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'logo' })).toHaveAttribute(
      'src',
      '/uploads/campus-49.png',
    );
    const list = mocked.api.calls.find((call) => pathOf(call) === '/campus');
    expect(list?.params).toMatchObject({ campusType: 'constituent', page: 1, pageSize: 25 });
    // The type is fixed by the route: not a form field.
    expect(
      within(screen.getByTestId('resource-form-create')).queryByLabelText('Campus Type'),
    ).toBeNull();
  });

  it('loads the districts of the chosen province and clears the district on a new province', async () => {
    const { user } = renderResourceScreen(ConstituentCampusScreen);
    await screen.findByText('Ratna Rajyalaxmi Campus');
    const form = screen.getByTestId('resource-form-create');
    expect(within(form).getByLabelText('District')).toBeDisabled();
    expect(within(form).getByText('Choose the province first')).toBeInTheDocument();
    expect(districtCalls()).toHaveLength(0);

    await choose(user, 'Province', 'Koshi', form);
    await waitFor(() =>
      expect(districtCalls().map((call) => call.url)).toEqual(['/District?provinceId=1']),
    );
    await waitFor(() => expect(within(form).getByLabelText('District')).toBeEnabled());
    await user.click(within(form).getByLabelText('District'));
    await waitFor(() => expect(shownOptions()).toEqual(['Jhapa', 'Morang']));
    await choose(user, 'District', 'Morang', form);
    expect(within(form).getByTitle('Morang')).toBeInTheDocument();

    await choose(user, 'Province', 'Bagmati', form);
    await waitFor(() => expect(districtCalls()).toHaveLength(2));
    expect(districtCalls()[1]?.url).toBe('/District?provinceId=3');
    await waitFor(() => expect(within(form).queryByTitle('Morang')).toBeNull());
    await user.click(within(form).getByLabelText('District'));
    await waitFor(() => expect(shownOptions()).toEqual(['Kathmandu', 'Lalitpur']));
  });

  it('sends a new campus with its logo as multipart (campusType from the route)', async () => {
    mocked.answer = (call) =>
      call.method === 'POST' ? { status: 201, data: campuses[0] } : undefined;
    const { user } = renderResourceScreen(ConstituentCampusScreen);
    await screen.findByText('Ratna Rajyalaxmi Campus');
    const form = screen.getByTestId('resource-form-create');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Campus Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Province is required')).toBeInTheDocument();
    expect(within(form).getByText('Local Level is required')).toBeInTheDocument();
    expect(mocked.api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Campus Name'), '  Birendra Campus ');
    await choose(user, 'University', 'Tribhuvan University', form);
    await choose(user, 'Province', 'Bagmati', form);
    await waitFor(() => expect(within(form).getByLabelText('District')).toBeEnabled());
    await choose(user, 'District', 'Lalitpur', form);
    await user.type(within(form).getByLabelText('Local Level'), 'Lalitpur Metropolitan City');
    await user.type(within(form).getByLabelText('Campus Chief'), 'Hari Prasad');
    await user.type(within(form).getByLabelText('Focal Person'), 'Gita Rai');

    const input = within(form).getByLabelText('Logo') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    expect(within(form).getByText('PNG, JPEG, WEBP; at most 2 MB')).toBeInTheDocument();
    // A wrong type is refused before anything is sent.
    // (the browser's picker honours accept; a dropped or forced file is checked again here)
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] },
    });
    expect(
      await within(form).findByText('The file must be a PNG, JPEG or WebP image'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Logo'), big);
    expect(
      await within(form).findByText('The file is too large (at most 2 MB)'),
    ).toBeInTheDocument();
    const logo = new File([new Uint8Array(2048)], 'crest.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Logo'), logo);
    expect(within(form).getByTestId('chosen-file')).toHaveTextContent(
      'crest.png (image/png, 2 KB)',
    );

    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Data added successfully!')).toBeInTheDocument();
    const post = mocked.api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/Campus');
    expect(post?.data).toBeInstanceOf(FormData);
    const body = post?.data as FormData;
    expect(body.get('logo')).toBe(logo);
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'logo'))).toEqual({
      campusName: 'Birendra Campus',
      campusType: 'constituent',
      universityId: '5',
      provinceId: '3',
      districtId: '31',
      localLevel: 'Lalitpur Metropolitan City',
      chiefName: 'Hari Prasad',
      focalPersonName: 'Gita Rai',
      status: 'true',
    });
  });

  it('edits a campus as JSON when no new logo is chosen', async () => {
    mocked.answer = (call) =>
      call.method === 'PATCH' ? { status: 200, data: campuses[0] } : undefined;
    const { user } = renderResourceScreen(ConstituentCampusScreen);
    await screen.findByText('Ratna Rajyalaxmi Campus');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Campus')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Current logo' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByTitle('Kathmandu')).toBeInTheDocument());
    await user.clear(within(dialog).getByLabelText('Campus Chief'));
    await user.type(within(dialog).getByLabelText('Campus Chief'), 'Ram Thapa');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Data updated Successfully')).toBeInTheDocument();
    const patch = mocked.api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/Campus/49');
    expect(patch?.data).toMatchObject({
      campusName: 'Ratna Rajyalaxmi Campus',
      chiefName: 'Ram Thapa',
      provinceId: 3,
      districtId: 30,
    });
    expect(patch?.data).not.toHaveProperty('campusType');
  });
});
