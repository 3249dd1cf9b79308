// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../../test/helpers';
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  CAMPUS_MESSAGES,
  employeeContract,
  facultyContract,
  type AnyResourceContract,
} from '@hemis/shared-contracts';
import { employees, faculties } from '../../db/schema';
import type { ScopeFilter } from '../../plugins/auth';
import { HttpError } from '../errors';
import { createOwnership, type ResourceOwnership } from './ownership';

/**
 * The ownership part alone: the owner columns of a new row by the contract's ownership and the
 * caller's scope, and which rows a caller may change (404 unseen, 403 seen but not its own).
 */

let t: TestApp;
const scopes = {
  nation: { kind: 'nation', universityId: null, campusId: null, userId: 1 },
  university1: { kind: 'university', universityId: 1, campusId: null, userId: 1 },
  university2: { kind: 'university', universityId: 2, campusId: null, userId: 1 },
  campus49: { kind: 'campus', universityId: 1, campusId: 49, userId: 1 },
  student: { kind: 'own', universityId: null, campusId: null, userId: 1 },
} satisfies Record<string, ScopeFilter>;

function ownershipOf(contract: unknown, table: PgTable): ResourceOwnership {
  const columns = getTableColumns(table) as unknown as Record<string, AnyPgColumn>;
  return createOwnership({
    db: t.db,
    contract: contract as AnyResourceContract,
    table,
    column: (name) => {
      const found = columns[name];
      if (!found) throw new Error(name);
      return found;
    },
    owners: { universityId: columns.universityId, campusId: columns.campusId },
    registry: t.app.hemis.resources,
  });
}

async function statusOf(run: () => Promise<unknown>): Promise<number | 'ok'> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the ownership part', () => {
  it('gives a hierarchy row the owner of the caller', async () => {
    const staff = ownershipOf(employeeContract, employees);
    expect(await staff.ownerValues(scopes.campus49, { campusId: null })).toEqual({
      campusId: 49,
      universityId: 1,
    });
    expect(await staff.ownerValues(scopes.university1, {})).toEqual({
      campusId: null,
      universityId: 1,
    });
    expect(await staff.ownerValues(scopes.university1, { campusId: 49 })).toEqual({
      campusId: 49,
      universityId: 1,
    });
    expect(await staff.ownerValues(scopes.nation, {})).toEqual({
      campusId: null,
      universityId: null,
    });
    // Another campus, another university, a campus outside the caller's reach.
    expect(await statusOf(() => staff.ownerValues(scopes.campus49, { campusId: 50 }))).toBe(403);
    expect(await statusOf(() => staff.ownerValues(scopes.university1, { universityId: 2 }))).toBe(
      403,
    );
    expect(await statusOf(() => staff.ownerValues(scopes.university2, { campusId: 49 }))).toBe(400);
    expect(await statusOf(() => staff.ownerValues(scopes.student, {}))).toBe(403);
  });

  it("gives an institution row the caller's own level", async () => {
    const faculty = ownershipOf(facultyContract, faculties);
    expect(await faculty.ownerValues(scopes.nation, {})).toEqual({
      universityId: null,
      campusId: null,
    });
    expect(await faculty.ownerValues(scopes.university1, {})).toEqual({
      universityId: 1,
      campusId: null,
    });
    expect(await faculty.ownerValues(scopes.campus49, {})).toEqual({
      universityId: 1,
      campusId: 49,
    });
  });

  it('lets a campus read its university rows but change only its own', async () => {
    const faculty = ownershipOf(facultyContract, faculties);
    const [universityRow] = await t.db
      .select({ id: faculties.id })
      .from(faculties)
      .where(and(eq(faculties.universityId, 1), isNull(faculties.campusId)));
    if (!universityRow) throw new Error('the demo data has faculties of university 1');
    expect(await faculty.findVisible(universityRow.id, scopes.campus49)).not.toBeNull();
    expect(await faculty.findVisible(universityRow.id, scopes.university2)).toBeNull();
    expect(await statusOf(() => faculty.writableRow(universityRow.id, scopes.university1))).toBe(
      'ok',
    );
    expect(await statusOf(() => faculty.writableRow(universityRow.id, scopes.university2))).toBe(
      404,
    );
    expect(await statusOf(() => faculty.writableRow(universityRow.id, scopes.campus49))).toBe(403);
    expect(await statusOf(() => faculty.writableRow(2_000_000_000, scopes.nation))).toBe(404);
  });

  it('names the campus a campus row needs', async () => {
    const { studentContract } = await import('@hemis/shared-contracts');
    const { students } = await import('../../db/schema');
    const student = ownershipOf(studentContract, students);
    try {
      await student.ownerValues(scopes.nation, {});
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).fields).toEqual({ campusId: CAMPUS_MESSAGES.campusRequired });
    }
    expect(await student.ownerValues(scopes.nation, { campusId: 49 })).toEqual({
      campusId: 49,
      universityId: 1,
    });
  });
});
