/**
 * Issued identity cards: which students may get one, issuing and reissuing them (with their
 * audit entries), and the verifier of kind identity-card that the QR code's page asks.
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CARD_MESSAGES,
  CARD_VALID_YEARS,
  formatBsAd,
  nepalToday,
  studentName,
} from '@hemis/shared-contracts';
import { auditLog, campuses, programs, studentCards, students } from '../../db/schema';
import type { Row } from '../../lib/resource/types';
import { newVerificationToken, type DocumentVerifier } from '../../lib/verification';

/** The card's current record: the token its QR code carries and how long it is valid. */
export interface IssuedCard {
  studentId: number;
  token: string;
  issuedAt: Date;
  validUntil: string;
}

export const cardable = (record: Row) =>
  record.verificationStatus === 'verified' && record.status === 'active';

/** The date a card issued on `today` (AD) stops being valid: the same day CARD_VALID_YEARS on. */
export function validUntilFrom(today: string): string {
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  // 29 February has no twin in most years: the card then runs to 28 February.
  return `${year + CARD_VALID_YEARS}${rest === '-02-29' ? '-02-28' : rest}`;
}

/**
 * Cards of every student (all of whom may get one): a student's current card is kept while
 * it is valid; a missing or expired one (or every one when reissuing) is replaced by a new card,
 * in one transaction with its audit entries. Concurrent printouts cannot give a student two
 * current cards (the partial unique index): the loser of that race reads the winner's card.
 */
export async function ensureCards(
  app: FastifyInstance,
  records: Row[],
  userId: number,
  reissue: boolean,
): Promise<Map<number, IssuedCard>> {
  const db = app.db;
  const ids = records.map((record) => Number(record.id));
  const cards = new Map<number, IssuedCard>();
  if (ids.length === 0) return cards;
  const today = nepalToday();
  const current = () =>
    db
      .select({
        studentId: studentCards.studentId,
        token: studentCards.token,
        issuedAt: studentCards.issuedAt,
        validUntil: studentCards.validUntil,
      })
      .from(studentCards)
      .where(and(inArray(studentCards.studentId, ids), isNull(studentCards.revokedAt)));

  const existing = await current();
  const keep = new Set(
    existing.filter((card) => !reissue && card.validUntil >= today).map((card) => card.studentId),
  );
  const toIssue = records.filter((record) => !keep.has(Number(record.id)));
  if (toIssue.length > 0) {
    const issueIds = toIssue.map((record) => Number(record.id));
    await db.transaction(async (tx) => {
      const now = new Date();
      const revoked = await tx
        .update(studentCards)
        .set({ revokedAt: now })
        .where(
          and(
            inArray(studentCards.studentId, issueIds),
            isNull(studentCards.revokedAt),
            reissue ? undefined : lt(studentCards.validUntil, today),
          ),
        )
        .returning({ studentId: studentCards.studentId });
      const inserted = await tx
        .insert(studentCards)
        .values(
          toIssue.map((record) => ({
            studentId: Number(record.id),
            token: newVerificationToken(),
            issuedAt: now,
            validUntil: validUntilFrom(today),
            campusId: typeof record.campusId === 'number' ? record.campusId : null,
            universityId: typeof record.universityId === 'number' ? record.universityId : null,
            issuedBy: userId,
          })),
        )
        .onConflictDoNothing()
        .returning({ studentId: studentCards.studentId });
      const replaced = new Set(revoked.map((row) => row.studentId));
      if (inserted.length > 0) {
        await tx.insert(auditLog).values(
          inserted.map((row) => ({
            userId,
            action: replaced.has(row.studentId) ? 'reissueCard' : 'issueCard',
            entity: 'Student',
            entityId: String(row.studentId),
            detail: { validUntil: validUntilFrom(today) },
          })),
        );
      }
    });
  }
  for (const card of await current()) cards.set(card.studentId, card);
  return cards;
}

/** The students who may get a card: verified and active. */
export const printable = sql`${students.verificationStatus} = 'verified' and ${students.status} = 'active'`;

/**
 * Whether the identity card with this token is valid now (the verifier of kind identity-card),
 * with what the card shows; null when no such card was issued.
 */
export const verifyCard: DocumentVerifier = async (app, token) => {
  const [found] = await app.db
    .select({
      issuedAt: studentCards.issuedAt,
      validUntil: studentCards.validUntil,
      revokedAt: studentCards.revokedAt,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
      registrationNo: students.registrationNo,
      status: students.status,
      verificationStatus: students.verificationStatus,
      deletedAt: students.deletedAt,
      campusName: campuses.campusName,
      programName: programs.programName,
    })
    .from(studentCards)
    .innerJoin(students, eq(students.id, studentCards.studentId))
    .leftJoin(campuses, eq(campuses.id, students.campusId))
    .leftJoin(programs, eq(programs.id, students.programId))
    .where(eq(studentCards.token, token))
    .limit(1);
  if (!found) return null;
  const reason =
    found.validUntil < nepalToday()
      ? 'expired'
      : found.revokedAt
        ? 'revoked'
        : found.deletedAt || found.status !== 'active' || found.verificationStatus !== 'verified'
          ? 'inactive'
          : 'valid';
  return {
    valid: reason === 'valid',
    verdict: CARD_MESSAGES[reason],
    facts: [
      { label: 'Student', value: studentName(found) },
      { label: 'Campus', value: found.campusName ?? '-' },
      { label: 'Program', value: found.programName ?? '-' },
      { label: 'Registration No.', value: found.registrationNo ?? '-' },
      { label: 'Issued on', value: formatBsAd(nepalToday(found.issuedAt)) },
      { label: 'Valid until', value: formatBsAd(found.validUntil) },
    ],
  };
};
