/** Accounts, sign-up, password reset tokens, profile. */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  RESET_TOKEN_LIFETIME_MS,
  type Institution,
  type KnownRole,
  type Profile,
  type ProfileUpdate,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { auditLog, campuses, passwordResetTokens, students, users } from '../../db/schema';
import { newToken, sha256Hex } from '../../lib/tokens';
import { campusInstitution, universityInstitution } from '../campus/repository';
import { BRANDING_CAMPUS_ID, NATION_ROLES } from '@hemis/shared-contracts';

export type UserRow = typeof users.$inferSelect;

const byEmail = (email: string) =>
  and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt));

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export const accountType = (role: KnownRole): 'Uni' | 'college' =>
  role === 'UniAdmin' ? 'Uni' : 'college';

/**
 * The header's institution: the user's campus; a university user's university seat; the
 * branding campus (49) for the commission's roles and anyone without one.
 */
export async function institutionOf(
  db: Database,
  user: Pick<UserRow, 'role' | 'campusId' | 'universityId'>,
): Promise<Institution | null> {
  if (user.role === 'UniAdmin' && user.universityId !== null) {
    return universityInstitution(db, user.universityId);
  }
  if (!NATION_ROLES.includes(user.role) && user.campusId !== null) {
    return campusInstitution(db, user.campusId);
  }
  return campusInstitution(db, BRANDING_CAMPUS_ID);
}

export async function campusExists(
  db: Database,
  id: number,
): Promise<{ universityId: number | null } | null> {
  const [row] = await db
    .select({ universityId: campuses.universityId })
    .from(campuses)
    .where(and(eq(campuses.id, id), isNull(campuses.deletedAt)))
    .limit(1);
  return row ?? null;
}

export interface StudentSignUp {
  firstName: string;
  middleName?: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  gender: 'male' | 'female' | 'other';
  passwordHash: string;
  campusId: number;
  universityId: number | null;
}

/** A pending Student account and its registry row, together or not at all. */
export async function createStudentAccount(db: Database, input: StudentSignUp): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash: input.passwordHash,
        firstName: input.firstName,
        middleName: input.middleName || null,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        gender: input.gender,
        role: 'Student',
        universityId: input.universityId,
        campusId: input.campusId,
        status: 'pending',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    await tx
      .update(users)
      .set({ createdBy: user.id, updatedBy: user.id })
      .where(eq(users.id, user.id));
    const [student] = await tx
      .insert(students)
      .values({
        userId: user.id,
        campusId: input.campusId,
        firstName: input.firstName,
        middleName: input.middleName || null,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        email: input.email,
        gender: input.gender,
        universityId: input.universityId,
        status: 'active',
        verificationStatus: 'pending',
        source: 'selfRegistered',
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning({ id: students.id });
    await tx.insert(auditLog).values({
      userId: user.id,
      action: 'sign-up',
      entity: 'student',
      entityId: String(student?.id ?? ''),
      detail: { campusId: input.campusId },
    });
    return user.id;
  });
}

/** A fresh single-use reset token (only its sha256 is stored). */
export async function createResetToken(db: Database, userId: number): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
  });
  return token;
}

/**
 * Uses a reset token: marks it used if it belongs to that e-mail, is unused and has not expired.
 * Returns the user id, or null for any invalid token.
 */
export async function consumeResetToken(
  db: Database,
  email: string,
  token: string,
): Promise<number | null> {
  const owner = db.select({ id: users.id }).from(users).where(byEmail(email));
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256Hex(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
        inArray(passwordResetTokens.userId, owner),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Sets a new password; the other open reset tokens of the user stop working. */
export async function setPassword(
  db: Database,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: false,
        updatedAt: new Date(),
        updatedBy: userId,
      })
      .where(eq(users.id, userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  });
}

export async function recordSignIn(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
}

export async function audit(
  db: Database,
  entry: {
    userId: number | null;
    action: string;
    entity: string;
    entityId?: string | number;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    detail: entry.detail ?? null,
  });
}

/** Who an account is, as both the profile and the managed account show it. */
export function personOf(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    gender: user.gender,
    role: user.role,
  };
}

export async function profileOf(db: Database, user: UserRow): Promise<Profile> {
  return {
    ...personOf(user),
    type: accountType(user.role),
    universityId: user.universityId,
    campusId: user.campusId,
    institution: await institutionOf(db, user),
    lastSignInAt: user.lastSignInAt ? user.lastSignInAt.toISOString() : null,
  };
}

export async function updateProfile(
  db: Database,
  userId: number,
  update: ProfileUpdate,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({
      firstName: update.firstName,
      middleName: update.middleName || null,
      lastName: update.lastName,
      phoneNumber: update.phoneNumber,
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  return row ?? null;
}
