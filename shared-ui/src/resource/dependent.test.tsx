import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ADDRESS_TEXTS,
  addressFields,
  defineResourceContract,
  text,
} from '@hemis/shared-contracts';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { defineResource } from './defineResource';
import { followersOf } from './dependent';
import { listReply, pathOf, renderResourceScreen } from './testing';
import { addTexts } from '../i18n';

// The Nepali of this test's own fixtures (labels and messages no package declares): the kit
// renders them through the catalogue, and a screen test fails on a text without its Nepali.
addTexts('test-fixtures', {
  'Full Name': 'पूरा नाम',
  People: 'व्यक्तिहरू',
  Person: 'व्यक्ति',
});

const personContract = defineResourceContract({
  name: 'Person',
  title: 'Person',
  module: 'setup',
  ownership: 'institution',
  fields: {
    fullName: text('Full Name', { required: 'Full Name is required' }),
    ...addressFields('permanent', false),
    ...addressFields('temporary', false, 'permanent'),
  },
});
const People = defineResource({ contract: personContract, title: 'People' });

const provinces = [
  { id: 1, name: 'Koshi' },
  { id: 3, name: 'Bagmati' },
];
const districts = [
  { id: 10, name: 'Jhapa', provinceId: 1 },
  { id: 27, name: 'Kathmandu', provinceId: 3 },
];
const localLevels = [
  { id: 1, districtId: 27, name: 'Kirtipur Municipality', nameNe: 'कीर्तिपुर नगरपालिका' },
  { id: 2, districtId: 10, name: 'Mechinagar Municipality', nameNe: 'मेचीनगर नगरपालिका' },
];
const sameAddress = {
  permanentProvinceId: 3,
  permanentDistrictId: 27,
  permanentLocalLevel: 'Kirtipur Municipality',
  permanentWard: 4,
};
const people = [
  {
    id: 5,
    fullName: 'Sita Rai',
    campusId: 49,
    universityId: 5,
    ...sameAddress,
    temporaryProvinceId: 3,
    temporaryDistrictId: 27,
    temporaryLocalLevel: 'Kirtipur Municipality',
    temporaryWard: 4,
  },
];

const param = (url: string, name: string) =>
  Number(new URLSearchParams(url.split('?')[1] ?? '').get(name));
const mocked = mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/province') return { status: 200, data: provinces };
  if (path === '/district') {
    return {
      status: 200,
      data: districts.filter((row) => row.provinceId === param(call.url, 'provinceId')),
    };
  }
  if (path === '/locallevel') {
    return {
      status: 200,
      data: localLevels.filter((row) => row.districtId === param(call.url, 'districtId')),
    };
  }
  if (path === '/person' && call.method === 'GET') return listReply(people);
  if (call.method === 'POST') return { status: 201, data: { id: 9 } };
  return undefined;
});

describe('address fields from the contract', () => {
  it('empties the district and its local level when the province changes', () => {
    const dependents = Object.fromEntries(
      Object.values(People.resource.fields).map((field) => [field.name, field.override.dependsOn]),
    );
    expect(followersOf(dependents, ['permanentProvinceId'])).toEqual([
      'permanentDistrictId',
      'permanentLocalLevel',
    ]);
  });

  it('heads each address, lists the local levels of the chosen district, and copies the permanent address while "Same as" is ticked', async () => {
    const { user } = renderResourceScreen(People);
    await screen.findByText('Sita Rai');
    const form = screen.getByTestId('resource-form-create');
    const headings = within(form)
      .getAllByRole('separator')
      .map((separator) => separator.textContent);
    expect(headings).toEqual([ADDRESS_TEXTS.permanent, ADDRESS_TEXTS.temporary]);
    expect(within(form).getAllByText(ADDRESS_TEXTS.districtFirst)).toHaveLength(2);

    const permanent = (label: string) => within(form).getAllByLabelText(label)[0] as HTMLElement;
    await user.click(permanent('Province'));
    await user.click(await screen.findByTitle('Bagmati'));
    await waitFor(() =>
      expect(mocked.api.calls.map((call) => call.url)).toContain('/District?provinceId=3'),
    );
    await user.click(permanent('District'));
    await user.click(await screen.findByTitle('Kathmandu'));
    await waitFor(() =>
      expect(mocked.api.calls.map((call) => call.url)).toContain('/LocalLevel?districtId=27'),
    );
    await user.click(permanent('Local Level'));
    await user.click(await screen.findByTitle('Kirtipur Municipality (कीर्तिपुर नगरपालिका)'));

    await user.type(within(form).getByLabelText('Full Name'), 'Hari Thapa');
    await user.click(within(form).getByRole('checkbox', { name: ADDRESS_TEXTS.sameAsPermanent }));
    const temporaryDistrict = within(form).getAllByLabelText('District')[1] as HTMLElement;
    await waitFor(() => expect(temporaryDistrict).toBeDisabled());
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(mocked.api.calls.find((call) => call.method === 'POST')?.data).toEqual({
        fullName: 'Hari Thapa',
        permanentProvinceId: 3,
        permanentDistrictId: 27,
        permanentLocalLevel: 'Kirtipur Municipality',
        temporaryProvinceId: 3,
        temporaryDistrictId: 27,
        temporaryLocalLevel: 'Kirtipur Municipality',
      }),
    );
  });

  it('opens a record whose two addresses are the same with "Same as" ticked', async () => {
    const { user } = renderResourceScreen(People);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('checkbox', { name: ADDRESS_TEXTS.sameAsPermanent }),
    ).toBeChecked();
    expect(within(dialog).getAllByLabelText('Ward No.')[1]).toBeDisabled();
  });
});
