/**
 * A candidate's marksheet: what it prints (the stored result with who sat it and where), the
 * PDF sent to whoever may read it (the campus and those above it, and the student themself once
 * published), and what its QR code's verification page says (kind `marksheet`).
 */
import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  MARKS_MESSAGES,
  RESULT_STATUS_LABELS,
  SCHEME_KIND_OF_PROGRAM_TYPE,
} from '@hemis/shared-contracts';
import {
  campuses,
  examCandidates,
  examClasses,
  examResults,
  exams,
  programs,
} from '../../db/schema';
import { sendDocument } from '../../lib/pdf-route';
import { readCondition } from '../../lib/resource/scope';
import type { DbOrTx } from '../../lib/resource/types';
import type { DocumentVerifier } from '../../lib/verification';
import type { ScopeFilter } from '../../plugins/auth';
import { ownStudentIds } from '../students/self';
import { cgpaOf } from './cgpa';
import { withExamAndClass } from './lookups';
import { marksheetPdf, type Marksheet } from './marksheet-pdf';
import { subjectsOfClasses } from './results-store';

const CANDIDATE_OWNERS = {
  campusId: examCandidates.campusId,
  universityId: examCandidates.universityId,
};

/**
 * The candidates the scope reads: a campus its own, a university its campuses', the commission
 * all, and a Student their own once the results are published (none before).
 */
function candidatesReadBy(db: DbOrTx, scope: ScopeFilter): SQL | undefined {
  if (scope.kind === 'own') {
    return and(
      inArray(examCandidates.studentId, ownStudentIds(db, scope.userId)),
      isNotNull(exams.resultsPublishedAt),
    );
  }
  return readCondition('campusKept', CANDIDATE_OWNERS, scope);
}

/** The candidate's marksheet data, or null when not computed or not readable by `scope`. */
async function marksheetOf(
  app: FastifyInstance,
  scope: ScopeFilter | null,
  candidateId: number,
): Promise<Marksheet | null> {
  const db = app.db;
  const [row] = await withExamAndClass(
    db
      .select({
        candidate: examCandidates,
        examName: exams.examName,
        publishedAt: exams.resultsPublishedAt,
        className: examClasses.className,
        programType: programs.programType,
        campusName: campuses.campusName,
        result: examResults,
      })
      .from(examCandidates)
      .$dynamic(),
  )
    .innerJoin(programs, eq(programs.id, examClasses.programId))
    .innerJoin(campuses, eq(campuses.id, examCandidates.campusId))
    .innerJoin(examResults, eq(examResults.candidateId, examCandidates.id))
    .where(
      and(
        eq(examCandidates.id, candidateId),
        isNull(examCandidates.deletedAt),
        scope ? candidatesReadBy(db, scope) : undefined,
      ),
    )
    .limit(1);
  if (!row) return null;
  const subjectList = (await subjectsOfClasses(db, Number(row.candidate.examId))).get(
    Number(row.candidate.examClassId),
  );
  const cgpa = (await cgpaOf(db, [row.result])).get(row.result.candidateId) ?? null;
  return {
    campusId: Number(row.candidate.campusId),
    campusName: row.campusName,
    examName: row.examName ?? '',
    className: row.className ?? '',
    studentName: row.candidate.studentName ?? '',
    symbolNo: row.candidate.symbolNo ?? null,
    registrationNo: row.candidate.registrationNo ?? null,
    kind: SCHEME_KIND_OF_PROGRAM_TYPE[row.programType ?? ''] ?? 'division',
    result: row.result,
    cgpa,
    subjects: (subjectList ?? []).map((subject) => ({
      subjectId: subject.subjectId,
      subjectName: subject.subjectName ?? '',
      theoryFullMarks: subject.theoryFullMarks ?? 0,
      practicalFullMarks: subject.practicalFullMarks ?? 0,
      passMarks: (subject.theoryPassMarks ?? 0) + (subject.practicalPassMarks ?? 0),
      creditHours: subject.creditHours ?? null,
    })),
    publishedAt: row.publishedAt || null,
    verifyToken: row.candidate.verifyToken,
  };
}

/** The verifier of kind `marksheet`: genuine once published, with what the marksheet says. */
export const verifyMarksheet: DocumentVerifier = async (app, token) => {
  const [candidate] = await app.db
    .select({ id: examCandidates.id })
    .from(examCandidates)
    .where(and(eq(examCandidates.verifyToken, token), isNull(examCandidates.deletedAt)))
    .limit(1);
  if (!candidate) return null;
  const sheet = await marksheetOf(app, null, candidate.id);
  if (!sheet?.publishedAt) return null;
  const { result } = sheet;
  return {
    valid: true,
    verdict: 'This marksheet is genuine: the published result is as shown below.',
    facts: [
      { label: 'Campus', value: sheet.campusName },
      { label: 'Exam', value: `${sheet.examName}, ${sheet.className}` },
      { label: 'Student', value: sheet.studentName },
      { label: 'Symbol No.', value: sheet.symbolNo ?? '-' },
      {
        label: sheet.kind === 'gpa' ? 'SGPA' : 'Percentage',
        value: sheet.kind === 'gpa' ? String(result.sgpa ?? '-') : `${result.percentage}%`,
      },
      ...(sheet.cgpa !== null ? [{ label: 'CGPA', value: String(sheet.cgpa) }] : []),
      ...(result.division ? [{ label: 'Division', value: result.division }] : []),
      { label: 'Result', value: RESULT_STATUS_LABELS[result.status] },
    ],
  };
};

/** Sends the candidate's marksheet as a PDF, or a 404 when `scope` does not read a computed one. */
export async function sendMarksheet(
  app: FastifyInstance,
  reply: FastifyReply,
  scope: ScopeFilter,
  candidateId: number,
) {
  return sendDocument(reply, {
    fetch: () => marksheetOf(app, scope, candidateId),
    missing: MARKS_MESSAGES.notComputed,
    render: (sheet) => marksheetPdf(app, sheet),
    fileName: () => `marksheet-${candidateId}.pdf`,
  });
}
