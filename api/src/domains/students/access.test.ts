// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { type TestApp } from '../../test/helpers';
import { signedInRoles } from '../../test/signed-in';
import { adToBs, scopeOfRole, type KnownRole, type Permission } from '@hemis/shared-contracts';
import { DEMO_COUNTS } from '../../db/seed';
import { students } from '../../db/schema';
import {
  CAMPUS_49,
  PDF,
  ROLE_ACCOUNTS,
  batchOf,
  can,
  campusNamed,
  multipart,
  programByCode,
  seededStudent,
  studentBody,
  unique,
} from './test-fixtures';

/**
 * Every role against every student route of the record (the kit's list, one, create, change,
 * delete and export; verification, duplicate check, documents, the student's own record): the
 * status follows the permission table (403 without the permission) and the role's reach (404
 * for a record outside it): campus roles campus 49, UniAdmin Tribhuvan University's campuses,
 * nation roles all, a Student only their own record.
 */

const signedIn = signedInRoles();
let t: TestApp;
const people = { sita: 0, ram: 0, suman: 0, nabin: 0 };
let patan = 0;
let csit = 0;
let batch2082 = 0;
let patanBatch = 0;

const { call } = signedIn;

/** Which demo students a role may reach. */
function reaches(role: KnownRole, who: keyof typeof people): boolean {
  switch (scopeOfRole(role)) {
    case 'nation':
      return true;
    case 'university':
      return who !== 'nabin';
    case 'campus':
      return who === 'sita' || who === 'ram';
    case 'own':
      return who === 'sita';
  }
}
/** 403 without the permission, else 404 outside the reach, else the success status. */
const expected = (role: KnownRole, permission: Permission, inReach: boolean, ok: number) =>
  !can(role, permission) ? 403 : inReach ? ok : 404;

/** A plain complete record at a campus (for writes that use it up). */
async function freshStudent(campusId: number): Promise<number> {
  const tag = unique();
  const [row] = await t.db
    .insert(students)
    .values({
      campusId,
      universityId: 1,
      firstName: `Fresh${tag}`,
      lastName: 'Record',
      gender: 'male',
      dateOfBirth: '2004-01-01',
      dateOfBirthBs: adToBs('2004-01-01'),
      programId: csit,
      batchId: campusId === CAMPUS_49 ? batch2082 : patanBatch,
      yearOrSemester: 1,
      status: 'active',
      verificationStatus: 'pending',
      source: 'campus',
    })
    .returning({ id: students.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

beforeAll(async () => {
  t = signedIn.t;
  people.sita = (await seededStudent(t.db, 'Sita Shrestha')).id;
  people.ram = (await seededStudent(t.db, 'Ram Prajapati')).id;
  people.suman = (await seededStudent(t.db, 'Suman Maharjan')).id;
  people.nabin = (await seededStudent(t.db, 'Nabin Thapa')).id;
  patan = await campusNamed(t.db, 'Patan');
  csit = (await programByCode(t.db, 'CSIT')).id;
  batch2082 = await batchOf(t.db, CAMPUS_49, 2082);
  patanBatch = await batchOf(t.db, patan, 2081);
});

const ROLES = ROLE_ACCOUNTS.map(([role]) => role);
const WHO = ['sita', 'ram', 'suman', 'nabin'] as const;

describe('the list, by role', () => {
  it.each(ROLES)('%s sees its reach of the demo students', async (role) => {
    const response = await call(role, { method: 'GET', url: '/api/Student?pageSize=500' });
    const total = response.json<{ total: number }>().total;
    const sizes: Record<string, number> = {
      nation: DEMO_COUNTS.students,
      university: DEMO_COUNTS.university1.students,
      campus: DEMO_COUNTS.campus49.students,
      own: 1,
    };
    expect(response.statusCode).toBe(200);
    expect(total).toBe(sizes[scopeOfRole(role)]);
    const exported = await call(role, { method: 'GET', url: '/api/Student/Export' });
    expect(exported.statusCode).toBe(can(role, 'student:export') ? 200 : 403);
  });
});

describe.each(ROLES)('%s', (role) => {
  it.each(WHO)('reads %s by id and their documents as its reach allows', async (who) => {
    const inReach = reaches(role, who);
    const one = await call(role, { method: 'GET', url: `/api/Student/${people[who]}` });
    expect(one.statusCode).toBe(expected(role, 'student:view', inReach, 200));
    const documents = await call(role, {
      method: 'GET',
      url: `/api/Student/${people[who]}/Documents`,
    });
    expect(documents.statusCode).toBe(expected(role, 'student:view', inReach, 200));
  });

  it('changes, verifies and deletes students only in its reach', async () => {
    for (const [campusId, inReach] of [
      [CAMPUS_49, scopeOfRole(role) !== 'own'],
      [patan, scopeOfRole(role) === 'nation' || scopeOfRole(role) === 'university'],
    ] as const) {
      const id = await freshStudent(campusId);
      const patch = await call(role, {
        method: 'PATCH',
        url: `/api/Student/${id}`,
        payload: { phoneNumber: '9841999999' },
      });
      expect(patch.statusCode).toBe(expected(role, 'student:edit', inReach, 200));
      const verify = await call(role, {
        method: 'PUT',
        url: `/api/Student/${id}/Verification`,
        payload: { decision: 'verified' },
      });
      expect(verify.statusCode).toBe(expected(role, 'student:approve', inReach, 200));
      const removed = await call(role, { method: 'DELETE', url: `/api/Student/${id}` });
      expect(removed.statusCode).toBe(expected(role, 'student:delete', inReach, 200));
    }
  });

  it('adds students and checks duplicates only with student:add', async () => {
    const created = await call(role, {
      method: 'POST',
      url: '/api/Student',
      payload: studentBody(csit, batch2082, { campusId: CAMPUS_49 }),
    });
    expect(created.statusCode).toBe(can(role, 'student:add') ? 201 : 403);
    const duplicates = await call(role, {
      method: 'POST',
      url: '/api/Student/DuplicateCheck',
      payload: { citizenshipNo: 'none-such', campusId: CAMPUS_49 },
    });
    expect(duplicates.statusCode).toBe(can(role, 'student:add') ? 200 : 403);
  });

  it('reads /Student/Me only as a Student', async () => {
    const me = await call(role, { method: 'GET', url: '/api/Student/Me' });
    expect(me.statusCode).toBe(role === 'Student' ? 200 : 403);
    if (role === 'Student') {
      expect(me.json<{ record: { id: number } }>().record.id).toBe(people.sita);
    }
  });
});

describe('a Student', () => {
  it('never writes, not even their own record or its documents', async () => {
    const own = `/api/Student/${people.sita}`;
    const upload = multipart({ documentType: 'citizenship' }, [
      { field: 'file', name: 'citizenship.pdf', data: PDF, type: 'application/pdf' },
    ]);
    for (const options of [
      { method: 'PATCH' as const, url: own, payload: { phoneNumber: '9841999999' } },
      { method: 'DELETE' as const, url: own },
      { method: 'PUT' as const, url: `${own}/Verification`, payload: { decision: 'verified' } },
      {
        method: 'POST' as const,
        url: `${own}/Documents`,
        payload: upload.payload,
        headers: upload.headers,
      },
    ]) {
      expect((await call('Student', options)).statusCode).toBe(403);
    }
  });
});
