/**
 * What the staff and the student registers share: the campus a caller takes attendance for,
 * the holiday on a day, the days of a month, the checks of a save, the month's counts and the
 * summary workbook.
 */
import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  ATTENDANCE_MESSAGES,
  MESSAGES,
  nepalToday,
  type AttendanceStatus,
} from '@hemis/shared-contracts';
import type { Database } from '../db/client';
import { holidays } from '../db/schema';
import type { ScopeFilter } from '../plugins/auth';
import { badRequest } from './errors';
import { campusInReach } from './resource/scope';
import { bufferOf, newWorkbook } from './workbook';

export interface CampusRef {
  id: number;
  name: string;
  universityId: number | null;
}

/** First and last day of a YYYY-MM month. */
export function monthRange(month: string): { from: string; to: string } {
  const year = Number(month.slice(0, 4));
  const monthNo = Number(month.slice(5, 7));
  const last = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The campus whose register the caller works on: campus roles their own (naming another is a
 * 403), university roles one of their campuses (another: 403), nation roles any campus they name.
 */
export async function campusFor(
  db: Database,
  scope: ScopeFilter,
  requested: number | undefined,
): Promise<CampusRef> {
  const campus = await campusInReach(db, scope, requested);
  if (!campus) {
    throw badRequest(MESSAGES.http.badRequest, { campusId: ATTENDANCE_MESSAGES.campusRequired });
  }
  return { id: campus.id, name: campus.campusName, universityId: campus.universityId };
}

/** The holiday a campus keeps on a day: its own, else its university's, else a national one. */
export async function holidayOn(
  db: Database,
  campus: CampusRef,
  date: string,
): Promise<string | null> {
  const [holiday] = await db
    .select({ name: holidays.holidayName })
    .from(holidays)
    .where(
      and(
        isNull(holidays.deletedAt),
        eq(holidays.status, true),
        lte(holidays.fromDate, date),
        gte(holidays.toDate, date),
        or(
          eq(holidays.campusId, campus.id),
          and(
            isNull(holidays.campusId),
            campus.universityId === null
              ? sql`false`
              : eq(holidays.universityId, campus.universityId),
          ),
          and(isNull(holidays.campusId), isNull(holidays.universityId)),
        ),
      ),
    )
    // The campus's own holiday first, then its university's, then the national one.
    .orderBy(
      sql`${holidays.campusId} is null`,
      sql`${holidays.universityId} is null`,
      asc(holidays.fromDate),
    )
    .limit(1);
  return holiday?.name ?? null;
}

/** A date of a save: the register cannot be taken ahead of today (Nepal time). */
export function assertNotFuture(date: string): void {
  if (date > nepalToday()) {
    throw badRequest(MESSAGES.http.badRequest, { date: ATTENDANCE_MESSAGES.futureDate });
  }
}

/**
 * The entries of a save that name someone not on the register, or someone already marked in
 * it: a 400 naming each such entry's id field (`entries.<index>.<idField>`).
 */
export function assertEntriesOnRegister<Entry>(
  entries: readonly Entry[],
  personOf: (entry: Entry) => number,
  onRegister: ReadonlySet<number>,
  idField: string,
  messages: { notOnRegister: string; markedTwice: string },
): void {
  const seen = new Set<number>();
  const fields: Record<string, string> = {};
  entries.forEach((entry, index) => {
    const person = personOf(entry);
    if (!onRegister.has(person)) {
      fields[`entries.${index}.${idField}`] = messages.notOnRegister;
    } else if (seen.has(person)) {
      fields[`entries.${index}.${idField}`] = messages.markedTwice;
    }
    seen.add(person);
  });
  if (Object.keys(fields).length > 0) throw badRequest(MESSAGES.http.badRequest, fields);
}

/** The columns every saved mark holds besides who it is for (and the class, for students). */
export function markValues(
  entry: { status: AttendanceStatus; remarks?: string | null },
  campus: CampusRef,
  date: string,
  userId: number,
) {
  return {
    campusId: campus.id,
    universityId: campus.universityId,
    date,
    status: entry.status,
    remarks: entry.remarks ?? null,
    createdBy: userId,
    updatedBy: userId,
  };
}

/** A register row's mark of the day, from the day's mark joined to the person (none yet: null). */
export function dayMark<Status>(row: { status: Status | null; remarks: string | null }) {
  return { status: row.status ?? null, remarks: row.remarks ?? null };
}

/** Which of these people a register holds (`register`: who is on it), for a save's check. */
export async function onRegisterAmong(
  db: Database,
  person: { table: PgTable; id: AnyPgColumn<{ data: number; notNull: true }> },
  register: SQL | undefined,
  ids: number[],
): Promise<number[]> {
  const listed = await db
    .select({ id: person.id })
    .from(person.table)
    .where(and(register, inArray(person.id, ids)));
  return listed.map((row) => row.id);
}

/** What marking the same person on the same day again overwrites (the register may add more). */
export function remarkSet(userId: number) {
  return {
    status: sql`excluded.status`,
    remarks: sql`excluded.remarks`,
    campusId: sql`excluded.campus_id`,
    universityId: sql`excluded.university_id`,
    updatedAt: new Date(),
    updatedBy: userId,
  };
}

/** How many of a month's marks of each status one person has (grouped by person and status). */
export interface MarkCount {
  personId: number;
  status: AttendanceStatus;
  n: number;
}

/** The columns of a register's marks table the month's counts read. */
export interface MarkColumns {
  table: PgTable;
  personId: AnyPgColumn<{ data: number; notNull: true }>;
  date: AnyPgColumn;
  status: AnyPgColumn<{ data: AttendanceStatus; notNull: true }>;
}

/**
 * A register's month (`place`: its marks, of a campus or a class): the month's first and last
 * day, the days it was taken, each person's count per status, and who was marked at all (they
 * stay in the summary after leaving it).
 */
export async function marksOfMonth(
  db: Database,
  columns: MarkColumns,
  place: SQL | undefined,
  month: string,
): Promise<{
  from: string;
  to: string;
  daysTaken: number;
  marks: MarkCount[];
  marked: number[];
}> {
  const { from, to } = monthRange(month);
  const where = and(place, gte(columns.date, from), lte(columns.date, to));
  const [taken] = await db
    .select({ days: countDistinct(columns.date) })
    .from(columns.table)
    .where(where);
  const marks: MarkCount[] = await db
    .select({ personId: columns.personId, status: columns.status, n: count() })
    .from(columns.table)
    .where(where)
    .groupBy(columns.personId, columns.status);
  return {
    from,
    to,
    daysTaken: taken?.days ?? 0,
    marks,
    marked: [...new Set(marks.map((mark) => mark.personId))],
  };
}

/** One person's month: present, absent and leave, and the register days they were not marked. */
export function monthCounts(
  marks: readonly MarkCount[],
  personId: number,
  daysTaken: number,
): { present: number; absent: number; leave: number; unmarked: number } {
  const countOf = (status: AttendanceStatus) =>
    marks.find((mark) => mark.personId === personId && mark.status === status)?.n ?? 0;
  const present = countOf('present');
  const absent = countOf('absent');
  const leave = countOf('leave');
  return {
    present,
    absent,
    leave,
    unmarked: Math.max(daysTaken - (present + absent + leave), 0),
  };
}

/** The month's counts in a summary workbook: their headers, and one person's cells. */
export const COUNT_HEADERS = ['Present', 'Absent', 'Leave', 'Unmarked'] as const;
export const countCells = (row: {
  present: number;
  absent: number;
  leave: number;
  unmarked: number;
}) => [row.present, row.absent, row.leave, row.unmarked];

/**
 * A monthly summary as a one-sheet workbook: the title, the days taken, a bold header and a
 * numbered row per person; `widths` sets the named (1-based) columns.
 */
export async function monthWorkbook(sheetOf: {
  month: string;
  title: string;
  daysTaken: number;
  header: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  widths: Readonly<Record<number, number>>;
}): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(`Attendance ${sheetOf.month}`);
  sheet.addRow([sheetOf.title]);
  sheet.addRow([`Days the register was taken: ${sheetOf.daysTaken}`]);
  const header = sheet.addRow(['S.N.', ...sheetOf.header]);
  header.font = { bold: true };
  sheetOf.rows.forEach((row, index) => {
    sheet.addRow([index + 1, ...row]);
  });
  for (const [column, width] of Object.entries(sheetOf.widths)) {
    sheet.getColumn(Number(column)).width = width;
  }
  return bufferOf(workbook);
}
