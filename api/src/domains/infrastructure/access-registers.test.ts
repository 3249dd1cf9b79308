// The shared setup comes first: it loads the test helpers before the app.
import { t, seededBuilding, call, HILL_PLOT } from './access.testing';
import { eq } from 'drizzle-orm';
import {
  BUILDING_MESSAGES,
  FACILITY_MESSAGES,
  HOSTEL_MESSAGES,
  LAND_AREA_MESSAGES,
  LAND_UNITS,
  ROPANI_M2,
  bsYearToday,
} from '@hemis/shared-contracts';
import { buildings, lands } from '../../db/schema';

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
