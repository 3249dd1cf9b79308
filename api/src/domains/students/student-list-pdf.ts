/**
 * The filtered student list as a printable A4 table (landscape): one campus's list in its
 * language of documents, a wider one in English with a campus column.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  GENDER_CHOICES,
  STUDENT_STATUSES,
  VERIFICATION_STATUSES,
  choiceLabel,
  studentName,
} from '@hemis/shared-contracts';
import { campuses } from '../../db/schema';
import { documentLanguageOf, documentWords } from '../../lib/document-language';
import { drawTable, renderPdf } from '../../lib/pdf';
import type { Row } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { labelOf, text } from './row-text';

/** The list's rows (the first page of the filtered list) and how many match. */
export interface StudentListPage {
  total: number;
  data: Row[];
}

/** The list as printed on `today`, for the campus of the scope or of the list's filter. */
export async function studentListPdf(
  app: FastifyInstance,
  scope: ScopeFilter,
  campusFilter: number,
  { total, data }: StudentListPage,
  today: string,
): Promise<Buffer> {
  const campusId = scope.kind === 'campus' ? scope.campusId : campusFilter || null;
  const [campus] = campusId
    ? await app.db
        .select({ name: campuses.campusName, language: campuses.documentLanguage })
        .from(campuses)
        .where(eq(campuses.id, campusId))
        .limit(1)
    : [];
  // One campus's list in its language of documents; a wider one in English.
  const w = documentWords(documentLanguageOf(campus?.language));
  const campusLine =
    campus?.name ??
    w.t(scope.kind === 'university' ? 'All campuses of the university' : 'All campuses');
  const showCampus = !campus;
  const columns = [
    { header: w.t('S.N.'), width: 4 },
    { header: w.t('Name'), width: 16 },
    ...(showCampus ? [{ header: w.t('Campus'), width: 14 }] : []),
    { header: w.t('Program'), width: 14 },
    { header: w.t('Batch'), width: 8 },
    { header: w.t('Year/Sem.'), width: 6 },
    { header: w.t('Registration No.'), width: 11 },
    { header: w.t('Roll No.'), width: 7 },
    { header: w.t('Gender'), width: 6 },
    { header: w.t('Status'), width: 7 },
    { header: w.t('Verification'), width: 8 },
  ];
  const rows = data.map((row, index) => [
    w.n(index + 1),
    studentName(row),
    ...(showCampus ? [labelOf(row, 'campusId')] : []),
    labelOf(row, 'programId'),
    labelOf(row, 'batchId'),
    w.n(text(row.yearOrSemester)),
    text(row.registrationNo),
    text(row.campusRollNo),
    w.label(choiceLabel(GENDER_CHOICES, row.gender)),
    w.label(choiceLabel(STUDENT_STATUSES, row.status)),
    w.label(choiceLabel(VERIFICATION_STATUSES, row.verificationStatus)),
  ]);
  const printed = w.t('Printed on {{date}}', { date: w.date(today) });
  return renderPdf(
    {
      size: 'A4',
      layout: 'landscape',
      margin: 36,
      info: { Title: w.t('Student List'), Author: 'HEMIS' },
    },
    (doc) =>
      drawTable(doc, {
        heading: (page) => {
          page.fillColor('#000000').font('Helvetica-Bold').fontSize(14).text(w.t('Student List'));
          page.font('Helvetica').fontSize(9).text(campusLine);
          page.text(
            total > data.length
              ? w.t('{{printed}}. The first {{shown}} of {{total}} students.', {
                  printed,
                  shown: w.n(data.length),
                  total: w.n(total),
                })
              : w.t('{{printed}}. {{total}} student(s).', { printed, total: w.n(total) }),
          );
        },
        columns,
        rows,
        footer: w.t('HEMIS: Student List, {{printed}}', { printed }),
        empty: w.t('No students match the filters.'),
        language: w.language,
      }),
  );
}
