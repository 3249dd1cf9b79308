// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { campusOfUser, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { QualityCommittee } from '@hemis/shared-contracts';
import { employees } from '../../db/schema';

const signedIn = signedInApp(['ugcadmin', 'collegeadmin', 'collegeuser']);
let t: TestApp;
let campusId = 0;

beforeAll(async () => {
  t = signedIn.t;
  campusId = await campusOfUser(t.db, 'collegeadmin@hemis.test');
});

const call = signedIn.api;

describe('the internal quality assurance committee', () => {
  it('the campus names it from its employees, one chair; the commission reads it', async () => {
    const staff = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.campusId, campusId), isNull(employees.deletedAt)));
    expect(staff.length).toBeGreaterThanOrEqual(2);
    const [foreign] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(ne(employees.campusId, campusId))
      .limit(1);
    const members = [
      { employeeId: staff[0]!.id, role: 'chair' },
      { employeeId: staff[1]!.id, role: 'member' },
    ];
    for (const [body, message] of [
      [
        { members: [{ employeeId: staff[0]!.id, role: 'member' }] },
        'The committee has one chair (the campus chief leads it)',
      ],
      [
        { members: [...members, { employeeId: staff[1]!.id, role: 'secretary' }] },
        'Each member is an employee of the campus, named once',
      ],
      [
        { members: [...members, { employeeId: foreign!.id, role: 'member' }] },
        'Each member is an employee of the campus, named once',
      ],
    ] as const) {
      const refused = await call('collegeadmin', 'PUT', '/QualityCommittee', body);
      expect(refused.statusCode).toBe(400);
      expect(Object.values(refused.json<{ fields: Record<string, string> }>().fields)).toContain(
        message,
      );
    }
    expect((await call('collegeuser', 'PUT', '/QualityCommittee', { members })).statusCode).toBe(
      403,
    );
    expect((await call('ugcadmin', 'PUT', '/QualityCommittee', { members })).statusCode).toBe(403);
    const saved = await call('collegeadmin', 'PUT', '/QualityCommittee', { members });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<QualityCommittee>().members.map((m) => m.role)).toEqual(['chair', 'member']);
    const read = await call('ugcadmin', 'GET', `/QualityCommittee?campusId=${campusId}`);
    expect(read.json<QualityCommittee>().members).toHaveLength(2);
    expect((await call('ugcadmin', 'GET', '/QualityCommittee')).statusCode).toBe(400);
  });
});
