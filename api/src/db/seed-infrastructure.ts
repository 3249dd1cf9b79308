/**
 * The demo campuses' infrastructure registers: a few plots, buildings, labs, hostels,
 * facilities, a library and equipment for campus 49 and Patan, so the infrastructure home shows
 * totals on a fresh start. The stored land area comes from the same conversion the API uses.
 */
import {
  BRANDING_CAMPUS_ID,
  landPartsToSquareMetres,
  roundTo2,
  type LandUnitSystem,
} from '@hemis/shared-contracts';
import type { Database } from './client';
import { DISTRICTS } from './reference-data';
import { buildings, equipment, facilities, hostels, labs, lands, libraries } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

function location(district: string, localLevel: string, ward: number) {
  const found = DISTRICTS.find((entry) => entry.name === district);
  return {
    locationProvinceId: found?.provinceId ?? null,
    locationDistrictId: found?.id ?? null,
    locationLocalLevel: localLevel,
    locationWard: ward,
  };
}

/** A plot's unit parts and the m² the API would store for them. */
function area(unitSystem: LandUnitSystem, parts: Record<string, number>) {
  return { unitSystem, ...parts, areaSqm: roundTo2(landPartsToSquareMetres(unitSystem, parts)) };
}

export async function seedInfrastructureDemo(
  tx: Tx,
  ids: { tu: number; patan: number | undefined },
): Promise<void> {
  const campus49 = { universityId: ids.tu, campusId: BRANDING_CAMPUS_ID };
  const patan = ids.patan ? { universityId: ids.tu, campusId: ids.patan } : null;
  const bhaktapur = location('Bhaktapur', 'Bhaktapur Municipality', 2);

  await tx.insert(lands).values([
    {
      ...campus49,
      ...bhaktapur,
      kittaNo: '312',
      landOwnership: 'own',
      ...area('hill', { ropani: 18, aana: 4, paisa: 0, daam: 0 }),
    },
    {
      ...campus49,
      ...bhaktapur,
      kittaNo: '318',
      landOwnership: 'lease',
      ...area('hill', { ropani: 3, aana: 8, paisa: 2, daam: 1 }),
      remarks: 'Leased from the municipality for 25 years',
    },
    ...(patan
      ? [
          {
            ...patan,
            ...location('Lalitpur', 'Lalitpur Metropolitan City', 16),
            kittaNo: '1045',
            landOwnership: 'government',
            ...area('hill', { ropani: 42, aana: 0, paisa: 0, daam: 0 }),
          },
        ]
      : []),
  ]);
  await tx.insert(buildings).values([
    {
      ...campus49,
      buildingName: 'Main Academic Block',
      floors: 3,
      classrooms: 18,
      labRooms: 2,
      offices: 6,
      libraryRooms: 1,
      toiletsMale: 6,
      toiletsFemale: 6,
      toiletsAccessible: 1,
      plinthAreaSqm: 1250.5,
      yearBuiltBs: 2058,
      structure: 'rccFrame',
      condition: 'good',
      fundingSource: 'government',
      hasRamp: true,
      hasAccessibleToilet: true,
    },
    {
      ...campus49,
      buildingName: 'Old Administration Building',
      floors: 2,
      classrooms: 4,
      offices: 8,
      toiletsMale: 2,
      toiletsFemale: 2,
      plinthAreaSqm: 540,
      yearBuiltBs: 2032,
      structure: 'loadBearing',
      condition: 'needsRepair',
      fundingSource: 'ugc',
    },
    ...(patan
      ? [
          {
            ...patan,
            buildingName: 'Patan Block A',
            floors: 4,
            classrooms: 24,
            structure: 'rccFrame',
            condition: 'good',
            fundingSource: 'university',
          },
        ]
      : []),
  ]);
  await tx.insert(labs).values([
    {
      ...campus49,
      labName: 'Computer Lab',
      subject: 'Computer Science',
      capacity: 40,
      equipmentList: '40 desktop computers, projector, network switch',
    },
    { ...campus49, labName: 'Physics Lab', subject: 'Physics', capacity: 24 },
  ]);
  await tx
    .insert(hostels)
    .values([
      { ...campus49, hostelName: 'Girls Hostel', hostelFor: 'girls', capacity: 60, occupied: 52 },
    ]);
  await tx.insert(facilities).values([
    { ...campus49, facility: 'internet', facilityStatus: 'available' },
    { ...campus49, facility: 'drinkingWater', facilityStatus: 'available' },
    { ...campus49, facility: 'canteen', facilityStatus: 'partly', remarks: 'Open mornings only' },
    { ...campus49, facility: 'healthDesk', facilityStatus: 'notAvailable' },
  ]);
  await tx.insert(libraries).values([
    {
      ...campus49,
      libraryName: 'Central Library',
      books: 18_500,
      journals: 45,
      eResources: 1200,
      seats: 80,
      isAutomated: true,
    },
  ]);
  await tx.insert(equipment).values([
    {
      ...campus49,
      itemName: 'Multimedia Projector',
      quantity: 12,
      valueNpr: 960_000,
      condition: 'good',
      location: 'Main Academic Block',
    },
    {
      ...campus49,
      itemName: 'Diesel Generator (30 kVA)',
      quantity: 1,
      valueNpr: 1_450_000.5,
      condition: 'needsRepair',
      location: 'Generator Room',
    },
  ]);
}
