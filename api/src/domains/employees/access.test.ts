// The helpers come first: they stand in for ESM-only modules before the app loads them.
import type { TestApp } from '../../test/helpers';
import { signedInRoles } from '../../test/signed-in';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { nepalToday, scopeOfRole, type KnownRole, type Permission } from '@hemis/shared-contracts';
import { employees } from '../../db/schema';
import {
  PDF,
  ROLE_ACCOUNTS,
  can,
  multipart,
  postId,
  seededEmployees,
  teacherBody,
} from './test-fixtures';

/**
 * Every role against every employee route, in and out of its scope: the status follows the
 * permission table (403 without the permission) and the role's reach (a campus role never sees
 * campus 50's or the university office's employees; UniAdmin not Kathmandu University's).
 */

const signedIn = signedInRoles();
let t: TestApp;
let lecturer = 0;
const people = { hari: 0, prakash: 0, kiran: 0, manisha: 0 };
const campusOf = { prakash: 0, manisha: 0 };
const documentOf = new Map<number, number>();

const SEEDED = [
  'Hari',
  'Sarita',
  'Mohan',
  'Laxmi',
  'Prakash',
  'Sunita',
  'Dipak',
  'Kiran',
  'Manisha',
];
const CAMPUS_49 = ['Hari', 'Sarita', 'Mohan', 'Laxmi'];

const { call } = signedIn;

async function uploadAs(role: KnownRole, employeeId: number): Promise<LightMyRequestResponse> {
  const body = multipart({ documentType: 'citizenship', title: 'Citizenship' }, [
    { field: 'file', name: 'citizenship.pdf', data: PDF, type: 'application/pdf' },
  ]);
  return call(role, {
    method: 'POST',
    url: `/api/Employee/${employeeId}/Documents`,
    payload: body.payload,
    headers: body.headers,
  });
}

async function freshEmployee(): Promise<number> {
  const [row] = await t.db
    .insert(employees)
    .values({
      firstName: 'Temporary',
      lastName: 'Record',
      gender: 'male',
      employeeType: 'teaching',
      positionId: lecturer,
      joiningType: 'contract',
      qualification: 'master',
      campusId: 49,
      universityId: 1,
      workplace: 'campus',
    })
    .returning({ id: employees.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

beforeAll(async () => {
  t = signedIn.t;
  lecturer = await postId(t.db, 'Lecturer');
  const seeded = await seededEmployees(t.db);
  const id = (name: string) => seeded.get(name)?.id ?? 0;
  people.hari = id('Hari');
  people.prakash = id('Prakash');
  people.kiran = id('Kiran');
  people.manisha = id('Manisha');
  campusOf.prakash = seeded.get('Prakash')?.campusId ?? 0;
  campusOf.manisha = seeded.get('Manisha')?.campusId ?? 0;
  for (const employeeId of Object.values(people)) {
    const response = await uploadAs('SuperAdmin', employeeId);
    if (response.statusCode !== 201) throw new Error(response.body);
    documentOf.set(employeeId, response.json<{ id: number }>().id);
  }
});

interface Target {
  employeeId: number;
  campusId: number;
}
type Where = 'in' | 'out';

/** What lies outside each role's reach (nation roles: nothing). */
function outside(role: KnownRole): Target[] {
  switch (scopeOfRole(role)) {
    case 'campus':
      return [
        { employeeId: people.prakash, campusId: campusOf.prakash },
        { employeeId: people.kiran, campusId: campusOf.prakash },
      ];
    case 'university':
    case 'own':
      return [{ employeeId: people.manisha, campusId: campusOf.manisha }];
    case 'nation':
      return [];
  }
}

/** Campus roles use their own campus without naming it; the others name one. */
function campusQuery(role: KnownRole, campusId: number, where: Where): string {
  return scopeOfRole(role) === 'campus' && where === 'in' ? '' : `campusId=${campusId}`;
}

interface RouteCase {
  name: string;
  permission: Permission;
  request(role: KnownRole, target: Target, where: Where): Promise<InjectOptions>;
  /** Status in scope, and out of it (by the role's reach). */
  expected: { in: number; out: (role: KnownRole) => number };
  check?(response: LightMyRequestResponse, role: KnownRole, where: Where): void;
}

const seededNames = (response: LightMyRequestResponse) =>
  response
    .json<{ data: { firstName: string }[] }>()
    .data.map((row) => row.firstName)
    .filter((name) => SEEDED.includes(name))
    .sort();

const routes: RouteCase[] = [
  {
    name: 'list',
    permission: 'employee:view',
    // One page holds the nation's demo staff (a few hundred), the first demo set's among them.
    request: async () => ({ method: 'GET', url: '/api/Employee?pageSize=500' }),
    expected: { in: 200, out: () => 200 },
    check(response, role) {
      const reach = scopeOfRole(role);
      const expected =
        reach === 'nation'
          ? SEEDED
          : reach === 'university'
            ? SEEDED.filter((name) => name !== 'Manisha')
            : CAMPUS_49;
      expect(seededNames(response)).toEqual([...expected].sort());
    },
  },
  {
    name: 'export',
    permission: 'employee:export',
    request: async () => ({ method: 'GET', url: '/api/Employee/Export' }),
    expected: { in: 200, out: () => 200 },
    check(response) {
      expect(response.headers['content-type']).toContain('spreadsheetml');
    },
  },
  {
    name: 'get',
    permission: 'employee:view',
    request: async (_role, target) => ({
      method: 'GET',
      url: `/api/Employee/${target.employeeId}`,
    }),
    expected: { in: 200, out: () => 404 },
  },
  {
    name: 'summary',
    permission: 'employee:view',
    request: async (_role, target, where) => ({
      method: 'GET',
      url: `/api/Employee/Summary?employeeType=teaching${where === 'out' ? `&campusId=${target.campusId}` : ''}`,
    }),
    expected: { in: 200, out: () => 200 },
    check(response, _role, where) {
      const total = response.json<{ total: { total: number } }>().total.total;
      if (where === 'out') expect(total).toBe(0);
      else expect(total).toBeGreaterThan(0);
    },
  },
  {
    name: 'summary export',
    permission: 'employee:export',
    request: async () => ({
      method: 'GET',
      url: '/api/Employee/Summary/Export?employeeType=teaching',
    }),
    expected: { in: 200, out: () => 200 },
  },
  {
    name: 'documents list',
    permission: 'employee:view',
    request: async (_role, target) => ({
      method: 'GET',
      url: `/api/Employee/${target.employeeId}/Documents`,
    }),
    expected: { in: 200, out: () => 404 },
    check(response, _role, where) {
      if (where === 'in') expect(response.json<unknown[]>().length).toBeGreaterThan(0);
    },
  },
  {
    name: 'document download',
    permission: 'employee:view',
    request: async (_role, target) => ({
      method: 'GET',
      url: `/api/Employee/${target.employeeId}/Documents/${documentOf.get(target.employeeId)}`,
    }),
    expected: { in: 200, out: () => 404 },
    check(response, _role, where) {
      if (where === 'in') expect(response.headers['content-disposition']).toContain('attachment');
    },
  },
  {
    name: 'attendance register',
    permission: 'employee:view',
    request: async (role, target, where) => ({
      method: 'GET',
      url: `/api/StaffAttendance?date=${nepalToday()}&${campusQuery(role, target.campusId, where)}`,
    }),
    expected: { in: 200, out: () => 403 },
  },
  {
    name: 'attendance summary',
    permission: 'employee:view',
    request: async (role, target, where) => ({
      method: 'GET',
      url: `/api/StaffAttendance/Summary?month=${nepalToday().slice(0, 7)}&${campusQuery(role, target.campusId, where)}`,
    }),
    expected: { in: 200, out: () => 403 },
  },
  {
    name: 'attendance summary export',
    permission: 'employee:export',
    request: async (role, target, where) => ({
      method: 'GET',
      url: `/api/StaffAttendance/Summary/Export?month=${nepalToday().slice(0, 7)}&${campusQuery(role, target.campusId, where)}`,
    }),
    expected: { in: 200, out: () => 403 },
  },
  // ---- writes ----
  {
    name: 'create',
    permission: 'employee:add',
    request: async (_role, target) => ({
      method: 'POST',
      url: '/api/Employee',
      payload: teacherBody(lecturer, { campusId: target.campusId }),
    }),
    // A campus role naming another campus is refused; a university role's campus must be its own.
    expected: { in: 201, out: (role) => (scopeOfRole(role) === 'campus' ? 403 : 400) },
  },
  {
    name: 'update',
    permission: 'employee:edit',
    request: async (_role, target) => ({
      method: 'PATCH',
      url: `/api/Employee/${target.employeeId}`,
      payload: { employeeCode: `S-${Date.now() % 100000}` },
    }),
    expected: { in: 200, out: () => 404 },
  },
  {
    name: 'delete',
    permission: 'employee:delete',
    request: async (_role, target, where) => ({
      method: 'DELETE',
      url: `/api/Employee/${where === 'in' ? await freshEmployee() : target.employeeId}`,
    }),
    expected: { in: 200, out: () => 404 },
  },
  {
    name: 'document upload',
    permission: 'employee:edit',
    request: async (_role, target) => {
      const body = multipart({ documentType: 'appointment' }, [
        { field: 'file', name: 'letter.pdf', data: PDF, type: 'application/pdf' },
      ]);
      return {
        method: 'POST',
        url: `/api/Employee/${target.employeeId}/Documents`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expected: { in: 201, out: () => 404 },
  },
  {
    name: 'document replace',
    permission: 'employee:edit',
    request: async (_role, target) => {
      const body = multipart({ title: 'Replaced' }, [
        { field: 'file', name: 'new.pdf', data: PDF, type: 'application/pdf' },
      ]);
      return {
        method: 'PUT',
        url: `/api/Employee/${target.employeeId}/Documents/${documentOf.get(target.employeeId)}`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expected: { in: 200, out: () => 404 },
  },
  {
    name: 'document delete',
    permission: 'employee:edit',
    request: async (_role, target, where) => {
      const documentId =
        where === 'in'
          ? (await uploadAs('SuperAdmin', target.employeeId)).json<{ id: number }>().id
          : documentOf.get(target.employeeId);
      return {
        method: 'DELETE',
        url: `/api/Employee/${target.employeeId}/Documents/${documentId}`,
      };
    },
    expected: { in: 200, out: () => 404 },
  },
  {
    name: 'attendance save',
    permission: 'employee:add',
    request: async (role, target, where) => ({
      method: 'PUT',
      url: '/api/StaffAttendance',
      payload: {
        date: nepalToday(),
        ...(campusQuery(role, target.campusId, where) ? { campusId: target.campusId } : {}),
        entries: [{ employeeId: target.employeeId, status: 'present' }],
      },
    }),
    expected: { in: 200, out: () => 403 },
  },
];

describe.each(ROLE_ACCOUNTS.map(([role]) => role))('%s', (role) => {
  it.each(routes.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const inScope: Target = { employeeId: people.hari, campusId: 49 };
    const allowed = can(role, route.permission);
    const inside = await call(role, await route.request(role, inScope, 'in'));
    expect({ where: 'in', status: inside.statusCode }).toEqual({
      where: 'in',
      status: allowed ? route.expected.in : 403,
    });
    if (allowed) route.check?.(inside, role, 'in');
    for (const target of outside(role)) {
      const out = await call(role, await route.request(role, target, 'out'));
      expect({ where: 'out', target, status: out.statusCode }).toEqual({
        where: 'out',
        target,
        status: allowed ? route.expected.out(role) : 403,
      });
      if (allowed) route.check?.(out, role, 'out');
    }
  });
});
