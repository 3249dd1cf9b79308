import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { addressFields, text } from '@hemis/shared-contracts';
import { ADDRESS_STEP, DOCUMENTS_STEP, stepSections } from './registerSteps';
import { postRecord } from './useRecordRegister';

const mocked = mockApiForEachTest((call) =>
  call.method === 'POST' ? { status: 201, data: { id: 7 } } : undefined,
);

describe('postRecord', () => {
  const contract = { path: '/Person' };

  it('posts JSON without a chosen file and answers the created row', async () => {
    const row = await postRecord(contract, { firstName: 'Sita' }, { photo: null }, ['photo']);
    expect(row.id).toBe(7);
    expect(mocked.api.calls[0]?.data).toEqual({ firstName: 'Sita' });
  });

  it('posts multipart with the files chosen among the uploads', async () => {
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    await postRecord(contract, { firstName: 'Sita' }, { photo, other: photo }, ['photo']);
    const body = mocked.api.calls[0]?.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('firstName')).toBe('Sita');
    expect(body.get('photo')).toBeInstanceOf(File);
    expect(body.has('other')).toBe(false);
  });
});

test("the address step asks both addresses' parts, permanent first", () => {
  expect(ADDRESS_STEP.fields).toEqual([
    'permanentProvinceId',
    'permanentDistrictId',
    'permanentLocalLevel',
    'permanentWard',
    'temporaryProvinceId',
    'temporaryDistrictId',
    'temporaryLocalLevel',
    'temporaryWard',
  ]);
});

test('the steps head the first field of each a one-page form shows, but a field the contract heads', () => {
  const specs = {
    code: text('Code'),
    name: text('Name'),
    office: text('Office'),
    post: text('Post'),
    ...addressFields('permanent', false),
  };
  const steps = [
    { title: 'Personal', fields: ['code', 'name'] as const },
    { title: 'Address', fields: ['permanentProvinceId', 'permanentDistrictId'] as const },
    { title: 'Work', fields: ['office', 'post'] as const },
    DOCUMENTS_STEP,
  ];
  const form = ['code', 'name', 'permanentProvinceId', 'permanentDistrictId', 'post'] as const;
  expect(stepSections<keyof typeof specs>(steps, form, specs)).toEqual({
    code: 'Personal',
    post: 'Work',
  });
});
