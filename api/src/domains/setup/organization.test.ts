// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { DEMO_ACCOUNTS, createUser } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import fs from 'node:fs';
import path from 'node:path';
import { CAMPUS_MESSAGES, UPLOAD_MESSAGES } from '@hemis/shared-contracts';
import { districtId } from '../../db/reference-data';
import { NATION_CAMPUSES } from '../../db/seed-nation-plan';

const KATHMANDU = districtId('Kathmandu');

const signedIn = signedInApp(DEMO_ACCOUNTS);

/** A campus admin of campus 50 (same university as 49). */
beforeAll(async () => {
  const other = await createUser(signedIn.t.db, {
    role: 'CollegeAdmin',
    campusId: 50,
    universityId: 1,
  });
  await signedIn.signIn('otherCampusAdmin', other.email);
});

const { call } = signedIn;
type Json = Record<string, unknown>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type: string },
) {
  const boundary = '----hemis' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="logo.png"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const campusFields = {
  campusName: 'Siddhartha Campus',
  campusType: 'community',
  provinceId: '3',
  districtId: String(KATHMANDU),
  localLevel: 'Kathmandu Metropolitan City',
  ward: '10',
  chiefName: 'Ram Sharma',
  chiefPhone: '9851000000',
  focalPersonEmail: 'focal@siddhartha.edu.np',
  latitude: '27.7',
  longitude: '85.3',
};

describe('University', () => {
  it('lists universities for every staff role and registers new ones by nation roles only', async () => {
    const list = await call('collegeuser', {
      method: 'GET',
      url: '/api/University/GetAllUniversities',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<Json[]>().map((row) => row.name)).toContain('Tribhuvan University');
    const one = await call('uniadmin', { method: 'GET', url: '/api/University/1' });
    expect(one.json()).toMatchObject({ name: 'Tribhuvan University', shortName: 'TU' });
    expect(
      (await call('student', { method: 'GET', url: '/api/University/GetAllUniversities' }))
        .statusCode,
    ).toBe(403);
    const denied = await call('uniadmin', {
      method: 'POST',
      url: '/api/University',
      payload: { name: 'Patan Academy of Health Sciences' },
    });
    expect(denied.statusCode).toBe(403);
    const created = await call('superadmin', {
      method: 'POST',
      url: '/api/University',
      payload: {
        name: 'Patan Academy of Health Sciences',
        shortName: 'PAHS',
        provinceId: 5,
        districtId: 1,
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      fields: { districtId: CAMPUS_MESSAGES.districtOutsideProvince },
    });
    const ok = await call('superadmin', {
      method: 'POST',
      url: '/api/University',
      payload: {
        name: 'Patan Academy of Health Sciences',
        shortName: 'PAHS',
        category: 'university',
      },
    });
    expect(ok.statusCode).toBe(201);
    const duplicate = await call('superadmin', {
      method: 'POST',
      url: '/api/University',
      payload: { name: 'patan academy of  health sciences' },
    });
    expect(duplicate.statusCode).toBe(409);
  });
});

describe('Campus', () => {
  it('a university admin adds a campus of its own university with a logo (multipart)', async () => {
    const { payload, headers } = multipart(
      { ...campusFields, universityId: '1' },
      { name: 'logo', data: PNG, type: 'image/png' },
    );
    const response = await call('uniadmin', {
      method: 'POST',
      url: '/api/Campus',
      payload,
      headers,
    });
    expect(response.statusCode).toBe(201);
    const row = response.json<Json>();
    expect(row).toMatchObject({
      campusName: 'Siddhartha Campus',
      universityId: 1,
      ward: 10,
      latitude: 27.7,
      labels: { provinceId: 'Bagmati', districtId: 'Kathmandu' },
    });
    expect(typeof row.logo).toBe('string');
    expect(fs.existsSync(path.join(signedIn.t.dataDir, 'uploads', String(row.logo)))).toBe(true);
    const other = multipart({ ...campusFields, campusName: 'Another', universityId: '2' });
    const denied = await call('uniadmin', { method: 'POST', url: '/api/Campus', ...other });
    expect(denied.statusCode).toBe(403);
  });

  it('checks the logo type and size, the coordinates and the district', async () => {
    const text = multipart(
      { ...campusFields, campusName: 'Text Logo Campus' },
      { name: 'logo', data: Buffer.from('<svg onload="alert(1)"/>'), type: 'image/png' },
    );
    const badType = await call('uniadmin', { method: 'POST', url: '/api/Campus', ...text });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ fields: { logo: UPLOAD_MESSAGES.type } });
    const big = multipart(
      { ...campusFields, campusName: 'Big Logo Campus' },
      {
        name: 'logo',
        data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]),
        type: 'image/png',
      },
    );
    const tooBig = await call('uniadmin', { method: 'POST', url: '/api/Campus', ...big });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ fields: { logo: UPLOAD_MESSAGES.size } });
    const far = await call('uniadmin', {
      method: 'POST',
      url: '/api/Campus',
      payload: {
        ...campusFields,
        campusName: 'Far',
        provinceId: 3,
        districtId: KATHMANDU,
        latitude: 91,
        longitude: -181,
      },
    });
    expect(far.statusCode).toBe(400);
    expect(far.json<{ fields: Json }>().fields).toMatchObject({
      latitude: 'Latitude must be at most 90',
      longitude: 'Longitude must be at least -180',
    });
    const wrongDistrict = await call('uniadmin', {
      method: 'POST',
      url: '/api/Campus',
      payload: {
        ...campusFields,
        campusName: 'Misplaced',
        provinceId: 1,
        districtId: KATHMANDU,
        ward: 1,
        latitude: 27,
        longitude: 85,
      },
    });
    expect(wrongDistrict.statusCode).toBe(400);
    const nation = await call('superadmin', {
      method: 'POST',
      url: '/api/Campus',
      payload: { ...campusFields, campusName: 'Nowhere', ward: 1, latitude: 27, longitude: 85 },
    });
    expect(nation.statusCode).toBe(400);
    expect(nation.json()).toMatchObject({
      fields: { universityId: CAMPUS_MESSAGES.universityRequired },
    });
  });

  it('lists campuses by type, scoped; an edit refreshes the public branding read', async () => {
    const mine = await call('uniadmin', { method: 'GET', url: '/api/Campus/GetAllCampuses' });
    expect(mine.json<Json[]>().every((row) => row.universityId === 1)).toBe(true);
    const community = await call('ugcadmin', {
      method: 'GET',
      url: '/api/Campus/GetAllCampuses?campusType=community',
    });
    expect(community.json<Json[]>().every((row) => row.campusType === 'community')).toBe(true);
    const paged = await call('ugcadmin', {
      method: 'GET',
      url: '/api/Campus?campusType=private&pageSize=20',
    });
    // Nepal College of Information Technology and the national demo's private campuses.
    expect(paged.json()).toMatchObject({
      total: 1 + NATION_CAMPUSES.filter((row) => row.type === 'private').length,
    });

    const before = await signedIn.t.app.inject({ method: 'GET', url: '/api/Campus/49' });
    expect(before.json()).toMatchObject({ campusName: 'Bhaktapur Multiple Campus' });
    const edit = await call('uniadmin', {
      method: 'PATCH',
      url: '/api/Campus/49',
      payload: { campusName: 'Bhaktapur Multiple Campus (TU)' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await signedIn.t.app.inject({ method: 'GET', url: '/api/Campus/49' });
    expect(after.json()).toMatchObject({
      campusName: 'Bhaktapur Multiple Campus (TU)',
      district: 'Bhaktapur',
    });
    const campusEdit = await call('collegeadmin', {
      method: 'PATCH',
      url: '/api/Campus/49',
      payload: { campusName: 'Mine' },
    });
    expect(campusEdit.statusCode).toBe(403);
    const move = await call('uniadmin', {
      method: 'PATCH',
      url: '/api/Campus/49',
      payload: { universityId: 2 },
    });
    expect(move.statusCode).toBe(403);
  });

  it('sets the GPS location: campus roles their own campus, nation roles any', async () => {
    const own = await call('collegeuser', {
      method: 'PATCH',
      url: '/api/Campus/49/Location',
      payload: { latitude: 27.671, longitude: 85.428 },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: 49, latitude: 27.671, longitude: 85.428 });
    const other = await call('otherCampusAdmin', {
      method: 'PATCH',
      url: '/api/Campus/49/Location',
      payload: { latitude: 27, longitude: 85 },
    });
    expect(other.statusCode).toBe(403);
    const uni = await call('uniadmin', {
      method: 'PATCH',
      url: '/api/Campus/49/Location',
      payload: { latitude: 27, longitude: 85 },
    });
    expect(uni.statusCode).toBe(403);
    const nation = await call('ugcadmin', {
      method: 'PATCH',
      url: '/api/campus/50/location',
      payload: { latitude: 27.68, longitude: 85.32 },
    });
    expect(nation.statusCode).toBe(200);
    const bad = await call('ugcadmin', {
      method: 'PATCH',
      url: '/api/Campus/50/Location',
      payload: { latitude: 95, longitude: 'east' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Json }>().fields).toMatchObject({
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude is required',
    });
    expect(
      (
        await call('ugcadmin', {
          method: 'PATCH',
          url: '/api/Campus/9999/Location',
          payload: { latitude: 1, longitude: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('Central departments, provinces and districts', () => {
  it('scopes central departments to the university', async () => {
    const tu = await call('uniadmin', {
      method: 'GET',
      url: '/api/CentralDepartment?pageSize=20',
    });
    expect(tu.json()).toMatchObject({ total: 3 });
    const added = await call('uniadmin', {
      method: 'POST',
      url: '/api/CentralDepartment',
      payload: { departmentName: 'Central Department of Physics', universityId: 1 },
    });
    expect(added.statusCode).toBe(201);
    const campus = await call('collegeadmin', {
      method: 'POST',
      url: '/api/CentralDepartment',
      payload: { departmentName: 'Central Department of Chemistry' },
    });
    expect(campus.statusCode).toBe(403);
  });

  it('lists provinces and the districts of a province', async () => {
    const provinces = await call('collegeuser', { method: 'GET', url: '/api/Province' });
    expect(provinces.json<Json[]>()).toHaveLength(7);
    const all = await call('collegeuser', { method: 'GET', url: '/api/District' });
    expect(all.json<Json[]>()).toHaveLength(77);
    const bagmati = await call('collegeuser', {
      method: 'GET',
      url: '/api/District?provinceId=3',
    });
    expect(bagmati.json<{ name: string }[]>().map((row) => row.name)).toContain('Bhaktapur');
    expect(bagmati.json<Json[]>()).toHaveLength(13);
  });
});
