// The shared setup comes first: it loads the test helpers before the app.
import {
  t,
  call,
  type Sheet,
  filledTemplate,
  upload,
  student,
  waitForJob,
  studentsNamed,
} from './import.testing';
import { json } from '../../test/helpers';
import type ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import {
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  STUDENT_MESSAGES,
  STUDENT_PATHS,
  importReportSchema,
} from '@hemis/shared-contracts';
import { auditLog, students } from '../../db/schema';
import { workbookOf } from '../../test/workbooks';
import {
  MULTIPART_WITHOUT_BOUNDARY,
  expectNoServerError,
  malformedJson,
  type FuzzBody,
  type FuzzRoute,
} from '../../test/fuzz';
import { REASONS_HEADER } from './import-workbooks';

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
