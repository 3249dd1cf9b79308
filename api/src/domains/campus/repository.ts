/** Campus reads. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Campus, Institution } from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { campuses, districts, provinces, universities } from '../../db/schema';

export async function findCampus(db: Database, id: number): Promise<Campus | null> {
  const [row] = await db
    .select({
      id: campuses.id,
      campusName: campuses.campusName,
      localLevel: campuses.localLevel,
      district: districts.name,
      province: provinces.name,
      logo: campuses.logo,
      campusType: campuses.campusType,
      universityId: campuses.universityId,
      universityName: universities.name,
    })
    .from(campuses)
    .leftJoin(districts, eq(districts.id, campuses.districtId))
    .leftJoin(provinces, eq(provinces.id, campuses.provinceId))
    .leftJoin(universities, eq(universities.id, campuses.universityId))
    .where(and(eq(campuses.id, id), isNull(campuses.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The header's institution block for a campus. */
export async function campusInstitution(db: Database, id: number): Promise<Institution | null> {
  const [row] = await db
    .select({
      id: campuses.id,
      universityId: campuses.universityId,
      logo: campuses.logo,
      campusName: campuses.campusName,
      localLevel: campuses.localLevel,
      district: districts.name,
      bankName: campuses.bankName,
      branch: campuses.bankBranch,
      accountNo: campuses.bankAccountNo,
    })
    .from(campuses)
    .leftJoin(districts, eq(districts.id, campuses.districtId))
    .where(and(eq(campuses.id, id), isNull(campuses.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The header's institution block for a university (its seat). */
export async function universityInstitution(db: Database, id: number): Promise<Institution | null> {
  const [row] = await db
    .select({
      id: universities.id,
      universityId: universities.id,
      logo: universities.logo,
      campusName: universities.name,
      localLevel: universities.localLevel,
      district: districts.name,
    })
    .from(universities)
    .leftJoin(districts, eq(districts.id, universities.districtId))
    .where(and(eq(universities.id, id), isNull(universities.deletedAt)))
    .limit(1);
  return row ?? null;
}
