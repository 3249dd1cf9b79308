// The shared setup comes first: it loads the test helpers before the app.
import {
  t,
  call,
  filledTemplate,
  upload,
  student,
  waitForJob,
  studentsNamed,
} from './import.testing';
import { json } from '../../test/helpers';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  STUDENT_PATHS,
  type KnownRole,
} from '@hemis/shared-contracts';
import { studentImportJobs } from '../../db/schema';
import {
  PDF,
  ROLE_ACCOUNTS,
  can,
  multipart,
  otherUniversityCampus,
} from '../employees/test-fixtures';
import { grantPermission } from './test-fixtures';

describe('reach', () => {
  it('lets the roles with student:add fetch the template, and refuses the others', async () => {
    for (const [role] of ROLE_ACCOUNTS) {
      const campusQuery = ['CollegeAdmin', 'CollegeUser', 'Student'].includes(role)
        ? ''
        : '?campusId=49';
      const response = await call(role, {
        method: 'GET',
        url: `/api${STUDENT_PATHS.importTemplate}${campusQuery}`,
      });
      expect([role, response.statusCode]).toEqual([role, can(role, 'student:add') ? 200 : 403]);
    }
  });

  it('needs a campus from nation and university roles, within their reach', async () => {
    // UniAdmin adds students only by a per-user exception (the default table gives it none).
    await grantPermission(t.db, 'uniadmin@hemis.test', 'student:add');
    const template = (role: KnownRole, query: string) =>
      call(role, { method: 'GET', url: `/api${STUDENT_PATHS.importTemplate}${query}` });
    const kathmandu = await otherUniversityCampus(t.db);
    expect((await template('UniAdmin', '')).statusCode).toBe(400);
    expect((await template('SuperAdmin', '')).statusCode).toBe(400);
    expect((await template('SuperAdmin', '?campusId=999999')).statusCode).toBe(400);
    expect((await template('UniAdmin', `?campusId=${kathmandu}`)).statusCode).toBe(403);
    expect((await template('CollegeAdmin', '?campusId=50')).statusCode).toBe(403);
    expect((await template('CollegeAdmin', '?campusId=49')).statusCode).toBe(200);
    expect((await template('SuperAdmin', `?campusId=${kathmandu}`)).statusCode).toBe(200);

    const data = await filledTemplate([student()]);
    expect(
      (await upload('UniAdmin', STUDENT_PATHS.import, data, `?campusId=${kathmandu}`)).statusCode,
    ).toBe(403);
    expect(
      (await upload('CollegeAdmin', STUDENT_PATHS.importDryRun, data, '?campusId=50')).statusCode,
    ).toBe(403);
    expect((await upload('Student', STUDENT_PATHS.importDryRun, data)).statusCode).toBe(403);
  });

  it('imports for a campus a university role names, and shows the job to the campus but not to others', async () => {
    const row = student();
    const data = await filledTemplate([row], 'UniAdmin', '?campusId=49');
    const started = await upload('UniAdmin', STUDENT_PATHS.import, data, '?campusId=49');
    expect(started.statusCode).toBe(202);
    const jobId = Number(json(started).jobId);
    expect((await waitForJob('UniAdmin', jobId)).status).toBe('done');
    const [record] = await studentsNamed([String(row['First Name'])]);
    expect(record).toMatchObject({ campusId: 49, source: 'import' });

    const jobAs = (role: KnownRole) =>
      call(role, { method: 'GET', url: `/api${STUDENT_PATHS.importJob(jobId)}` });
    expect((await jobAs('CollegeAdmin')).statusCode).toBe(200);
    expect((await jobAs('SuperAdmin')).statusCode).toBe(200);
    expect((await jobAs('Student')).statusCode).toBe(403);
    const [job] = await t.db
      .select()
      .from(studentImportJobs)
      .where(eq(studentImportJobs.id, jobId));
    expect(job).toMatchObject({ status: 'done', imported: 1, campusId: 49 });
    // Another campus's clerk: not found.
    await t.db
      .update(studentImportJobs)
      .set({ campusId: 50 })
      .where(eq(studentImportJobs.id, jobId));
    expect((await jobAs('CollegeAdmin')).statusCode).toBe(404);
    expect((await jobAs('UniAdmin')).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api${STUDENT_PATHS.importJob(jobId)}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api${STUDENT_PATHS.importJob(jobId)}`,
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(forged.statusCode).toBe(401);
    expect((await jobAs('UniAdmin')).statusCode).toBe(200);
    const missing = await call('UniAdmin', {
      method: 'GET',
      url: `/api${STUDENT_PATHS.importJob(999999)}`,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('limits', () => {
  const refusal = (response: LightMyRequestResponse) => [
    response.statusCode,
    json(response).message,
  ];

  it('refuses a file that is not a workbook, a wrong header, an empty sheet, no file', async () => {
    expect(refusal(await upload('CollegeAdmin', STUDENT_PATHS.importDryRun, PDF))).toEqual([
      400,
      IMPORT_MESSAGES.notWorkbook,
    ]);
    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect(refusal(await upload('CollegeAdmin', STUDENT_PATHS.import, brokenZip))).toEqual([
      400,
      IMPORT_MESSAGES.notWorkbook,
    ]);
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Sheet1').addRow(['Name', 'Gender']);
    other.getWorksheet('Sheet1')?.addRow(['Ram', 'Male']);
    const wrong = Buffer.from((await other.xlsx.writeBuffer()) as ArrayBuffer);
    expect(refusal(await upload('CollegeAdmin', STUDENT_PATHS.importDryRun, wrong))).toEqual([
      400,
      IMPORT_MESSAGES.wrongHeader,
    ]);
    expect(
      refusal(await upload('CollegeAdmin', STUDENT_PATHS.importDryRun, await filledTemplate([]))),
    ).toEqual([400, IMPORT_MESSAGES.empty]);
    const none = multipart({ note: 'no file' });
    const noFile = await call('CollegeAdmin', {
      method: 'POST',
      url: `/api${STUDENT_PATHS.importDryRun}`,
      payload: none.payload,
      headers: none.headers,
    });
    expect(noFile.statusCode).toBe(400);
    const json400 = await call('CollegeAdmin', {
      method: 'POST',
      url: `/api${STUDENT_PATHS.import}`,
      payload: {},
    });
    expect(json400.statusCode).toBe(400);
    expect(json(json400).fields).toEqual({ file: IMPORT_MESSAGES.fileRequired });
  });

  it('refuses a file over the size limit', async () => {
    const huge = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(IMPORT_MAX_BYTES, 1),
    ]);
    expect(refusal(await upload('CollegeAdmin', STUDENT_PATHS.importDryRun, huge))).toEqual([
      400,
      IMPORT_MESSAGES.tooLarge,
    ]);
  });

  it('refuses more rows than IMPORT_MAX_ROWS', async () => {
    const chunks: Buffer[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Students');
    sheet.addRow(IMPORT_COLUMNS.map((column) => column.header)).commit();
    for (let index = 0; index <= IMPORT_MAX_ROWS; index += 1) sheet.addRow([`S${index}`]).commit();
    sheet.commit();
    await workbook.commit();
    const response = await upload(
      'CollegeAdmin',
      STUDENT_PATHS.importDryRun,
      Buffer.concat(chunks),
    );
    expect(refusal(response)).toEqual([400, IMPORT_MESSAGES.tooManyRows]);
  });
});
