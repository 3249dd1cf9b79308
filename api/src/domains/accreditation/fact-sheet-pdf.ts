/**
 * The fact sheet as printed: an A4 page (more when the campus runs many programs) with the
 * campus header and "FACT SHEET", its general information, programs, students by program and
 * level and staff by post with totals, its accreditation, the signature lines of the campus
 * chief and a commission representative, and the QR code of the one verification page.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatBsAd, nepalToday, type FactSheet } from '@hemis/shared-contracts';
import { factSheetPrints } from '../../db/schema/accreditation';
import { campuses, fiscalYears, universities } from '../../db/schema';
import { campusBranding, drawCampusHeader } from '../../lib/branding';
import { documentWords, type DocumentWords } from '../../lib/document-language';
import {
  drawTable,
  drawVerificationCode,
  mm,
  numberPages,
  renderPdf,
  type Pdf,
} from '../../lib/pdf';
import type { DbOrTx } from '../../lib/resource/types';
import {
  newVerificationToken,
  verificationUrl,
  type DocumentVerifier,
} from '../../lib/verification';

type Counted = { male: number; female: number; other: number; total: number };
const counts = (row: Counted, w: DocumentWords) =>
  [row.male, row.female, row.other, row.total].map((value) => w.n(value));
const totalOf = (rows: readonly Counted[]): Counted =>
  rows.reduce(
    (sum, row) => ({
      male: sum.male + row.male,
      female: sum.female + row.female,
      other: sum.other + row.other,
      total: sum.total + row.total,
    }),
    { male: 0, female: 0, other: 0, total: 0 },
  );
const genderColumns = (w: DocumentWords) =>
  ['Male', 'Female', 'Other', 'Total'].map((header) => ({ header: w.t(header), width: 1 }));

/** The token of a campus's printed fact sheet of a year, made at its first print. */
export async function factSheetToken(db: DbOrTx, campusId: number, fiscalYearId: number) {
  await db
    .insert(factSheetPrints)
    .values({ campusId, fiscalYearId, verificationToken: newVerificationToken() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ token: factSheetPrints.verificationToken })
    .from(factSheetPrints)
    .where(
      and(eq(factSheetPrints.campusId, campusId), eq(factSheetPrints.fiscalYearId, fiscalYearId)),
    );
  return row!.token;
}

export async function factSheetPdf(app: FastifyInstance, sheet: FactSheet, token: string | null) {
  const branding = (await campusBranding(app, [sheet.campusId])).get(sheet.campusId);
  const g = sheet.general;
  const c = sheet.contacts;
  const person = (name: string | null, phone: string | null, email: string | null) =>
    [name, phone, email].filter(Boolean).join(', ') || '—';
  const w = documentWords(branding?.language ?? 'en');
  const GENDER_COLUMNS = genderColumns(w);
  return renderPdf(
    {
      size: 'A4',
      margin: mm(15),
      bufferPages: true,
      info: { Title: w.t('Fact Sheet {{campus}}', { campus: g.campusName }), Author: 'HEMIS' },
    },
    (doc: Pdf) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      const section = (title: string) => (page: Pdf) => {
        page.moveDown(0.8);
        page.font('Helvetica-Bold').fontSize(11).fillColor('#000000').text(title, left);
      };
      const y = drawCampusHeader(doc, branding, g.campusName, {
        x: left,
        y: doc.page.margins.top,
        width,
        logoSide: 48,
        fontSize: 16,
      });
      doc
        .font('Helvetica')
        .fontSize(9)
        .text([g.localLevel, g.district].filter(Boolean).join(', '), left, y + 2, {
          width,
          align: 'center',
        });
      doc.font('Helvetica-Bold').fontSize(15).text(w.t('FACT SHEET'), { width, align: 'center' });
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(w.t('Fiscal year {{year}}', { year: sheet.fiscalYear?.label ?? '—' }), {
          width,
          align: 'center',
        });
      const general: [string, string][] = [
        [w.t('Campus'), g.campusName],
        [w.t('University'), g.universityName ?? '—'],
        [w.t('Type'), w.label(g.campusType)],
        [
          w.t('Address'),
          [
            g.address,
            g.ward ? w.t('Ward {{ward}}', { ward: w.n(g.ward) }) : null,
            g.localLevel,
            g.district,
            g.province,
          ]
            .filter(Boolean)
            .join(', '),
        ],
        [w.t('Phone / e-mail'), [g.phone, g.email].filter(Boolean).join(' / ') || '—'],
        [w.t('Website'), g.website ?? '—'],
        [w.t('Campus chief'), person(c.chiefName, c.chiefPhone, c.chiefEmail)],
        [w.t('Focal person'), person(c.focalPersonName, c.focalPersonPhone, c.focalPersonEmail)],
        [w.t('Accreditation'), w.label(sheet.accreditation)],
      ];
      drawTable(doc, {
        heading: section(w.t('General information')),
        columns: [
          { header: '', width: 1 },
          { header: '', width: 3 },
        ],
        rows: general,
        empty: '',
      });
      drawTable(doc, {
        heading: section(w.t('Faculties, levels and programs offered')),
        columns: [
          { header: w.t('Program'), width: 3 },
          { header: w.t('Faculty'), width: 2 },
          { header: w.t('Level'), width: 1.2 },
        ],
        rows: sheet.programs.map((p) => [p.programName, p.faculty ?? '', p.level ?? '']),
        empty: w.t('No program recorded.'),
      });
      const enrolled = totalOf(sheet.enrolment);
      drawTable(doc, {
        heading: section(w.t('Students by program and level')),
        columns: [
          { header: w.t('Program'), width: 3 },
          { header: w.t('Level'), width: 1.2 },
          ...GENDER_COLUMNS,
        ],
        rows: [
          ...sheet.enrolment.map((row) => [row.program, row.level ?? '', ...counts(row, w)]),
          [w.t('Total'), '', ...counts(enrolled, w)],
        ],
        empty: w.t('No students recorded.'),
      });
      for (const [title, rows] of [
        ['Teaching staff by post', sheet.teachers],
        ['Non-teaching staff by post', sheet.nonTeaching],
      ] as const) {
        drawTable(doc, {
          heading: section(w.t(title)),
          columns: [{ header: w.t('Post'), width: 4.2 }, ...GENDER_COLUMNS],
          rows: [
            ...rows.map((row) => [row.post, ...counts(row, w)]),
            [w.t('Total'), ...counts(totalOf(rows), w)],
          ],
          empty: w.t('No staff recorded.'),
          ...(title === 'Non-teaching staff by post'
            ? {
                closing: {
                  height: 110,
                  draw: (page: Pdf, top: number) => {
                    const lineY = top + 70;
                    for (const [index, role] of [
                      w.t('Campus Chief'),
                      w.t('Representative of the Commission'),
                    ].entries()) {
                      const x = left + index * 200;
                      page
                        .moveTo(x, lineY)
                        .lineTo(x + 170, lineY)
                        .lineWidth(0.6)
                        .strokeColor('#000000')
                        .stroke();
                      page
                        .font('Helvetica-Bold')
                        .fontSize(9)
                        .fillColor('#000000')
                        .text(role, x, lineY + 4, { width: 170 });
                    }
                    if (token)
                      drawVerificationCode(
                        page,
                        verificationUrl(app.hemis.config.publicUrl, 'fact-sheet', token),
                        left + width - 80,
                        top + 10,
                        80,
                        w.language,
                      );
                  },
                },
              }
            : {}),
        });
      }
      numberPages(
        doc,
        w.t('HEMIS: fact sheet of {{campus}}, printed {{date}}', {
          campus: g.campusName,
          date: w.date(nepalToday()),
        }),
        w.language,
      );
    },
  );
}

/** The fact sheet's public check: which campus and year it is, printed by HEMIS. */
export const verifyFactSheet: DocumentVerifier = async (app, token) => {
  const [row] = await app.db
    .select({
      campus: campuses.campusName,
      university: universities.name,
      year: fiscalYears.label,
      printed: factSheetPrints.firstPrintedAt,
    })
    .from(factSheetPrints)
    .innerJoin(campuses, eq(campuses.id, factSheetPrints.campusId))
    .leftJoin(universities, eq(universities.id, campuses.universityId))
    .innerJoin(fiscalYears, eq(fiscalYears.id, factSheetPrints.fiscalYearId))
    .where(eq(factSheetPrints.verificationToken, token));
  if (!row) return null;
  return {
    valid: true,
    verdict: 'A genuine fact sheet printed by HEMIS from the campus’s records.',
    facts: [
      { label: 'Campus', value: row.campus },
      { label: 'University', value: row.university ?? '' },
      { label: 'Fiscal year', value: row.year ?? '' },
      { label: 'First printed', value: formatBsAd(String(row.printed).slice(0, 10)) },
    ],
  };
};
