/**
 * Admit cards: what the QR code of a printed admit card opens (the one verification page, kind
 * `admit-card`): the candidate, exam and class as registered, valid while the registration is.
 */
import { eq } from 'drizzle-orm';
import { examCandidates, examClasses, exams } from '../../db/schema';
import { campusBranding } from '../../lib/branding';
import type { DocumentVerifier } from '../../lib/verification';

export const verifyAdmitCard: DocumentVerifier = async (app, token) => {
  const [row] = await app.db
    .select({
      symbolNo: examCandidates.symbolNo,
      studentName: examCandidates.studentName,
      registrationNo: examCandidates.registrationNo,
      campusId: examCandidates.campusId,
      deletedAt: examCandidates.deletedAt,
      examName: exams.examName,
      className: examClasses.className,
    })
    .from(examCandidates)
    .innerJoin(exams, eq(exams.id, examCandidates.examId))
    .innerJoin(examClasses, eq(examClasses.id, examCandidates.examClassId))
    .where(eq(examCandidates.verifyToken, token))
    .limit(1);
  if (!row) return null;
  const campusId = Number(row.campusId);
  const campus = (await campusBranding(app, [campusId])).get(campusId);
  const withdrawn = row.deletedAt !== null;
  return {
    valid: !withdrawn,
    verdict: withdrawn
      ? 'This registration was withdrawn by the campus: the admit card is no longer valid.'
      : 'This admit card is genuine: the candidate is registered as shown below.',
    facts: [
      { label: 'Campus', value: campus?.campusName ?? '-' },
      { label: 'Exam', value: row.examName ?? '-' },
      { label: 'Class', value: row.className ?? '-' },
      { label: 'Symbol No.', value: row.symbolNo ?? '-' },
      { label: 'Student', value: row.studentName ?? '-' },
      { label: 'Registration No.', value: row.registrationNo ?? '-' },
    ],
  };
};
