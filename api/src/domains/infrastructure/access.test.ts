// The helpers come first: they stand in for ESM-only modules before the app loads them.
import type { TestApp } from '../../test/helpers';
import { signedInRoles } from '../../test/signed-in';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  BUILDING_MESSAGES,
  FACILITY_MESSAGES,
  HOSTEL_MESSAGES,
  LAND_AREA_MESSAGES,
  LAND_UNITS,
  ROPANI_M2,
  bsYearToday,
  sectionFiguresSchema,
  type KnownRole,
} from '@hemis/shared-contracts';
import { buildings, campuses, lands } from '../../db/schema';
import { DISTRICTS, LOCAL_LEVELS } from '../../db/reference-data';
import { PDF, multipart } from '../employees/test-fixtures';

/**
 * Every role against the infrastructure registers, in and out of its scope: a campus adds and
 * changes its own rows only; its university reads its campuses' rows, the commission every
 * campus's, and neither writes; a student reads nothing. Bad input is a field message and
 * writes nothing; the home's figures follow the same scope.
 */

const signedIn = signedInRoles();
let t: TestApp;
const campusIds = { own: 49, patan: 0, kusom: 0 };
const seededBuilding = { patan: 0, kusom: 0 };

const { call } = signedIn;

const BHAKTAPUR = DISTRICTS.find((district) => district.name === 'Bhaktapur');
const LOCAL_LEVEL = LOCAL_LEVELS.find((level) => level.districtId === BHAKTAPUR?.id);

/** 2 ropani 5 aana 2 paisa 1 daam = 601 daam of 1/256 ropani each. */
const HILL_PLOT = {
  kittaNo: '1201',
  landOwnership: 'own',
  locationProvinceId: BHAKTAPUR?.provinceId,
  locationDistrictId: BHAKTAPUR?.id,
  locationLocalLevel: LOCAL_LEVEL?.name,
  locationWard: 2,
  unitSystem: 'hill',
  ropani: 2,
  aana: 5,
  paisa: 2,
  daam: 1,
};

async function campusId(name: string): Promise<number> {
  const [row] = await t.db
    .select({ id: campuses.id })
    .from(campuses)
    .where(eq(campuses.campusName, name));
  if (!row) throw new Error(`no campus ${name}`);
  return row.id;
}

async function figuresOf(role: KnownRole): Promise<Record<string, number>> {
  const response = await call(role, { method: 'GET', url: '/api/Infrastructure/Figures' });
  expect(response.statusCode).toBe(200);
  const { figures } = sectionFiguresSchema.parse(response.json());
  return Object.fromEntries(figures.map((figure) => [figure.key, figure.value]));
}

/** Live buildings of a university's campuses (or all), counted in the database. */
async function buildingCount(universityId?: number): Promise<number> {
  const [row] = await t.db
    .select({ value: sql<number>`count(*)::int` })
    .from(buildings)
    .where(
      and(
        isNull(buildings.deletedAt),
        universityId === undefined ? undefined : eq(buildings.universityId, universityId),
      ),
    );
  return row?.value ?? 0;
}

beforeAll(async () => {
  t = signedIn.t;
  campusIds.patan = await campusId('Patan Multiple Campus');
  campusIds.kusom = await campusId('School of Management, Kathmandu University');
  const [patan, kusom] = await t.db
    .insert(buildings)
    .values([
      {
        campusId: campusIds.patan,
        universityId: 1,
        buildingName: 'Patan Test Block',
        floors: 3,
        classrooms: 12,
        structure: 'rccFrame',
        condition: 'good',
      },
      {
        campusId: campusIds.kusom,
        universityId: 2,
        buildingName: 'KUSOM Test Block',
        floors: 4,
        classrooms: 20,
        structure: 'rccFrame',
        condition: 'good',
      },
    ])
    .returning({ id: buildings.id });
  seededBuilding.patan = patan?.id ?? 0;
  seededBuilding.kusom = kusom?.id ?? 0;
});

describe('a campus keeps its own registers', () => {
  it('CollegeAdmin records land in ropani: the API stores m² exact to 2 decimals', async () => {
    const response = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Land',
      payload: HILL_PLOT,
    });
    expect(response.statusCode).toBe(201);
    const row = response.json<Record<string, unknown>>();
    expect(row).toMatchObject({ campusId: 49, universityId: 1, kittaNo: '1201' });
    expect(row.areaSqm).toBe(1194.34);
    expect(Math.abs((601 / 256) * ROPANI_M2 - 1194.34)).toBeLessThan(0.005);

    // A changed part recomputes the area; the area itself cannot be sent.
    const id = Number(row.id);
    const changed = await call('CollegeAdmin', {
      method: 'PATCH',
      url: `/api/Land/${id}`,
      payload: { ropani: 3 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Record<string, unknown>>().areaSqm).toBe(1703.08);
    const sent = await call('CollegeAdmin', {
      method: 'PATCH',
      url: `/api/Land/${id}`,
      payload: { areaSqm: 1 },
    });
    expect(sent.statusCode).toBe(400);
  });

  it('a bigha-kattha-dhur plot is stored in m² too', async () => {
    const response = await call('CollegeUser', {
      method: 'POST',
      url: '/api/Land',
      payload: {
        ...HILL_PLOT,
        kittaNo: '77',
        ropani: null,
        aana: null,
        paisa: null,
        daam: null,
        unitSystem: 'terai',
        bigha: 1,
        kattha: 2,
        dhur: 3,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Record<string, unknown>>().areaSqm).toBe(7500.69);
  });

  it('refuses inconsistent parts with field messages and writes nothing', async () => {
    const before = await t.db.select({ id: lands.id }).from(lands);
    const [aana, paisa] = LAND_UNITS.hill.slice(1);
    const [ropani] = LAND_UNITS.hill;
    const [bigha] = LAND_UNITS.terai;
    if (!aana || !paisa || !ropani || !bigha) throw new Error('units');
    const response = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Land',
      payload: { ...HILL_PLOT, kittaNo: '999', aana: 16, paisa: 4, bigha: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
      aana: LAND_AREA_MESSAGES.partTooLarge(aana, ropani),
      paisa: LAND_AREA_MESSAGES.partTooLarge(paisa, aana),
      bigha: LAND_AREA_MESSAGES.otherSystem(bigha, 'hill'),
    });
    const empty = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Land',
      payload: { ...HILL_PLOT, kittaNo: '998', ropani: 0, aana: 0, paisa: 0, daam: 0 },
    });
    expect(empty.json<{ fields: Record<string, string> }>().fields).toEqual({
      ropani: LAND_AREA_MESSAGES.areaRequired,
    });
    const outside = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Land',
      payload: { ...HILL_PLOT, kittaNo: '997', locationLocalLevel: 'Nowhere Municipality' },
    });
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json<{ fields: object }>().fields)).toEqual(['locationLocalLevel']);
    const hostel = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Hostel',
      payload: { hostelName: 'Girls Hostel', hostelFor: 'girls', capacity: 40, occupied: 41 },
    });
    expect(hostel.statusCode).toBe(400);
    expect(hostel.json<{ fields: Record<string, string> }>().fields).toEqual({
      occupied: HOSTEL_MESSAGES.occupiedOverCapacity,
    });
    expect(await t.db.select({ id: lands.id }).from(lands)).toHaveLength(before.length);
  });

  it('CollegeUser adds and edits; neither campus role touches another campus', async () => {
    const added = await call('CollegeUser', {
      method: 'POST',
      url: '/api/Building',
      payload: {
        buildingName: 'Science Block',
        floors: 2,
        classrooms: 6,
        structure: 'rccFrame',
        condition: 'needsRepair',
        fundingSource: 'ugc',
        plinthAreaSqm: 420.5,
        yearBuiltBs: 2075,
        hasRamp: true,
      },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<Record<string, unknown>>()).toMatchObject({
      campusId: 49,
      plinthAreaSqm: 420.5,
    });
    const id = Number(added.json<Record<string, unknown>>().id);
    const edited = await call('CollegeUser', {
      method: 'PATCH',
      url: `/api/Building/${id}`,
      payload: { condition: 'good' },
    });
    expect(edited.statusCode).toBe(200);
    for (const role of ['CollegeAdmin', 'CollegeUser'] as const) {
      const foreign = await call(role, {
        method: 'PATCH',
        url: `/api/Building/${seededBuilding.patan}`,
        payload: { floors: 9 },
      });
      expect(foreign.statusCode).toBe(404);
      const list = await call(role, { method: 'GET', url: '/api/Building?pageSize=500' });
      const rows = list.json<{ data: { campusId: number }[] }>().data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.campusId === 49)).toBe(true);
    }
    // Deleting is the campus admin's alone.
    const userDelete = await call('CollegeUser', { method: 'DELETE', url: `/api/Building/${id}` });
    expect(userDelete.statusCode).toBe(403);
  });
});

describe('cross-field rules on the other registers', () => {
  it('a building year still to come is refused, on add or on change, and nothing is written', async () => {
    const next = bsYearToday() + 1;
    const body = {
      buildingName: 'Future Block',
      floors: 1,
      structure: 'rccFrame',
      condition: 'good',
      yearBuiltBs: next,
    };
    const refused = await call('CollegeUser', {
      method: 'POST',
      url: '/api/Building',
      payload: body,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toEqual({
      yearBuiltBs: BUILDING_MESSAGES.yearInFuture,
    });
    const [written] = await t.db
      .select({ id: buildings.id })
      .from(buildings)
      .where(eq(buildings.buildingName, 'Future Block'));
    expect(written).toBeUndefined();
    const added = await call('CollegeUser', {
      method: 'POST',
      url: '/api/Building',
      payload: { ...body, yearBuiltBs: bsYearToday() },
    });
    expect(added.statusCode).toBe(201);
    const id = Number(added.json<Record<string, unknown>>().id);
    const changed = await call('CollegeUser', {
      method: 'PATCH',
      url: `/api/Building/${id}`,
      payload: { yearBuiltBs: next },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json<{ fields: Record<string, string> }>().fields).toEqual({
      yearBuiltBs: BUILDING_MESSAGES.yearInFuture,
    });
  });

  it('a hostel never holds more occupants than beds, on add or on change', async () => {
    const added = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Hostel',
      payload: { hostelName: 'Boys Hostel', hostelFor: 'boys', capacity: 40, occupied: 40 },
    });
    expect(added.statusCode).toBe(201);
    const id = Number(added.json<{ id: number }>().id);
    const shrunk = await call('CollegeAdmin', {
      method: 'PATCH',
      url: `/api/Hostel/${id}`,
      payload: { capacity: 30 },
    });
    expect(shrunk.statusCode).toBe(400);
    expect(shrunk.json<{ fields: Record<string, string> }>().fields).toEqual({
      occupied: HOSTEL_MESSAGES.occupiedOverCapacity,
    });
  });

  it('an "other" facility is named; a listed one keeps no other name', async () => {
    const unnamed = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Facility',
      payload: { facility: 'other', facilityStatus: 'available' },
    });
    expect(unnamed.json<{ fields: Record<string, string> }>().fields).toEqual({
      otherFacility: FACILITY_MESSAGES.otherNameRequired,
    });
    const listed = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Facility',
      payload: { facility: 'sports', otherFacility: 'Chess', facilityStatus: 'partly' },
    });
    expect(listed.statusCode).toBe(201);
    expect(listed.json<Record<string, unknown>>().otherFacility).toBeNull();
  });

  it('equipment value is money kept to 2 decimals', async () => {
    const added = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Equipment',
      payload: { itemName: 'Laptop', quantity: 3, valueNpr: 255000.75, condition: 'good' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<Record<string, unknown>>().valueNpr).toBe(255000.75);
  });
});

describe('readers above the campus', () => {
  it('UniAdmin reads its campuses only and cannot write', async () => {
    const list = await call('UniAdmin', { method: 'GET', url: '/api/Building?pageSize=500' });
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ data: { id: number; universityId: number }[] }>().data;
    expect(ids.map((row) => row.id)).toContain(seededBuilding.patan);
    expect(ids.map((row) => row.id)).not.toContain(seededBuilding.kusom);
    expect(ids.every((row) => row.universityId === 1)).toBe(true);
    const write = await call('UniAdmin', {
      method: 'PATCH',
      url: `/api/Building/${seededBuilding.patan}`,
      payload: { floors: 5 },
    });
    expect(write.statusCode).toBe(403);
  });

  it.each(['UgcAdmin', 'Admin', 'SuperAdmin'] as const)(
    '%s reads every campus, exports, and cannot write',
    async (role) => {
      const list = await call(role, { method: 'GET', url: '/api/Building?pageSize=500' });
      expect(list.statusCode).toBe(200);
      const ids = list.json<{ data: { id: number }[] }>().data.map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining([seededBuilding.patan, seededBuilding.kusom]));
      const exported = await call(role, { method: 'GET', url: '/api/Land/Export' });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toContain('spreadsheetml');
      for (const options of [
        {
          method: 'POST' as const,
          url: '/api/Lab',
          payload: { labName: 'X', subject: 'Y', capacity: 1 },
        },
        {
          method: 'PATCH' as const,
          url: `/api/Building/${seededBuilding.kusom}`,
          payload: { floors: 1 },
        },
        { method: 'DELETE' as const, url: `/api/Building/${seededBuilding.kusom}` },
      ]) {
        expect((await call(role, options)).statusCode).toBe(403);
      }
    },
  );

  it('a student reads nothing of it', async () => {
    for (const url of ['/api/Land', '/api/Building', '/api/Infrastructure/Figures']) {
      expect((await call('Student', { method: 'GET', url })).statusCode).toBe(403);
    }
  });

  it('the export is refused to a campus clerk (no export permission)', async () => {
    const response = await call('CollegeUser', { method: 'GET', url: '/api/Equipment/Export' });
    expect(response.statusCode).toBe(403);
  });
});

describe('documents of a register row', () => {
  it('the campus uploads a certificate; the commission reads it but cannot upload', async () => {
    const [plot] = await t.db.select({ id: lands.id }).from(lands).where(eq(lands.campusId, 49));
    if (!plot) throw new Error('no plot');
    const body = () =>
      multipart({ documentType: 'ownershipCertificate', title: 'Lalpurja' }, [
        { field: 'file', name: 'lalpurja.pdf', data: PDF, type: 'application/pdf' },
      ]);
    const upload = (role: KnownRole) => {
      const { payload, headers } = body();
      return call(role, {
        method: 'POST',
        url: `/api/Land/${plot.id}/Documents`,
        payload,
        headers,
      });
    };
    expect((await upload('CollegeAdmin')).statusCode).toBe(201);
    expect((await upload('UgcAdmin')).statusCode).toBe(403);
    const read = await call('UgcAdmin', { method: 'GET', url: `/api/Land/${plot.id}/Documents` });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ documentType: string }[]>()).toEqual([
      expect.objectContaining({ documentType: 'ownershipCertificate' }),
    ]);
    const other = await call('CollegeAdmin', {
      method: 'GET',
      url: `/api/Building/${seededBuilding.kusom}/Documents`,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('the home figures follow the scope', () => {
  it('count what each reader reads, and move with a write', async () => {
    const ugc = await figuresOf('UgcAdmin');
    const uni = await figuresOf('UniAdmin');
    const own = await figuresOf('CollegeAdmin');
    expect(ugc.buildings).toBe(await buildingCount());
    expect(uni.buildings).toBe(await buildingCount(1));
    expect(own.buildings).toBeLessThan(uni.buildings ?? 0);
    expect(uni.buildings).toBeLessThan(ugc.buildings ?? 0);
    expect(own.landRopani).toBeCloseTo((own.landArea ?? 0) / ROPANI_M2, 2);

    await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Building',
      payload: {
        buildingName: 'Annex',
        floors: 1,
        classrooms: 4,
        structure: 'steel',
        condition: 'good',
      },
    });
    await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/Land',
      payload: { ...HILL_PLOT, kittaNo: '4040', ropani: 1, aana: 0, paisa: 0, daam: 0 },
    });
    const after = await figuresOf('CollegeAdmin');
    expect(after.buildings).toBe((own.buildings ?? 0) + 1);
    expect(after.classrooms).toBe((own.classrooms ?? 0) + 4);
    expect(after.landArea).toBeCloseTo((own.landArea ?? 0) + 508.74, 2);
    expect((await figuresOf('UgcAdmin')).buildings).toBe((ugc.buildings ?? 0) + 1);
  });
});
