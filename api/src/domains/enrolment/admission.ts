/**
 * A paid online application admitted, in its payment's transaction (domains/fees/esewa): a
 * pending Student account, the student record waiting for verification, its documents.
 */
import { eq } from 'drizzle-orm';
import { GENDERS } from '@hemis/shared-contracts';
import { documents, enrolmentApplications, students, users } from '../../db/schema';
import type { ResourceHandle, Row, Tx } from '../../lib/resource/types';
import { campusScope } from '../fees/receipts';
import { emailTaken, takenUniqueFields } from './application-store';

/**
 * A paid application becomes a student, in the payment's transaction: a pending Student
 * account (unless its e-mail was taken meanwhile), the student record waiting for verification
 * (without a unique number taken meanwhile), its documents. Answers the student and the
 * account (the receipt's issuer); the same student when asked again.
 */
export async function admitApplication(
  tx: Tx,
  student: ResourceHandle,
  applicationId: number,
): Promise<{ studentId: number; userId: number | null }> {
  const [application] = await tx
    .select()
    .from(enrolmentApplications)
    .where(eq(enrolmentApplications.id, applicationId))
    .for('update');
  if (!application) throw new Error(`application ${applicationId} not found`);
  if (application.studentId !== null) {
    const [record] = await tx
      .select({ userId: students.userId })
      .from(students)
      .where(eq(students.id, application.studentId));
    return { studentId: application.studentId, userId: record?.userId ?? null };
  }
  const values: Row = { ...application.values };
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : null;
  };

  let userId: number | null = null;
  const [taken] = await emailTaken(tx, application.email);
  if (!taken && application.passwordHash !== '') {
    const [account] = await tx
      .insert(users)
      .values({
        email: application.email,
        passwordHash: application.passwordHash,
        firstName: text('firstName') ?? '',
        middleName: text('middleName'),
        lastName: text('lastName') ?? '',
        phoneNumber: text('phoneNumber'),
        gender: GENDERS.find((gender) => gender === values.gender) ?? null,
        role: 'Student',
        universityId: application.universityId,
        campusId: application.campusId,
        status: 'pending',
      })
      .returning({ id: users.id });
    userId = account?.id ?? null;
    if (userId !== null) {
      await tx
        .update(users)
        .set({ createdBy: userId, updatedBy: userId })
        .where(eq(users.id, userId));
    }
  }
  for (const name of await takenUniqueFields(tx, application.campusId, values)) values[name] = null;

  const scope = campusScope(application.campusId, application.universityId, userId ?? 0);
  const record = await student.insertPrepared(tx, scope, {
    values: { ...values, userId },
    files: { stored: application.files, paths: [] },
  });
  const studentId = Number(record.id);
  if (application.documents.length > 0) {
    await tx.insert(documents).values(
      application.documents.map((document) => ({
        entity: 'Student',
        entityId: studentId,
        documentType: document.documentType,
        title: null,
        fileName: document.fileName,
        originalName: document.originalName,
        mimeType: document.mimeType,
        sizeBytes: document.sizeBytes,
        universityId: application.universityId,
        campusId: application.campusId,
        createdBy: userId,
        updatedBy: userId,
      })),
    );
  }
  await tx
    .update(enrolmentApplications)
    .set({ status: 'paid', studentId })
    .where(eq(enrolmentApplications.id, application.id));
  return { studentId, userId };
}
