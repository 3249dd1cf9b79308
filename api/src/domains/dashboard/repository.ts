/** Dashboard counts, filtered to the caller's scope. */
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { DashboardCounts } from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { campuses, employees, students, universities } from '../../db/schema';
import type { ScopeFilter } from '../../plugins/auth';

const NONE = -1; // an id no row has: a scope without its id sees nothing

async function countOf(
  db: Database,
  table: typeof universities | typeof campuses | typeof students | typeof employees,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(isNull(table.deletedAt), where));
  return row?.n ?? 0;
}

export async function dashboardCounts(db: Database, scope: ScopeFilter): Promise<DashboardCounts> {
  switch (scope.kind) {
    case 'nation': {
      const [u, c, s, e] = await Promise.all([
        countOf(db, universities, undefined),
        countOf(db, campuses, undefined),
        countOf(db, students, undefined),
        countOf(db, employees, undefined),
      ]);
      return { universities: u, campuses: c, students: s, employees: e, scope: 'nation' };
    }
    case 'university': {
      const universityId = scope.universityId ?? NONE;
      const [u, c, s, e] = await Promise.all([
        countOf(db, universities, eq(universities.id, universityId)),
        countOf(db, campuses, eq(campuses.universityId, universityId)),
        db
          .select({ n: count() })
          .from(students)
          .innerJoin(campuses, eq(campuses.id, students.campusId))
          .where(
            and(
              isNull(students.deletedAt),
              isNull(campuses.deletedAt),
              eq(campuses.universityId, universityId),
            ),
          )
          .then((rows) => rows[0]?.n ?? 0),
        countOf(db, employees, eq(employees.universityId, universityId)),
      ]);
      return { universities: u, campuses: c, students: s, employees: e, scope: 'university' };
    }
    case 'campus': {
      const campusId = scope.campusId ?? NONE;
      const [c, s, e] = await Promise.all([
        countOf(db, campuses, eq(campuses.id, campusId)),
        countOf(db, students, eq(students.campusId, campusId)),
        countOf(db, employees, eq(employees.campusId, campusId)),
      ]);
      return {
        universities: c > 0 && scope.universityId !== null ? 1 : 0,
        campuses: c,
        students: s,
        employees: e,
        scope: 'campus',
      };
    }
    case 'own': {
      const s = await countOf(db, students, eq(students.userId, scope.userId));
      return {
        universities: scope.universityId !== null ? 1 : 0,
        campuses: scope.campusId !== null ? 1 : 0,
        students: s,
        employees: 0,
        scope: 'own',
      };
    }
  }
}
