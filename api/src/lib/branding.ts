/** The campus header printed documents carry: campus and university names, and the logo. */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campuses, universities } from '../db/schema';
import { drawImage, uploadedImage, type Pdf } from './pdf';

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

/**
 * The header of a printed document: the logo at the left with the campus and university names
 * beside it, or the names centred when there is no logo. Returns the y below the header.
 */
export function drawCampusHeader(
  doc: Pdf,
  branding: CampusBranding | undefined,
  campusName: string,
  options: { logoSide: number; campusSize: number; universitySize: number },
): number {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.page.margins.top;
  const { logoSide } = options;
  const logoDrawn =
    branding?.logo &&
    drawImage(doc, branding.logo, { x: left, y: top, width: logoSide, height: logoSide });
  const textLeft = logoDrawn ? left + logoSide + 8 : left;
  const textWidth = width - (textLeft - left);
  const align = logoDrawn ? 'left' : 'center';
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(options.campusSize);
  doc.text(branding?.campusName ?? campusName, textLeft, top, { width: textWidth, align });
  if (branding?.universityName) {
    doc
      .font('Helvetica')
      .fontSize(options.universitySize)
      .text(branding.universityName, { width: textWidth, align });
  }
  return Math.max(doc.y, top + logoSide);
}
