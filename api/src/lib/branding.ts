/**
 * The campus header printed documents carry: campus and university names, and the logo; and
 * the language the campus prints its documents in.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@hemis/shared-contracts';
import { campuses, universities } from '../db/schema';
import { documentLanguageOf } from './document-language';
import { drawImage, uploadedImage, type Pdf } from './pdf';

export interface CampusBranding {
  campusName: string;
  universityName: string | null;
  /** The logo as PNG or JPEG bytes pdfkit embeds, or null (none, or another format). */
  logo: Buffer | null;
  /** The language of the campus's printed documents (English unless it chose Nepali). */
  language: Language;
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
            documentLanguage: campuses.documentLanguage,
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
        language: documentLanguageOf(row.documentLanguage),
      },
    ]),
  );
}

/** The language a campus prints its documents in (English for none, or no such campus). */
export async function campusDocumentLanguage(
  app: FastifyInstance,
  campusId: number | null | undefined,
): Promise<Language> {
  if (!campusId) return 'en';
  const [row] = await app.db
    .select({ language: campuses.documentLanguage })
    .from(campuses)
    .where(eq(campuses.id, campusId))
    .limit(1);
  return documentLanguageOf(row?.language);
}

/**
 * The header of a printed document: the logo at the left with the campus and university names
 * beside it, or the names centred when there is no logo. Returns the y below it.
 */
export function drawCampusHeader(
  doc: Pdf,
  branding: CampusBranding | undefined,
  campusName: string,
  box: { x: number; y: number; width: number; logoSide: number; fontSize: number },
): number {
  const { x, y, width, logoSide, fontSize } = box;
  const logoDrawn =
    branding?.logo && drawImage(doc, branding.logo, { x, y, width: logoSide, height: logoSide });
  const textLeft = logoDrawn ? x + logoSide + 8 : x;
  const textWidth = width - (textLeft - x);
  const align = logoDrawn ? 'left' : 'center';
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(fontSize);
  doc.text(branding?.campusName ?? campusName, textLeft, y, { width: textWidth, align });
  if (branding?.universityName) {
    doc
      .font('Helvetica')
      .fontSize(fontSize * 0.7)
      .text(branding.universityName, { width: textWidth, align });
  }
  return Math.max(doc.y, y + logoSide);
}
