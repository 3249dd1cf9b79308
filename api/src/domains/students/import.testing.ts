// Shared setup of the student-import tests: the signed-in callers, the template and job helpers.
// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, type TestApp } from '../../test/helpers';
import { signedInRoles } from '../../test/signed-in';
import { inArray } from 'drizzle-orm';
import {
  IMPORT_COLUMNS,
  STUDENT_PATHS,
  importJobSchema,
  type ImportJob,
  type KnownRole,
} from '@hemis/shared-contracts';
import { students } from '../../db/schema';
import { editedWorkbook } from '../../test/workbooks';
import { multipart } from '../employees/test-fixtures';

/**
 * The student import end to end on a real database: the template filled in and imported, bad
 * rows reported (and nothing written), all rows or none (hidden until all are written, nothing
 * left by a failure or a crash), one import per campus, every role's reach, the limits, and bad
 * input never answered with a 500.
 */

export const signedIn = signedInRoles();
export let t: TestApp;
export const { call } = signedIn;

export type Sheet = Partial<
  Record<(typeof IMPORT_COLUMNS)[number]['header'], string | number | Date>
>;

/** The template as a caller downloads it, with these rows filled in (as a clerk would). */
export async function filledTemplate(
  rows: Sheet[],
  role: KnownRole = 'CollegeAdmin',
  query = '',
): Promise<Buffer> {
  const response = await call(role, {
    method: 'GET',
    url: `/api${STUDENT_PATHS.importTemplate}${query}`,
  });
  expect(response.statusCode).toBe(200);
  return editedWorkbook(response, (workbook) => {
    const sheet = workbook.getWorksheet('Students');
    if (!sheet) throw new Error('no Students sheet');
    rows.forEach((values, index) => {
      const row = sheet.getRow(index + 2);
      IMPORT_COLUMNS.forEach((column, columnIndex) => {
        const value = values[column.header];
        if (value !== undefined) row.getCell(columnIndex + 1).value = value;
      });
      row.commit();
    });
  });
}

export const upload = (role: KnownRole, path: string, data: Buffer, query = '') => {
  const body = multipart({}, [
    {
      field: 'file',
      name: 'students.xlsx',
      data,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  ]);
  return call(role, {
    method: 'POST',
    url: `/api${path}${query}`,
    payload: body.payload,
    headers: body.headers,
  });
};

export let serial = 0;
/** A good row (unique numbers each call). */
export function student(overrides: Sheet = {}): Sheet {
  serial += 1;
  return {
    'First Name': `Import${serial}`,
    'Last Name': 'Tamang',
    Gender: 'Female',
    'Date of Birth (AD)': new Date(Date.UTC(2003, 4, 14)),
    'Ethnic Group': 'Tamang',
    Religion: 'Buddhist',
    'Citizenship No.': `27-01-${serial}-00${serial}`,
    Phone: '9841234567',
    'Permanent District': 'Kathmandu',
    Program: 'BSc CSIT',
    Batch: '2081 Batch',
    'Year/Semester': 3,
    'University Registration No.': `5-2-37-${serial}-2080`,
    'Campus Roll No.': String(serial),
    ...overrides,
  };
}

export async function waitForJob(role: KnownRole, jobId: number): Promise<ImportJob> {
  for (let tries = 0; tries < 600; tries += 1) {
    const response = await call(role, {
      method: 'GET',
      url: `/api${STUDENT_PATHS.importJob(jobId)}`,
    });
    expect(response.statusCode).toBe(200);
    const job = importJobSchema.parse(json(response));
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the import did not end');
}

export const studentsNamed = (names: string[]) =>
  t.db.select().from(students).where(inArray(students.firstName, names));

beforeAll(() => {
  t = signedIn.t;
});
