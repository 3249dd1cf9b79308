/**
 * Checking an import file (nothing is written): each row as the Student routes check a record
 * (import-rows.ts), the server's program and batch rules, the address, the campus's unique
 * numbers; matches at other campuses are only counted. The records of the good rows are what an
 * import inserts (import-jobs.ts).
 */
import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { ImportReport } from '@hemis/shared-contracts';
import { students } from '../../db/schema';
import { norm } from '../../db/schema/resource-table';
import { addressCheck } from '../../lib/address';
import type { DbOrTx, Row } from '../../lib/resource/types';
import {
  checkRow,
  columnMessage,
  markDuplicates,
  readStudentSheet,
  type MappedRow,
} from './import-rows';
import { nextTurn } from './import-jobs';
import { loadLookups, type ImportTarget } from './import-lookups';
import { fillBirthDates, studentDerivedValues, type StudentDerived } from './resource';

/** The bad rows a report lists (the error workbook has them all). */
const REPORT_ERRORS = 100;
/** Rows checked between two turns of the event loop (other requests are answered meanwhile). */
const CHECK_ROWS_PER_TURN = 250;
/** Good rows looked up at other campuses per query (bounds the database's working memory). */
const MATCH_ROWS_PER_QUERY = 5000;

/** A checked file: the report, the bad rows with their messages, the records of the good rows. */
export interface CheckedImport {
  report: ImportReport;
  bad: MappedRow[];
  records: Row[];
}

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.replace(/\s+/g, ' ').toLowerCase()
    : null;

/**
 * The registration and citizenship numbers already used at the campus (as norm() keys): the
 * rows the unique indexes hold, live students and rows an import is staging.
 */
async function campusNumbers(db: DbOrTx, campusId: number) {
  const rows = await db
    .select({
      registrationNo: sql<string | null>`${norm(students.registrationNo)}`,
      citizenshipNo: sql<string | null>`${norm(students.citizenshipNo)}`,
    })
    .from(students)
    .where(
      and(
        eq(students.campusId, campusId),
        or(isNull(students.deletedAt), isNotNull(students.stagedJobId)),
      ),
    );
  const set = (pick: 'registrationNo' | 'citizenshipNo') =>
    new Set(rows.flatMap((row) => (row[pick] ? [row[pick]] : [])));
  return { registrationNo: set('registrationNo'), citizenshipNo: set('citizenshipNo') };
}

/**
 * Good rows matching a student at another campus (same citizenship number, or same name and
 * date of birth), as the duplicate check of the register form finds them: imported anyway.
 */
async function matchesElsewhere(db: DbOrTx, campusId: number, records: Row[]): Promise<number> {
  let matches = 0;
  for (let start = 0; start < records.length; start += MATCH_ROWS_PER_QUERY) {
    matches += await matchesOf(db, campusId, records.slice(start, start + MATCH_ROWS_PER_QUERY));
    await nextTurn();
  }
  return matches;
}

async function matchesOf(db: DbOrTx, campusId: number, records: Row[]): Promise<number> {
  if (records.length === 0) return 0;
  const live = and(isNull(students.deletedAt), ne(students.campusId, campusId));
  const citizenship = [
    ...new Set(records.flatMap((r) => (textOf(r.citizenshipNo) ? [textOf(r.citizenshipNo)] : []))),
  ];
  const people = records.filter((r) => typeof r.dateOfBirth === 'string');
  // Name and date of birth as the name-and-birth index holds them, against the file's people.
  const person = sql`(${norm(students.firstName)}, ${norm(students.lastName)}, ${students.dateOfBirth})`;
  const filePeople = sql`select * from unnest(
    ${sql.param(people.map((r) => textOf(r.firstName)))}::text[],
    ${sql.param(people.map((r) => textOf(r.lastName)))}::text[],
    ${sql.param(people.map((r) => r.dateOfBirth))}::date[])`;
  const [citizenshipRows, peopleRows] = await Promise.all([
    citizenship.length === 0
      ? []
      : db
          .selectDistinct({ key: sql<string>`${norm(students.citizenshipNo)}` })
          .from(students)
          .where(
            and(
              live,
              sql`${norm(students.citizenshipNo)} = any(${sql.param(citizenship)}::text[])`,
            ),
          ),
    people.length === 0
      ? []
      : db
          .selectDistinct({
            key: sql<string>`concat_ws('|', ${norm(students.firstName)}, ${norm(students.lastName)}, ${students.dateOfBirth})`,
          })
          .from(students)
          .where(and(live, sql`${person} in (${filePeople})`)),
  ]);
  const citizenshipKeys = new Set(citizenshipRows.map((row) => row.key));
  const personKeys = new Set(peopleRows.map((row) => row.key));
  return records.filter((record) => {
    const byCitizenship = textOf(record.citizenshipNo);
    if (byCitizenship && citizenshipKeys.has(byCitizenship)) return true;
    return (
      typeof record.dateOfBirth === 'string' &&
      personKeys.has(`${textOf(record.firstName)}|${textOf(record.lastName)}|${record.dateOfBirth}`)
    );
  }).length;
}

/**
 * Reads and checks a workbook for the campus: nothing is written. The records of good rows are
 * what an import inserts.
 */
export async function checkWorkbook(
  db: DbOrTx,
  data: Buffer,
  target: ImportTarget,
): Promise<CheckedImport> {
  const { lookups, provinceOf } = await loadLookups(db, target);
  const rows: MappedRow[] = [];
  for (const sheetRow of await readStudentSheet(data)) {
    rows.push(checkRow(sheetRow, lookups, fillBirthDates));
    if (rows.length % CHECK_ROWS_PER_TURN === 0) await nextTurn();
  }

  // The server's program and batch rules, once per program, batch and year (not per row).
  const rules = new Map<string, Promise<StudentDerived>>();
  const ruleOf = (values: Row) => {
    const key = `${String(values.programId)}|${String(values.batchId)}|${String(values.yearOrSemester)}`;
    let rule = rules.get(key);
    if (!rule) {
      rule = studentDerivedValues(db, {
        programId: values.programId,
        batchId: values.batchId,
        yearOrSemester: values.yearOrSemester,
        ...target,
      });
      rules.set(key, rule);
    }
    return rule;
  };
  for (const [index, mapped] of rows.entries()) {
    if (index % CHECK_ROWS_PER_TURN === 0) await nextTurn();
    if (!mapped.values) continue;
    const { derived, fields } = await ruleOf(mapped.values);
    const messages = Object.entries(fields).map(([field, message]) =>
      columnMessage(field, message),
    );
    if (messages.length > 0) {
      mapped.messages.push(...messages);
      mapped.values = null;
      continue;
    }
    const district = idOf(mapped.values.permanentDistrictId);
    const province =
      mapped.values.permanentProvinceId ??
      (district === null ? null : (provinceOf.get(district) ?? null));
    const address = addressCheck(
      ['permanent'],
      { ...mapped.values, permanentProvinceId: province },
      mapped.values,
      true,
    );
    if (Object.keys(address.fields).length > 0) {
      mapped.messages.push(
        ...Object.entries(address.fields).map(([field, message]) => columnMessage(field, message)),
      );
      mapped.values = null;
      continue;
    }
    // The record an import inserts.
    mapped.values = {
      ...mapped.values,
      ...address.names,
      levelId: derived.levelId ?? null,
      facultyId: derived.facultyId ?? null,
      permanentProvinceId: province,
      ...target,
      status: 'active',
      verificationStatus: 'pending',
      source: 'import',
    };
  }
  markDuplicates(rows, await campusNumbers(db, target.campusId));

  // Only the bad rows keep their cells (for the error workbook).
  const total = rows.length;
  const records: Row[] = [];
  const bad: MappedRow[] = [];
  for (const mapped of rows) {
    if (mapped.values) records.push(mapped.values);
    else bad.push(mapped);
  }
  rows.length = 0;
  const report: ImportReport = {
    total,
    valid: records.length,
    invalid: bad.length,
    duplicates: await matchesElsewhere(db, target.campusId, records),
    errors: bad.slice(0, REPORT_ERRORS).map(({ row, messages }) => ({ row, messages })),
  };
  return { report, bad, records };
}
