/** The campus header printed documents carry: campus and university names, and the logo. */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campuses, universities } from '../db/schema';
import { uploadedImage } from './pdf';

export interface CampusBranding {
  campusName: string;
  universityName: string | null;
  /** The logo as PNG or JPEG bytes pdfkit embeds, or null (none, or another format). */
  logo: Buffer | null;
}

/** The branding of each campus by id (campuses that do not exist are left out). */
export async function campusBranding(
  app: FastifyInstance,
  campusIds: readonly number[],
): Promise<Map<number, CampusBranding>> {
  const ids = [...new Set(campusIds)];
  const rows =
    ids.length === 0
      ? []
      : await app.db
          .select({
            id: campuses.id,
            campusName: campuses.campusName,
            logo: campuses.logo,
            universityName: universities.name,
          })
          .from(campuses)
          .leftJoin(universities, eq(universities.id, campuses.universityId))
          .where(inArray(campuses.id, ids));
  const uploadsDir = app.hemis.uploadsDir;
  return new Map(
    rows.map((row) => [
      row.id,
      {
        campusName: row.campusName,
        universityName: row.universityName,
        logo: uploadedImage(uploadsDir, row.logo),
      },
    ]),
  );
}
