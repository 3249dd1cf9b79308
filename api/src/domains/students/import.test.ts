// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, testConfig, type TestApp } from '../../test/helpers';
import { signedInRoles } from '../../test/signed-in';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  STUDENT_MESSAGES,
  STUDENT_PATHS,
  importJobSchema,
  importReportSchema,
  type ImportJob,
  type KnownRole,
} from '@hemis/shared-contracts';
import { auditLog, studentImportJobs, students } from '../../db/schema';
import { isUniqueViolation } from '../../lib/errors';
import { editedWorkbook, workbookOf } from '../../test/workbooks';
import {
  MULTIPART_WITHOUT_BOUNDARY,
  expectNoServerError,
  malformedJson,
  type FuzzBody,
  type FuzzRoute,
} from '../../test/fuzz';
import {
  PDF,
  ROLE_ACCOUNTS,
  can,
  multipart,
  otherUniversityCampus,
} from '../employees/test-fixtures';
import { buildApp } from '../../app';
import { checkWorkbook } from './import-check';
import { IMPORT_STALE_MS, runImportJob } from './import-jobs';
import { grantPermission } from './test-fixtures';
import { REASONS_HEADER } from './import-workbooks';

/**
 * The student import end to end on a real database: the template filled in and imported, bad
 * rows reported (and nothing written), all rows or none (hidden until all are written, nothing
 * left by a failure or a crash), one import per campus, every role's reach, the limits, and bad
 * input never answered with a 500.
 */

const signedIn = signedInRoles();
let t: TestApp;
const { call } = signedIn;

type Sheet = Partial<Record<(typeof IMPORT_COLUMNS)[number]['header'], string | number | Date>>;

/** The template as a caller downloads it, with these rows filled in (as a clerk would). */
async function filledTemplate(
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

const upload = (role: KnownRole, path: string, data: Buffer, query = '') => {
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

let serial = 0;
/** A good row (unique numbers each call). */
function student(overrides: Sheet = {}): Sheet {
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

async function waitForJob(role: KnownRole, jobId: number): Promise<ImportJob> {
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

const studentsNamed = (names: string[]) =>
  t.db.select().from(students).where(inArray(students.firstName, names));

beforeAll(() => {
  t = signedIn.t;
});

describe('template', () => {
  it('has the template header and the campus’s names on a second sheet', async () => {
    const response = await call('CollegeAdmin', {
      method: 'GET',
      url: `/api${STUDENT_PATHS.importTemplate}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = await workbookOf(response);
    const header = (workbook.getWorksheet('Students')?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(IMPORT_COLUMNS.map((column) => column.header));
    const lists = workbook.getWorksheet('Lists');
    const column = (title: string) => {
      const values = lists?.getRow(1).values as unknown[];
      const index = values.indexOf(title);
      return (lists?.getColumn(index).values as unknown[]).slice(2);
    };
    expect(column('Program')).toContain('BSc Computer Science and Information Technology');
    // The graduates' old batches (2075 to 2079) and the running ones.
    expect(column('Batch')).toEqual(
      [2075, 2076, 2077, 2078, 2079, 2080, 2081, 2082, 2083].map((year) => `${year} Batch`),
    );
    expect(column('Permanent District')).toContain('Kathmandu');
    expect(column('Ethnic Group')).toContain('Tamang');
    expect(column('Gender')).toEqual(['Male', 'Female', 'Other']);
  });
});

describe('round trip', () => {
  it('imports a filled template: dry run without errors, then every row with source import', async () => {
    const rows = [
      student(),
      // A program by its code, a date of birth in BS only, a gender by its value.
      student({
        Program: 'BBS',
        'Year/Semester': 2,
        Gender: 'male',
        'Date of Birth (AD)': undefined,
        'Date of Birth (BS)': '2060-01-31',
      }),
      student({ Program: 'Bachelor of Arts', 'Citizenship No.': undefined }),
    ];
    const data = await filledTemplate(rows);
    const before = await t.db.select({ id: students.id }).from(students);

    const dryRun = await upload('CollegeAdmin', STUDENT_PATHS.importDryRun, data);
    expect(dryRun.statusCode).toBe(200);
    expect(importReportSchema.parse(json(dryRun))).toEqual({
      total: 3,
      valid: 3,
      invalid: 0,
      duplicates: 0,
      errors: [],
    });
    expect(await t.db.select({ id: students.id }).from(students)).toHaveLength(before.length);

    const started = await upload('CollegeAdmin', STUDENT_PATHS.import, data);
    expect(started.statusCode).toBe(202);
    const jobId = Number(json(started).jobId);
    const job = await waitForJob('CollegeAdmin', jobId);
    expect(job).toMatchObject({
      status: 'done',
      total: 3,
      processed: 3,
      imported: 3,
      message: IMPORT_MESSAGES.done(3),
    });

    const names = rows.map((row) => String(row['First Name']));
    const imported = await studentsNamed(names);
    expect(imported).toHaveLength(3);
    for (const record of imported) {
      expect(record).toMatchObject({
        campusId: 49,
        universityId: 1,
        source: 'import',
        verificationStatus: 'pending',
        status: 'active',
      });
      // The server's derived values: level and faculty from the program, both calendars.
      expect(record.levelId).not.toBeNull();
      expect(record.facultyId).not.toBeNull();
      expect(record.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(record.dateOfBirthBs).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(record.permanentProvinceId).toBe(3);
    }
    const byBs = imported.find((record) => record.firstName === names[1]);
    expect(byBs?.dateOfBirthBs).toBe('2060-01-31');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.entityId, String(jobId))));
    expect(audit?.detail).toMatchObject({ count: 3, campusId: 49 });

    // Imported again: every number is now taken at the campus.
    const again = await upload('CollegeAdmin', STUDENT_PATHS.import, data);
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe(IMPORT_MESSAGES.hasErrors);
  });

  it('counts matches at other campuses as duplicates, and imports them', async () => {
    const [elsewhere] = await t.db
      .insert(students)
      .values({
        campusId: 50,
        universityId: 1,
        firstName: 'Maya',
        lastName: 'Lama',
        gender: 'female',
        dateOfBirth: '2002-02-02',
        citizenshipNo: 'ELSE-777',
        status: 'active',
        verificationStatus: 'verified',
        source: 'campus',
      })
      .returning({ id: students.id });
    expect(elsewhere).toBeDefined();
    const data = await filledTemplate([
      student({ 'Citizenship No.': 'else-777' }),
      student({
        'First Name': 'maya',
        'Last Name': 'LAMA',
        'Date of Birth (AD)': '2002-02-02',
        'Citizenship No.': undefined,
      }),
      student(),
    ]);
    const dryRun = await upload('CollegeAdmin', STUDENT_PATHS.importDryRun, data);
    expect(json(dryRun)).toMatchObject({ total: 3, valid: 3, invalid: 0, duplicates: 2 });
  });
});

describe('bad rows', () => {
  it('reports each bad row with its reasons, gives the error workbook, and writes nothing', async () => {
    await t.db.insert(students).values({
      campusId: 49,
      universityId: 1,
      firstName: 'Existing',
      lastName: 'Student',
      gender: 'male',
      registrationNo: 'TAKEN-REG-1',
      status: 'active',
      verificationStatus: 'verified',
      source: 'campus',
    });
    const good = student();
    const rows: Sheet[] = [
      good,
      student({ Program: 'Astrology' }),
      student({ 'Last Name': undefined, Email: 'not-an-email' }),
      student({ 'University Registration No.': good['University Registration No.'] }),
      student({ 'University Registration No.': 'taken-reg-1' }),
      student({ Program: 'BBS', 'Year/Semester': 5 }),
      student({ 'Date of Birth (AD)': '2003-05-14', 'Date of Birth (BS)': '2070-01-01' }),
      student({ Batch: 'Batch of Nowhere', 'Permanent District': 'Atlantis' }),
    ];
    const names = rows.map((row) => String(row['First Name']));
    const data = await filledTemplate(rows);
    const dryRun = await upload('CollegeAdmin', STUDENT_PATHS.importDryRun, data);
    expect(dryRun.statusCode).toBe(200);
    const report = importReportSchema.parse(json(dryRun));
    expect(report).toMatchObject({ total: 8, valid: 1, invalid: 7 });
    const reasons = new Map(report.errors.map((error) => [error.row, error.messages]));
    expect([...reasons.keys()]).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(reasons.get(3)).toEqual([IMPORT_MESSAGES.unknownReference('Program', 'Astrology')]);
    expect(reasons.get(4)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Last Name/),
        expect.stringMatching(/^Email/),
      ]),
    );
    expect(reasons.get(5)).toEqual([
      IMPORT_MESSAGES.duplicateInFile('University Registration No.', 2),
    ]);
    expect(reasons.get(6)).toEqual([STUDENT_MESSAGES.registrationTaken]);
    expect(reasons.get(7)).toEqual([`Year/Semester: ${STUDENT_MESSAGES.beyondProgram}`]);
    expect(reasons.get(8)?.join(' ')).toContain(STUDENT_MESSAGES.datesDisagree);
    // In column order.
    expect(reasons.get(9)).toEqual([
      IMPORT_MESSAGES.unknownReference('Permanent District', 'Atlantis'),
      IMPORT_MESSAGES.unknownReference('Batch', 'Batch of Nowhere'),
    ]);

    const workbookResponse = await upload(
      'CollegeAdmin',
      STUDENT_PATHS.importDryRun,
      data,
      '?format=xlsx',
    );
    expect(workbookResponse.statusCode).toBe(200);
    const workbook = await workbookOf(workbookResponse);
    const sheet = workbook.getWorksheet('Students');
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...IMPORT_COLUMNS.map((column) => column.header), REASONS_HEADER]);
    expect(sheet?.actualRowCount).toBe(8);
    expect(String(sheet?.getRow(2).getCell(IMPORT_COLUMNS.length + 1).value)).toBe(
      IMPORT_MESSAGES.unknownReference('Program', 'Astrology'),
    );

    const refused = await upload('CollegeAdmin', STUDENT_PATHS.import, data);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      message: IMPORT_MESSAGES.hasErrors,
      report: { total: 8, invalid: 7 },
    });
    expect(await studentsNamed(names)).toHaveLength(0);

    // The error workbook, fixed, is a file the import takes (its Reasons column is ignored).
    const fixed = await upload('CollegeAdmin', STUDENT_PATHS.importDryRun, await fixRows(workbook));
    expect(json(fixed)).toMatchObject({ total: 7, invalid: 0 });
  });
});

/** The error workbook with each row's problem put right. */
async function fixRows(workbook: ExcelJS.Workbook): Promise<Buffer> {
  const sheet = workbook.getWorksheet('Students');
  if (!sheet) throw new Error('no sheet');
  const columnOf = (header: string) =>
    IMPORT_COLUMNS.findIndex((column) => column.header === header) + 1;
  for (let index = 2; index <= 8; index += 1) {
    const row = sheet.getRow(index);
    row.getCell(columnOf('Program')).value = 'BSc CSIT';
    row.getCell(columnOf('Year/Semester')).value = 1;
    row.getCell(columnOf('Last Name')).value = 'Fixed';
    row.getCell(columnOf('Email')).value = null;
    row.getCell(columnOf('University Registration No.')).value = `FIXED-${index}`;
    row.getCell(columnOf('Date of Birth (BS)')).value = null;
    row.getCell(columnOf('Batch')).value = '2080 Batch';
    row.getCell(columnOf('Permanent District')).value = 'Lalitpur';
    row.commit();
  }
  return Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/** A job row as the import route starts one (status running) for campus 49. */
async function jobRow(values: Partial<typeof studentImportJobs.$inferInsert> = {}) {
  const [job] = await t.db
    .insert(studentImportJobs)
    .values({ campusId: 49, universityId: 1, status: 'running', total: 0, ...values })
    .returning();
  if (!job) throw new Error('no job');
  return job;
}

const jobById = async (id: number) =>
  (await t.db.select().from(studentImportJobs).where(eq(studentImportJobs.id, id)))[0];

const visible = (names: string[]) =>
  t.db
    .select({ id: students.id })
    .from(students)
    .where(and(inArray(students.firstName, names), isNull(students.deletedAt)));

describe('all rows or none', () => {
  it('keeps the rows hidden until every one is written, then shows them all', async () => {
    const rows = [student(), student(), student()];
    const names = rows.map((row) => String(row['First Name']));
    const { records } = await checkWorkbook(t.db, await filledTemplate(rows), {
      campusId: 49,
      universityId: 1,
    });
    const job = await jobRow({ total: records.length });
    const seen: { processed: number; written: number; visible: number }[] = [];
    const end = await runImportJob(
      t.db,
      { jobId: job.id, userId: 1, campusId: 49, fileName: null },
      records,
      {
        batchRows: 1,
        onProgress: async (processed) => {
          seen.push({
            processed,
            written: (await studentsNamed(names)).length,
            visible: (await visible(names)).length,
          });
        },
      },
    );
    expect(end).toBe('done');
    // Each batch is committed (written), none is visible before the last.
    expect(seen).toEqual([
      { processed: 1, written: 1, visible: 0 },
      { processed: 2, written: 2, visible: 0 },
      { processed: 3, written: 3, visible: 0 },
    ]);
    expect(await visible(names)).toHaveLength(3);
    expect(await jobById(job.id)).toMatchObject({
      status: 'done',
      processed: 3,
      imported: 3,
      message: IMPORT_MESSAGES.done(3),
    });
  });

  it('leaves nothing written when a row fails mid-way (a number taken after the check)', async () => {
    const rows = [student(), student(), student(), student()];
    const names = rows.map((row) => String(row['First Name']));
    const checked = await checkWorkbook(t.db, await filledTemplate(rows), {
      campusId: 49,
      universityId: 1,
    });
    expect(checked.report.invalid).toBe(0);
    // Someone registers the third row's student between the check and the import.
    await t.db.insert(students).values({
      campusId: 49,
      universityId: 1,
      firstName: 'Meanwhile',
      lastName: 'Registered',
      gender: 'male',
      registrationNo: String(rows[2]?.['University Registration No.']),
      status: 'active',
      verificationStatus: 'pending',
      source: 'campus',
    });
    const job = await jobRow({ total: checked.records.length });
    const progress: number[] = [];
    const end = await runImportJob(
      t.db,
      { jobId: job.id, userId: 1, campusId: 49, fileName: null },
      checked.records,
      {
        batchRows: 1,
        onProgress: (processed) => {
          progress.push(processed);
        },
      },
    );
    expect(end).toBe('failed');
    // Two rows were written before the clash, and deleted with it.
    expect(progress).toEqual([1, 2]);
    expect(await studentsNamed(names)).toHaveLength(0);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(job.id)));
    expect(audits.filter((row) => row.action === 'import')).toHaveLength(0);
    expect(await jobById(job.id)).toMatchObject({
      status: 'failed',
      imported: 0,
      message: IMPORT_MESSAGES.failed,
    });
  });

  it('refuses to register a student with a number an import is writing', async () => {
    const rows = [student()];
    const { records } = await checkWorkbook(t.db, await filledTemplate(rows), {
      campusId: 49,
      universityId: 1,
    });
    const job = await jobRow({ total: 1 });
    try {
      // Staged, and stopped there.
      await t.db.insert(students).values({
        ...(records[0] as unknown as typeof students.$inferInsert),
        deletedAt: new Date(),
        stagedJobId: job.id,
      });
      const taken = await t.db
        .insert(students)
        .values({
          campusId: 49,
          universityId: 1,
          firstName: 'Meanwhile',
          lastName: 'Registered',
          gender: 'male',
          registrationNo: String(rows[0]?.['University Registration No.']),
          status: 'active',
          verificationStatus: 'pending',
          source: 'campus',
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isUniqueViolation(taken)).toBe(true);
      // The check counts its numbers as taken too.
      const again = await checkWorkbook(t.db, await filledTemplate(rows), {
        campusId: 49,
        universityId: 1,
      });
      expect(again.report.errors[0]?.messages).toEqual([
        STUDENT_MESSAGES.registrationTaken,
        STUDENT_MESSAGES.citizenshipTaken,
      ]);
    } finally {
      await t.db.delete(students).where(eq(students.stagedJobId, job.id));
      await t.db
        .update(studentImportJobs)
        .set({ status: 'failed' })
        .where(eq(studentImportJobs.id, job.id));
    }
  });

  it('ends the job as failed, with nothing written, when the database refuses a row', async () => {
    // A database failure the check cannot foresee: a trigger refusing one student.
    await t.db.execute(
      sql.raw(`create function refuse_boom() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_boom before insert on students for each row
        when (new.first_name = 'Boom') execute function refuse_boom()`),
    );
    try {
      const rows = [student(), student({ 'First Name': 'Boom' }), student()];
      const started = await upload(
        'CollegeAdmin',
        STUDENT_PATHS.import,
        await filledTemplate(rows),
      );
      expect(started.statusCode).toBe(202);
      const job = await waitForJob('CollegeAdmin', Number(json(started).jobId));
      expect(job).toMatchObject({ status: 'failed', imported: 0, message: IMPORT_MESSAGES.failed });
      expect(await studentsNamed(rows.map((row) => String(row['First Name'])))).toHaveLength(0);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_boom on students'));
      await t.db.execute(sql.raw('drop function refuse_boom()'));
    }
  });
});

/** Runs `run` while an import at campus 49 is held for 3 s by its first row; the job's end. */
async function whileAnImportRuns(run: (jobId: number) => Promise<void>): Promise<ImportJob> {
  await t.db.execute(
    sql.raw(`create function slow_import() returns trigger language plpgsql as $$
      begin perform pg_sleep(3); return new; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger slow_import before insert on students for each row
      when (new.first_name = 'Slow') execute function slow_import()`),
  );
  try {
    const started = await upload(
      'CollegeAdmin',
      STUDENT_PATHS.import,
      await filledTemplate([student({ 'First Name': 'Slow' }), student()]),
    );
    expect(started.statusCode).toBe(202);
    const jobId = Number(json(started).jobId);
    await run(jobId);
    return await waitForJob('CollegeAdmin', jobId);
  } finally {
    await t.db.execute(sql.raw('drop trigger slow_import on students'));
    await t.db.execute(sql.raw('drop function slow_import()'));
  }
}

describe('progress', () => {
  it('answers the starter’s polls from memory while an import’s statement holds the database', async () => {
    const end = await whileAnImportRuns(async (jobId) => {
      const polled = Date.now();
      const poll = await call('CollegeAdmin', {
        method: 'GET',
        url: `/api${STUDENT_PATHS.importJob(jobId)}`,
      });
      // A read that needed the database would wait for the statement.
      expect(json(poll)).toMatchObject({ id: jobId, status: 'running', total: 2, processed: 0 });
      expect(Date.now() - polled).toBeLessThan(2000);
    });
    expect(end).toMatchObject({ status: 'done', processed: 2, imported: 2 });
  });
});

describe('one import per campus', () => {
  it('refuses a second check or import of the campus while one runs, with 409', async () => {
    const data = await filledTemplate([student()]);
    const end = await whileAnImportRuns(async () => {
      // Sent at once, while the import holds the database: each is answered before it ends.
      const [dryRun, second, elsewhere] = await Promise.all([
        upload('CollegeAdmin', STUDENT_PATHS.importDryRun, data),
        upload('CollegeAdmin', STUDENT_PATHS.import, data),
        upload('SuperAdmin', STUDENT_PATHS.importDryRun, data, '?campusId=50'),
      ]);
      for (const refused of [dryRun, second]) {
        expect([refused.statusCode, json(refused).message]).toEqual([409, IMPORT_MESSAGES.busy]);
      }
      // Another campus is not held up.
      expect(elsewhere.statusCode).not.toBe(409);
    });
    expect(end.status).toBe('done');
    // Once it is done, the campus takes the next one.
    expect((await upload('CollegeAdmin', STUDENT_PATHS.importDryRun, data)).statusCode).toBe(200);
  });

  it('counts an import another process runs, and ends one whose process stopped', async () => {
    const data = await filledTemplate([student()]);
    // Another process's import, alive (a fresh heartbeat).
    const other = await jobRow({ total: 5 });
    const refused = await upload('CollegeAdmin', STUDENT_PATHS.import, data);
    expect([refused.statusCode, json(refused).message]).toEqual([409, IMPORT_MESSAGES.busy]);
    // Its process stopped: the heartbeat goes stale, and the next import ends it.
    await t.db
      .update(studentImportJobs)
      .set({ heartbeatAt: new Date(Date.now() - IMPORT_STALE_MS - 60_000) })
      .where(eq(studentImportJobs.id, other.id));
    const started = await upload('CollegeAdmin', STUDENT_PATHS.import, data);
    // The body says why, should this ever be refused.
    expect([started.statusCode, json(started)]).toEqual([202, { jobId: expect.any(Number) }]);
    expect((await waitForJob('CollegeAdmin', Number(json(started).jobId))).status).toBe('done');
    expect(await jobById(other.id)).toMatchObject({
      status: 'failed',
      message: IMPORT_MESSAGES.interrupted,
    });
  });
});

describe('interrupted imports', () => {
  it('ends them at start: a running one failed with nothing left, a publishing one done', async () => {
    const stale = new Date(Date.now() - IMPORT_STALE_MS - 60_000);
    const stagedRow = async (jobId: number, firstName: string) => {
      await t.db.insert(students).values({
        campusId: 49,
        universityId: 1,
        firstName,
        lastName: 'Staged',
        gender: 'female',
        registrationNo: `STAGED-${firstName}`,
        status: 'active',
        verificationStatus: 'pending',
        source: 'import',
        deletedAt: stale,
        stagedJobId: jobId,
      });
    };
    // A crash while staging (the process was killed): running, two rows written.
    const running = await jobRow({ total: 3, processed: 2, heartbeatAt: stale });
    await stagedRow(running.id, 'Interrupted1');
    await stagedRow(running.id, 'Interrupted2');
    // A crash while revealing: publishing (every row written, one of two revealed).
    const publishing = await jobRow({
      campusId: 50,
      total: 2,
      processed: 2,
      status: 'publishing',
      heartbeatAt: stale,
    });
    await stagedRow(publishing.id, 'Published1');

    const restarted = await buildApp({
      ...testConfig(t.dataDir),
      database: {
        db: t.db,
        kind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        tableVersions: t.app.hemis.tableVersions,
        close: async () => undefined,
      },
    });
    await restarted.close();

    expect(await jobById(running.id)).toMatchObject({
      status: 'failed',
      imported: 0,
      message: IMPORT_MESSAGES.interrupted,
    });
    expect(await studentsNamed(['Interrupted1', 'Interrupted2'])).toHaveLength(0);
    expect(await jobById(publishing.id)).toMatchObject({
      status: 'done',
      imported: 2,
      message: IMPORT_MESSAGES.done(2),
    });
    expect(await visible(['Published1'])).toHaveLength(1);
    // The screen's poll gets the end, and stops.
    const polled = await call('CollegeAdmin', {
      method: 'GET',
      url: `/api${STUDENT_PATHS.importJob(running.id)}`,
    });
    expect(importJobSchema.parse(json(polled))).toMatchObject({
      status: 'failed',
      message: IMPORT_MESSAGES.interrupted,
    });
  });
});

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

describe('fuzz', () => {
  const routes: FuzzRoute[] = [
    { method: 'GET', url: `/api${STUDENT_PATHS.importTemplate}?campusId=abc` },
    { method: 'GET', url: `/api${STUDENT_PATHS.importTemplate}?campusId=1e12&x=1` },
    { method: 'POST', url: `/api${STUDENT_PATHS.importDryRun}?format=pdf` },
    { method: 'POST', url: `/api${STUDENT_PATHS.importDryRun}?campusId=-1` },
    { method: 'POST', url: `/api${STUDENT_PATHS.import}` },
    { method: 'GET', url: '/api/Student/Import/abc' },
    { method: 'GET', url: '/api/Student/Import/99999999999' },
    { method: 'GET', url: '/api/Student/Import/0' },
  ];
  const bodies: FuzzBody[] = [
    { name: 'nothing' },
    malformedJson('{"file": '),
    { name: 'JSON array', payload: '[1,2]', type: 'application/json' },
    { name: 'file as text', payload: '{"file": "abc"}', type: 'application/json' },
    {
      name: 'broken multipart',
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n',
      type: 'multipart/form-data; boundary=x',
    },
    MULTIPART_WITHOUT_BOUNDARY,
    {
      name: 'two files',
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\x03\x04\r\n' +
        '--x\r\nContent-Disposition: form-data; name="file"; filename="b.xlsx"\r\n\r\nPK\x03\x04\r\n--x--\r\n',
      type: 'multipart/form-data; boundary=x',
    },
    {
      name: 'a field named file',
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
      type: 'multipart/form-data; boundary=x',
    },
  ];

  it('never answers with a 500', async () => {
    for (const role of ['CollegeAdmin', 'SuperAdmin'] as const) {
      for (const route of routes) {
        for (const body of bodies) {
          const response = await call(role, {
            method: route.method,
            url: route.url,
            payload: route.method === 'GET' ? undefined : body.payload,
            headers: body.type && route.method !== 'GET' ? { 'content-type': body.type } : {},
          });
          expectNoServerError(response, `${route.method} ${route.url} (${body.name})`);
        }
      }
    }
  });
});
