/**
 * The Student resource (kit routes under /Student) with the server rules a schema alone cannot
 * check: the program decides the level and faculty and bounds the year or semester, the batch
 * and program belong to the record's campus, the addresses hold together (lib/address), one calendar's date of birth fills the other, and
 * the verification state and source are the server's. A Student reads only their own record.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  STUDENT_MESSAGES,
  fillCalendarPair,
  studentContract,
} from '@hemis/shared-contracts';
import { batches, campuses, programs, students } from '../../db/schema';
import { checkAddresses } from '../../lib/address';
import { badRequest } from '../../lib/errors';
import {
  registerResource,
  type DbOrTx,
  type ResourceHandle,
  type ResourceRegistry,
  type Row,
} from '../../lib/resource/register';

/** Field messages of the rules below that the contract does not carry. */
export const STUDENT_RULE_MESSAGES = {
  programNotFound: 'Program was not found',
  programElsewhere: "The program is not one of this campus's university",
  batchNotFound: 'Batch was not found',
  batchElsewhere: 'The batch belongs to another campus',
} as const;

const idOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The date of birth in both calendars: whichever one is given fills the other (a BS date that
 * is not a real day is left for the contract's rule to report).
 */
export const fillBirthDates = (values: Row): Row =>
  fillCalendarPair(values, 'dateOfBirth', 'dateOfBirthBs');

export interface StudentDerived {
  /** Values the server sets from others: levelId, facultyId, both dates of birth. */
  derived: Row;
  /** Field messages; empty when the record keeps the rules. */
  fields: Record<string, string>;
}

interface ProgramFacts {
  levelId: number | null;
  facultyId: number | null;
  programType: string | null;
  duration: number | null;
  universityId: number | null;
  campusId: number | null;
}
interface BatchFacts {
  universityId: number | null;
  campusId: number | null;
}

/** Program and batch look-ups, each id read once (a bulk import checks many rows with one). */
export interface StudentLookups {
  program(id: number): Promise<ProgramFacts | null>;
  batch(id: number): Promise<BatchFacts | null>;
}

export function studentLookups(db: DbOrTx): StudentLookups {
  const programCache = new Map<number, Promise<ProgramFacts | null>>();
  const batchCache = new Map<number, Promise<BatchFacts | null>>();
  const once = <T>(cache: Map<number, Promise<T>>, id: number, read: () => Promise<T>) => {
    const known = cache.get(id);
    if (known) return known;
    const reading = read();
    cache.set(id, reading);
    return reading;
  };
  return {
    program: (id) =>
      once(programCache, id, async () => {
        const [row] = await db
          .select({
            levelId: programs.levelId,
            facultyId: programs.facultyId,
            programType: programs.programType,
            duration: programs.duration,
            universityId: programs.universityId,
            campusId: programs.campusId,
          })
          .from(programs)
          .where(and(eq(programs.id, id), isNull(programs.deletedAt)))
          .limit(1);
        return row ?? null;
      }),
    batch: (id) =>
      once(batchCache, id, async () => {
        const [row] = await db
          .select({ campusId: batches.campusId, universityId: batches.universityId })
          .from(batches)
          .where(and(eq(batches.id, id), isNull(batches.deletedAt)))
          .limit(1);
        return row ?? null;
      }),
  };
}

/**
 * The rules every way a student record is written keeps (the resource routes and the bulk
 * import): `values` is the whole record as it will be, with its campusId and universityId.
 * The program decides levelId and facultyId and the highest year (annual programs: its
 * duration) or semester (semester programs: twice the duration); the program is the campus's
 * university's and the batch the campus's (or its university's, or national). Pass one
 * `studentLookups(db)` for many records to read each program and batch once.
 */
export async function studentDerivedValues(
  db: DbOrTx,
  values: Row,
  lookups: StudentLookups = studentLookups(db),
): Promise<StudentDerived> {
  const fields: Record<string, string> = {};
  const filled = fillBirthDates(values);
  const derived: Row = {
    dateOfBirth: filled.dateOfBirth ?? null,
    dateOfBirthBs: filled.dateOfBirthBs ?? null,
  };
  const campusId = idOrNull(values.campusId);
  const universityId = idOrNull(values.universityId);
  const outside = (owner: { campusId: number | null; universityId: number | null }) =>
    (owner.campusId !== null && owner.campusId !== campusId) ||
    (owner.universityId !== null && owner.universityId !== universityId);

  const programId = idOrNull(values.programId);
  if (programId !== null) {
    const program = await lookups.program(programId);
    if (!program) {
      fields.programId = STUDENT_RULE_MESSAGES.programNotFound;
    } else {
      if (outside(program)) fields.programId = STUDENT_RULE_MESSAGES.programElsewhere;
      derived.levelId = program.levelId;
      derived.facultyId = program.facultyId;
      const period = idOrNull(values.yearOrSemester);
      if (period !== null && program.duration !== null) {
        const periods =
          program.programType === 'semester' ? program.duration * 2 : program.duration;
        if (period > periods) fields.yearOrSemester = STUDENT_MESSAGES.beyondProgram;
      }
    }
  }

  const batchId = idOrNull(values.batchId);
  if (batchId !== null) {
    const batch = await lookups.batch(batchId);
    if (!batch) fields.batchId = STUDENT_RULE_MESSAGES.batchNotFound;
    else if (outside(batch)) fields.batchId = STUDENT_RULE_MESSAGES.batchElsewhere;
  }
  return { derived, fields };
}

/** The university of a campus (a student's universityId always follows its campus). */
export async function universityOfCampus(db: DbOrTx, campusId: number): Promise<number | null> {
  const [campus] = await db
    .select({ universityId: campuses.universityId })
    .from(campuses)
    .where(eq(campuses.id, campusId))
    .limit(1);
  return campus?.universityId ?? null;
}

export function registerStudentResource(
  app: FastifyInstance,
  registry: ResourceRegistry,
): ResourceHandle {
  return registerResource(app, studentContract, students, {
    registry,
    // A Student reads the record linked to their account, and nothing else.
    ownRows: (userId) => eq(students.userId, userId),
    prepareInput: fillBirthDates,
    async validate({ db, values, existing, changes }) {
      const addresses = checkAddresses(['permanent', 'temporary'], values, changes, !existing);
      // The owner was set by the kit (ownerValues on create; campusId cannot change later).
      const campusId = idOrNull(existing ? existing.campusId : values.campusId);
      const universityId = campusId === null ? null : await universityOfCampus(db, campusId);
      const { derived, fields } = await studentDerivedValues(db, {
        ...values,
        campusId,
        universityId,
      });
      if (Object.keys(fields).length > 0) throw badRequest(MESSAGES.http.badRequest, fields);
      if (existing) return { ...addresses, ...derived, universityId };
      // New records wait for the campus's verification; sign-up and import set their own source.
      return {
        ...addresses,
        ...derived,
        universityId,
        verificationStatus: 'pending',
        source: 'campus',
      };
    },
  });
}
