/**
 * Test support for the employee routes: the demo accounts by role, the permission table, the
 * seeded employees by name, a valid employee body, and multipart bodies with files.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, type KnownRole, type Permission } from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { campuses, employeePositions, employees } from '../../db/schema';

export { ROLE_ACCOUNTS } from '../../test/signed-in';

/** What the permission table lets a role do (the server reads the same defaults). */
export const can = (role: KnownRole, permission: Permission): boolean =>
  DEFAULT_ROLE_PERMISSIONS[role].includes(permission);

/** The demo employees by first name, with their owners. */
export async function seededEmployees(
  db: Database,
): Promise<Map<string, { id: number; campusId: number | null; universityId: number | null }>> {
  const rows = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      campusId: employees.campusId,
      universityId: employees.universityId,
    })
    .from(employees);
  return new Map(rows.map((row) => [row.firstName ?? '', row]));
}

export async function postId(db: Database, name: string): Promise<number> {
  const [post] = await db
    .select({ id: employeePositions.id })
    .from(employeePositions)
    .where(eq(employeePositions.positionName, name))
    .limit(1);
  if (!post) throw new Error(`no post ${name}`);
  return post.id;
}

/** A campus of another university than Tribhuvan University (id 1). */
export async function otherUniversityCampus(db: Database): Promise<number> {
  const rows = await db
    .select({ id: campuses.id, universityId: campuses.universityId })
    .from(campuses);
  const found = rows.find((row) => row.universityId !== null && row.universityId !== 1);
  if (!found) throw new Error('no campus outside university 1');
  return found.id;
}

const unique = () => randomBytes(4).toString('hex');

/** A complete, valid teacher record (unique citizenship number and e-mail). */
export function teacherBody(lecturerId: number, extra: Record<string, unknown> = {}) {
  const tag = unique();
  return {
    firstName: `Teacher${tag}`,
    lastName: 'Test',
    gender: 'female',
    employeeType: 'teaching',
    positionId: lecturerId,
    joiningType: 'permanent',
    qualification: 'master',
    joiningDate: '2020-01-15',
    dateOfBirth: '1990-05-01',
    citizenshipNo: `99-${tag}`,
    email: `teacher-${tag}@example.org`,
    phoneNumber: '9841000000',
    ...extra,
  };
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A small PDF built as readers expect: objects, a cross-reference table and its trailer. */
export function minimalPdf(objects: readonly string[] = PDF_PAGE): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
const PDF_PAGE = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
];
export const PDF = minimalPdf();

/** A multipart/form-data body from fields and files. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; name: string; data: Buffer; type: string }[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hemis${unique()}`;
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
