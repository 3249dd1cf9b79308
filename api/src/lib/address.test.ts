// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { signedInApp } from '../test/signed-in';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { ADDRESS_TEXTS } from '@hemis/shared-contracts';
import { employees, localLevels } from '../db/schema';
import { DISTRICTS, LOCAL_LEVELS, districtId } from '../db/reference-data';
import { postId, teacherBody } from '../domains/employees/test-fixtures';
import { addressCheck, matchLocalLevel, matchStoredLocalLevels } from './address';

const KATHMANDU = districtId('Kathmandu');
const LALITPUR = districtId('Lalitpur');
const BAGMATI = DISTRICTS.find((district) => district.id === KATHMANDU)?.provinceId ?? 0;

describe('the local-level reference data', () => {
  it("holds Nepal's 753 local levels, each in a known district", () => {
    expect(LOCAL_LEVELS).toHaveLength(753);
    const known = new Set(DISTRICTS.map((district) => district.id));
    expect(LOCAL_LEVELS.filter((level) => !known.has(level.districtId))).toEqual([]);
    expect(new Set(LOCAL_LEVELS.map((level) => level.districtId)).size).toBe(77);
  });

  it('matches a local level written in English or Nepali, in any case or spacing, or without its kind', () => {
    expect(matchLocalLevel(KATHMANDU, 'Kirtipur Municipality')).toBe('Kirtipur Municipality');
    expect(matchLocalLevel(KATHMANDU, '  kirtipur   municipality ')).toBe('Kirtipur Municipality');
    expect(matchLocalLevel(KATHMANDU, 'कीर्तिपुर नगरपालिका')).toBe('Kirtipur Municipality');
    expect(matchLocalLevel(KATHMANDU, 'Kirtipur')).toBe('Kirtipur Municipality');
    // Kirtipur is not in Lalitpur, and free text that names nothing matches nothing.
    expect(matchLocalLevel(LALITPUR, 'Kirtipur')).toBeNull();
    expect(matchLocalLevel(KATHMANDU, 'Ward office near the temple')).toBeNull();
  });
});

describe('addressCheck', () => {
  const address = (extra: Record<string, unknown>) => ({
    permanentProvinceId: BAGMATI,
    permanentDistrictId: KATHMANDU,
    permanentLocalLevel: 'kirtipur',
    ...extra,
  });

  it('stores the listed name and refuses a district outside the province or a local level outside the district', () => {
    const values = address({});
    expect(addressCheck(['permanent'], values, values, true)).toEqual({
      names: { permanentLocalLevel: 'Kirtipur Municipality' },
      fields: {},
    });
    const wrongProvince = address({ permanentProvinceId: BAGMATI === 1 ? 2 : 1 });
    expect(addressCheck(['permanent'], wrongProvince, wrongProvince, true).fields).toEqual({
      permanentDistrictId: ADDRESS_TEXTS.districtOutsideProvince,
    });
    const wrongLevel = address({ permanentDistrictId: LALITPUR });
    expect(addressCheck(['permanent'], wrongLevel, wrongLevel, true).fields).toEqual({
      permanentLocalLevel: ADDRESS_TEXTS.localLevelOutside,
    });
    const noDistrict = address({ permanentDistrictId: null });
    expect(addressCheck(['permanent'], noDistrict, noDistrict, true).fields).toEqual({
      permanentLocalLevel: ADDRESS_TEXTS.districtFirst,
    });
  });

  it('keeps a stored free-text local level while neither it nor its district changes', () => {
    const stored = address({ permanentLocalLevel: 'Old free text' });
    expect(addressCheck(['permanent'], stored, { firstName: 'Sita' }, false)).toEqual({
      names: {},
      fields: {},
    });
    expect(
      addressCheck(['permanent'], stored, { permanentLocalLevel: 'Old free text' }, false).fields,
    ).toEqual({ permanentLocalLevel: ADDRESS_TEXTS.localLevelOutside });
  });
});

describe('addresses through the API', () => {
  const signedIn = signedInApp(['collegeadmin']);
  const call = (options: InjectOptions) => signedIn.call('collegeadmin', options);
  let lecturer = 0;
  beforeAll(async () => {
    lecturer = await postId(signedIn.t.db, 'Lecturer');
  });

  it('lists the local levels of one district with their Nepali names, and refuses a bad district id', async () => {
    const response = await call({ method: 'GET', url: `/api/LocalLevel?districtId=${KATHMANDU}` });
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ name: string; nameNe: string; districtId: number }[]>();
    expect(rows).toHaveLength(LOCAL_LEVELS.filter((l) => l.districtId === KATHMANDU).length);
    expect(rows).toContainEqual(
      expect.objectContaining({ name: 'Kirtipur Municipality', nameNe: 'कीर्तिपुर नगरपालिका' }),
    );
    expect(rows.every((row) => row.districtId === KATHMANDU)).toBe(true);
    const bad = await call({ method: 'GET', url: '/api/LocalLevel?districtId=abc' });
    expect(bad.statusCode).toBe(400);
    // Public: the online enrolment form offers them to applicants who have not signed in.
    const anonymous = await signedIn.t.app.inject({
      method: 'GET',
      url: `/api/LocalLevel?districtId=${KATHMANDU}`,
    });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual(rows);
  });

  it('stores an employee address under the listed names and refuses one that does not hold together', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/Employee',
      payload: teacherBody(lecturer, {
        permanentProvinceId: BAGMATI,
        permanentDistrictId: KATHMANDU,
        permanentLocalLevel: 'कीर्तिपुर नगरपालिका',
        temporaryProvinceId: BAGMATI,
        temporaryDistrictId: LALITPUR,
        temporaryLocalLevel: 'lalitpur metropolitan city',
      }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      permanentLocalLevel: 'Kirtipur Municipality',
      temporaryLocalLevel: 'Lalitpur Metropolitan City',
    });
    const before = await signedIn.t.db.select().from(employees);
    const refused = await call({
      method: 'POST',
      url: '/api/Employee',
      payload: teacherBody(lecturer, {
        permanentProvinceId: BAGMATI,
        permanentDistrictId: LALITPUR,
        permanentLocalLevel: 'Kirtipur Municipality',
      }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: { permanentLocalLevel: ADDRESS_TEXTS.localLevelOutside },
    });
    expect(await signedIn.t.db.select().from(employees)).toHaveLength(before.length);
  });

  it('sets stored free-text local levels to the listed names where they match, and leaves the others', async () => {
    expect(await signedIn.t.db.select().from(localLevels)).toHaveLength(753);
    const [row] = await signedIn.t.db.select({ id: employees.id }).from(employees).limit(2);
    const [other] = await signedIn.t.db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.id, (row?.id ?? 0) + 1));
    await signedIn.t.db
      .update(employees)
      .set({ permanentDistrictId: KATHMANDU, permanentLocalLevel: 'KIRTIPUR' })
      .where(eq(employees.id, row?.id ?? 0));
    await signedIn.t.db
      .update(employees)
      .set({ permanentDistrictId: KATHMANDU, permanentLocalLevel: 'Near the old bus park' })
      .where(eq(employees.id, other?.id ?? 0));
    const changed = await matchStoredLocalLevels(signedIn.t.db, [
      {
        table: employees,
        addresses: [
          { district: employees.permanentDistrictId, localLevel: employees.permanentLocalLevel },
        ],
      },
    ]);
    expect(changed).toBeGreaterThanOrEqual(1);
    const [matched] = await signedIn.t.db
      .select()
      .from(employees)
      .where(eq(employees.id, row?.id ?? 0));
    expect(matched?.permanentLocalLevel).toBe('Kirtipur Municipality');
    const [kept] = await signedIn.t.db
      .select()
      .from(employees)
      .where(eq(employees.id, other?.id ?? 0));
    expect(kept?.permanentLocalLevel).toBe('Near the old bus park');
  });
});
