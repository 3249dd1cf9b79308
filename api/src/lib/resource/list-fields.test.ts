// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { signedInApp } from '../../test/signed-in';
import type { InjectOptions } from 'fastify';
import ExcelJS from 'exceljs';
import { studentContract, unknownListField } from '@hemis/shared-contracts';

/**
 * A list's `fields`: rows hold their keys and the fields asked for (with the labels of those
 * that are references), in every shape a list is read; a name the resource does not have is a
 * 400 naming `fields`; the workbook export and rows with derived extras stay whole.
 */

const { call } = signedInApp(['collegeadmin']);

type Json = Record<string, unknown>;
const get = (url: string, options: Partial<InjectOptions> = {}) =>
  call('collegeadmin', { method: 'GET', url, ...options });
const rowsOf = (body: unknown): Json[] => (body as { data: Json[] }).data;

describe('a list read with fields', () => {
  it('answers rows of the keys and the fields asked for, with their labels', async () => {
    const whole = await get('/api/Student?pageSize=5&sort=firstName');
    const narrow = await get(
      '/api/Student?pageSize=5&sort=firstName&fields=firstName,programId,status',
    );
    expect(narrow.statusCode).toBe(200);
    const wholeRows = rowsOf(whole.json());
    const narrowRows = rowsOf(narrow.json());
    expect(narrowRows.length).toBe(5);
    expect(narrow.json()).toMatchObject({ total: (whole.json() as { total: number }).total });
    narrowRows.forEach((row, index) => {
      const full = wholeRows[index] ?? {};
      expect(Object.keys(row)).toEqual([
        'id',
        'universityId',
        'campusId',
        'firstName',
        'programId',
        'status',
        'labels',
      ]);
      expect(row).toMatchObject({
        id: full.id,
        campusId: full.campusId,
        firstName: full.firstName,
        programId: full.programId,
        status: full.status,
      });
      // Only the labels of the references asked for.
      const labels = full.labels as Record<string, string>;
      expect(row.labels).toEqual(
        labels.programId === undefined ? {} : { programId: labels.programId },
      );
    });
    expect(whole.body.length).toBeGreaterThan(narrow.body.length * 2);
  });

  it('narrows filtered, searched and later pages the same way', async () => {
    const narrow = await get(
      '/api/Student?pageSize=2&page=2&gender=female&q=a&fields=lastName,gender',
    );
    const whole = await get('/api/Student?pageSize=2&page=2&gender=female&q=a');
    expect(narrow.statusCode).toBe(200);
    const rows = rowsOf(narrow.json());
    expect(rows.map((row) => row.id)).toEqual(rowsOf(whole.json()).map((row) => row.id));
    for (const row of rows) {
      expect(row.gender).toBe('female');
      expect(Object.keys(row)).toEqual(['id', 'universityId', 'campusId', 'lastName', 'gender']);
    }
  });

  it('refuses a name the resource does not have, naming fields', async () => {
    for (const asked of ['firstName,passwordHash', 'deletedAt', 'createdBy']) {
      const response = await get(`/api/Student?fields=${asked}`);
      expect(response.statusCode).toBe(400);
      const name = asked.split(',').find((part) => !(part in studentContract.fields)) ?? '';
      expect((response.json() as { fields?: Json }).fields?.fields).toBe(unknownListField(name));
    }
  });

  it('exports every column of the contract whatever fields the list asks for', async () => {
    const response = await get('/api/Student/Export?fields=firstName');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = workbook.worksheets[0]?.getRow(1).values as unknown[];
    expect(header).toEqual(expect.arrayContaining(['First Name', 'Last Name', 'Gender']));
  });

  it('keeps rows whole where the resource derives extras from them', async () => {
    const narrow = await get('/api/FiscalYear?pageSize=3&fields=label');
    const whole = await get('/api/FiscalYear?pageSize=3');
    expect(narrow.statusCode).toBe(200);
    expect(narrow.json()).toEqual(whole.json());
  });
});
