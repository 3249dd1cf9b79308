/**
 * The shapes the spec's existing browser client reads and writes (spec section 7), where they
 * differ from ours: it was written against another server, and runs against this one as it is.
 * Each is an explicit mapping of known names, never a loose conversion.
 */
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { PROGRAM_TYPES, SEMESTER_NAMES, SUBJECT_TYPES, YEAR_NAMES } from '@hemis/shared-contracts';
import type { Database } from '../db/client';
import {
  campuses,
  ethnicGroups,
  faculties,
  incomeExpenseHeads,
  levels,
  programs,
} from '../db/schema';
import type { ResourceOptions, Row } from '../lib/resource/register';

/** Lower-cased name -> value: a choice's label, or a period's ordinal name ("first" -> 1). */
const byName = (entries: readonly (readonly [string, string | number])[]) =>
  new Map(entries.map(([name, value]) => [name.toLowerCase(), value]));
const periodNumbers = (names: readonly string[]) =>
  byName(names.map((name, index) => [name, index + 1] as const));

/**
 * POST/PATCH /Subject from the client: the type by its label ("Compulsory", "Elective"), the
 * semester or year by its ordinal name ("First"), and its list screen's keys sent along.
 */
export const SUBJECT_CLIENT_INPUT: NonNullable<ResourceOptions['clientInput']> = {
  names: {
    subjectType: byName(SUBJECT_TYPES.map((choice) => [choice.label, choice.value] as const)),
    semester: periodNumbers(SEMESTER_NAMES),
    year: periodNumbers(YEAR_NAMES),
  },
  ignoredKeys: ['pageNumber', 'pageSize', 'majorSubjectIds'],
};

/**
 * POST/PATCH /FeeSetup from the client: it sends the campus along as `instituteId`, which the
 * earlier backend ignored (the campus is the caller's, or the one the form chose as campusId).
 */
export const FEE_SETUP_CLIENT_INPUT: NonNullable<ResourceOptions['clientInput']> = {
  ignoredKeys: ['instituteId'],
};

/** A program as the spec's Subject entity nests it. */
export const nestedProgramSchema = z.object({
  id: z.number().int(),
  programName: z.string(),
  programType: z.enum(PROGRAM_TYPES.map((choice) => choice.value)),
});

/** Rows read for the distinct numeric ids among `ids` (one query; none for no id), by id. */
async function byId<T extends { id: number }>(
  ids: readonly unknown[],
  read: (wanted: number[]) => Promise<T[]>,
): Promise<Map<number, T>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  return new Map((await read(wanted)).map((row) => [row.id, row]));
}

/** The nested programs of these program ids, in one query. */
export function nestedPrograms(db: Database, ids: readonly unknown[]) {
  return byId(ids, (wanted) =>
    db
      .select({
        id: programs.id,
        programName: programs.programName,
        programType: programs.programType,
      })
      .from(programs)
      .where(inArray(programs.id, wanted)),
  );
}

/** Programs with their level's and faculty's names (the client's report rows), by id. */
export function programsWithLevels(db: Database, ids: readonly unknown[]) {
  return byId(ids, (wanted) =>
    db
      .select({
        id: programs.id,
        programName: programs.programName,
        level: levels.levelName,
        faculty: faculties.facultyName,
      })
      .from(programs)
      .leftJoin(levels, eq(levels.id, programs.levelId))
      .leftJoin(faculties, eq(faculties.id, programs.facultyId))
      .where(inArray(programs.id, wanted)),
  );
}

/** The client's ethnic groups of its graduation table, in its order and spelling. */
export const CLIENT_ETHNICITIES = [
  'Chhetri',
  'Brahman',
  'Madhesi',
  'Dalit',
  'Muslim',
  'Tharu',
  'Janajati',
  'Others',
] as const;
export type ClientEthnicity = (typeof CLIENT_ETHNICITIES)[number];

/**
 * Which of the client's groups each ethnic group of the setup counts in: Chhetri and Tharu by
 * their own name, the Brahmins (Hill and Tarai) as Brahman, the others by their equity category
 * (Dalit, Janajati, Madhesi, Muslim), and the rest (Thakuri, Sanyasi, Marwadi...) as Others.
 */
export async function clientEthnicities(db: Database): Promise<Map<string, ClientEthnicity>> {
  const byCategory: Record<string, ClientEthnicity> = {
    dalit: 'Dalit',
    janajati: 'Janajati',
    madhesi: 'Madhesi',
    muslim: 'Muslim',
  };
  const groups = await db
    .select({ name: ethnicGroups.name, category: ethnicGroups.equityCategory })
    .from(ethnicGroups);
  return new Map(
    groups.map(({ name, category }): [string, ClientEthnicity] => {
      const named = name ?? '';
      if (named === 'Chhetri' || named === 'Tharu') return [named, named];
      if (/^brahmin/i.test(named)) return [named, 'Brahman'];
      return [named, byCategory[category ?? ''] ?? 'Others'];
    }),
  );
}

/** Every subject row carries its program (`program`: id, programName, programType). */
export function subjectRowExtras(db: Database): NonNullable<ResourceOptions['rowExtras']> {
  return {
    schema: z.object({ program: nestedProgramSchema.nullable() }),
    async add(rows: Row[]) {
      const found = await nestedPrograms(
        db,
        rows.map((row) => row.programId),
      );
      return rows.map((row) => ({
        ...row,
        program: (typeof row.programId === 'number' && found.get(row.programId)) || null,
      }));
    },
  };
}

/** A fiscal year's labels as the client reads them. */
export const fiscalYearLabelsSchema = z.object({
  activeFiscalYear: z.boolean(),
  yearNepali: z.string(),
  yearEnglish: z.string(),
});

/**
 * The client's labels of a fiscal year: `yearNepali` its BS label ("2082/83"), `yearEnglish` the
 * AD years it spans ("2025/26"), `activeFiscalYear` whether it is the active one.
 */
export function fiscalYearLabels(row: Row): z.infer<typeof fiscalYearLabelsSchema> {
  const year = (date: unknown) => (typeof date === 'string' ? date.slice(0, 4) : '');
  const start = year(row.startDate);
  const end = year(row.endDate);
  return {
    activeFiscalYear: row.isActive === true,
    yearNepali: typeof row.label === 'string' ? row.label : '',
    yearEnglish: start && end ? `${start}/${end.slice(2)}` : start,
  };
}

/** Every fiscal year row carries the client's labels. */
export const FISCAL_YEAR_ROW_EXTRAS: NonNullable<ResourceOptions['rowExtras']> = {
  schema: fiscalYearLabelsSchema,
  add: (rows) => rows.map((row) => ({ ...row, ...fiscalYearLabels(row) })),
};

/** Every batch row carries its name as `name`, and its BS year (or name) as `batchNepali`. */
export const BATCH_ROW_EXTRAS: NonNullable<ResourceOptions['rowExtras']> = {
  schema: z.object({ name: z.string(), batchNepali: z.string() }),
  add: (rows) =>
    rows.map((row) => ({
      ...row,
      name: String(row.batchName ?? ''),
      batchNepali: row.batchYear == null ? String(row.batchName ?? '') : String(row.batchYear),
    })),
};

/** Every fee type row (course and general) carries its name as `name`. */
export const FEE_TYPE_ROW_EXTRAS: NonNullable<ResourceOptions['rowExtras']> = {
  schema: z.object({ name: z.string() }),
  add: (rows) => rows.map((row) => ({ ...row, name: String(row.feeTypeName ?? '') })),
};

/** A college program's campus as the client nests it. */
const nestedCampusSchema = z.object({ id: z.number().int(), campusName: z.string() });

/**
 * Every college program row carries its program's `duration` (years) and its `campus`
 * (id, campusName), in one query each.
 */
export function collegeProgramRowExtras(db: Database): NonNullable<ResourceOptions['rowExtras']> {
  return {
    schema: z.object({
      duration: z.number().int().nullable(),
      campus: nestedCampusSchema.nullable(),
    }),
    async add(rows: Row[]) {
      const [programOf, campusOf] = await Promise.all([
        byId(
          rows.map((row) => row.programId),
          (wanted) =>
            db
              .select({ id: programs.id, duration: programs.duration })
              .from(programs)
              .where(inArray(programs.id, wanted)),
        ),
        byId(
          rows.map((row) => row.campusId),
          (wanted) =>
            db
              .select({ id: campuses.id, campusName: campuses.campusName })
              .from(campuses)
              .where(inArray(campuses.id, wanted)),
        ),
      ]);
      return rows.map((row) => ({
        ...row,
        duration:
          (typeof row.programId === 'number' && programOf.get(row.programId)?.duration) || null,
        campus: (typeof row.campusId === 'number' && campusOf.get(row.campusId)) || null,
      }));
    },
  };
}

/** An income or expenditure head as the client nests it in an entry. */
const nestedHeadSchema = z.object({
  id: z.number().int(),
  headName: z.string(),
  headType: z.enum(['Income', 'Expenditure']),
  expenditureType: z.enum(['Capital Expenditure', 'Operating Expenditure']).nullable(),
});

/**
 * Every income and expenditure entry carries its head as `headName` (the client reads
 * `headName.headType` and `headName.expenditureType`): an expense head's capital nature is a
 * capital expenditure, its recurrent nature an operating one.
 */
export function incomeExpenditureRowExtras(
  db: Database,
): NonNullable<ResourceOptions['rowExtras']> {
  return {
    schema: z.object({ headName: nestedHeadSchema.nullable() }),
    async add(rows: Row[]) {
      const heads = await byId(
        rows.map((row) => row.headId),
        (wanted) =>
          db
            .select({
              id: incomeExpenseHeads.id,
              headName: incomeExpenseHeads.headName,
              headType: incomeExpenseHeads.headType,
              budgetNature: incomeExpenseHeads.budgetNature,
            })
            .from(incomeExpenseHeads)
            .where(inArray(incomeExpenseHeads.id, wanted)),
      );
      return rows.map((row) => {
        const head = typeof row.headId === 'number' ? heads.get(row.headId) : undefined;
        if (!head) return { ...row, headName: null };
        const expense = head.headType === 'expense';
        return {
          ...row,
          headName: {
            id: head.id,
            headName: head.headName ?? '',
            headType: expense ? 'Expenditure' : 'Income',
            expenditureType: !expense
              ? null
              : head.budgetNature === 'capital'
                ? 'Capital Expenditure'
                : 'Operating Expenditure',
          },
        };
      });
    },
  };
}
