// Shared setup of the infrastructure register tests.
// The helpers come first: they stand in for ESM-only modules before the app loads them.
import type { TestApp } from '../../test/helpers';
import { signedInRoles } from '../../test/signed-in';
import { eq } from 'drizzle-orm';
import { buildings, campuses } from '../../db/schema';
import { DISTRICTS, LOCAL_LEVELS } from '../../db/reference-data';

/**
 * Every role against the infrastructure registers, in and out of its scope: a campus adds and
 * changes its own rows only; its university reads its campuses' rows, the commission every
 * campus's, and neither writes; a student reads nothing. Bad input is a field message and
 * writes nothing; the home's figures follow the same scope.
 */

export const signedIn = signedInRoles();
export let t: TestApp;
export const campusIds = { own: 49, patan: 0, kusom: 0 };
export const seededBuilding = { patan: 0, kusom: 0 };

export const { call } = signedIn;

export const BHAKTAPUR = DISTRICTS.find((district) => district.name === 'Bhaktapur');
export const LOCAL_LEVEL = LOCAL_LEVELS.find((level) => level.districtId === BHAKTAPUR?.id);

/** 2 ropani 5 aana 2 paisa 1 daam = 601 daam of 1/256 ropani each. */
export const HILL_PLOT = {
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

export async function campusId(name: string): Promise<number> {
  const [row] = await t.db
    .select({ id: campuses.id })
    .from(campuses)
    .where(eq(campuses.campusName, name));
  if (!row) throw new Error(`no campus ${name}`);
  return row.id;
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
