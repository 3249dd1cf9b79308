/** Faculties, levels, programs and subjects (spec sections 3, 5, 8, 9). */
import { MESSAGES } from '../messages';
import {
  choices,
  date,
  defineResourceContract,
  flag,
  integer,
  longText,
  reference,
  status,
  text,
  type Choice,
} from '../resource';
import {
  aliasField,
  campusRef,
  codeField,
  conflict,
  facultyRef,
  levelRef,
  programRef,
  remarksAndStatus,
  requiredChoice,
  requiredText,
  shortNameField,
} from './fields';

export const FACULTY_TYPES: readonly Choice[] = choices({
  general: 'General',
  technical: 'Technical',
});
export const PROGRAM_TYPES: readonly Choice[] = choices({
  annual: 'Annual',
  semester: 'Semester',
});
/** Stored as regular/optional; shown as Compulsory/Elective (spec section 3). */
export const SUBJECT_TYPES: readonly Choice[] = choices({
  regular: 'Compulsory',
  optional: 'Elective',
});

export const facultyContract = defineResourceContract({
  name: 'Faculty',
  title: 'Faculty',
  module: 'setup',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['facultyName'],
  fields: {
    facultyName: requiredText('Faculty Name', 150),
    facultyType: requiredChoice('Faculty Type', FACULTY_TYPES),
    shortName: shortNameField('Short Name is required'),
    code: codeField(),
    alias: aliasField(),
    detail: longText('Detail'),
    status: status(),
  },
  messages: {
    created: MESSAGES.faculty.added,
    updated: MESSAGES.faculty.updated,
    conflict: MESSAGES.faculty.conflict,
    addFailure: MESSAGES.faculty.addFailure,
    updateFailure: MESSAGES.faculty.updateFailure,
  },
});

export const levelContract = defineResourceContract({
  name: 'Level',
  title: 'Level',
  module: 'setup',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['levelName'],
  fields: {
    levelName: text('Level Name', { required: MESSAGES.level.nameRequired, max: 100 }),
    shortName: shortNameField(),
    code: text('Code', { required: MESSAGES.level.codeRequired, max: 30 }),
    alias: aliasField(),
    ...remarksAndStatus(),
  },
  messages: {
    created: MESSAGES.level.added,
    updated: MESSAGES.level.updated,
    conflict: MESSAGES.level.conflict,
    addFailure: MESSAGES.level.addFailure,
  },
});

export const programContract = defineResourceContract({
  name: 'ProgramMgmt',
  title: 'Program',
  module: 'program',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['programName'],
  fields: {
    facultyId: facultyRef(true),
    levelId: levelRef(true),
    programName: requiredText('Program Name', 200),
    shortName: shortNameField('Short Name is required'),
    code: codeField(),
    programType: requiredChoice('Program Type', PROGRAM_TYPES),
    duration: integer('Duration (years)', { required: 'Duration is required', min: 1, max: 10 }),
    alias: aliasField(),
    ...remarksAndStatus(),
  },
});

/** Semesters and years a program runs (GET /StudentUpgrade/Semesters and /Years). */
export const MAX_SEMESTER = 12;
export const MAX_YEAR = 6;
export interface NumberChoice {
  value: number;
  label: string;
}
/**
 * The ordinal names of semesters and years ("First" is 1): what GET /StudentUpgrade/Semesters
 * and /Years answer, and what the spec's existing client sends as a subject's semester or year.
 */
const ORDINALS = [
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
  'Eleventh',
  'Twelfth',
] as const;
export const SEMESTER_NAMES: readonly string[] = ORDINALS.slice(0, MAX_SEMESTER);
export const YEAR_NAMES: readonly string[] = ORDINALS.slice(0, MAX_YEAR);
export const SEMESTERS: readonly NumberChoice[] = SEMESTER_NAMES.map((name, i) => ({
  value: i + 1,
  label: `${name} Semester`,
}));
export const YEARS: readonly NumberChoice[] = YEAR_NAMES.map((name, i) => ({
  value: i + 1,
  label: `${name} Year`,
}));

/**
 * The choices behind the period names the API lists ("Second" -> { value: 2, label: "Second
 * Semester" }), semesters or (annual programs) years; names it does not know are left out.
 */
export function periodChoicesOf(
  kind: 'semester' | 'annual',
  names: readonly unknown[],
): NumberChoice[] {
  const [known, choices] = kind === 'semester' ? [SEMESTER_NAMES, SEMESTERS] : [YEAR_NAMES, YEARS];
  return names.flatMap((name) => {
    const choice = typeof name === 'string' ? choices[known.indexOf(name)] : undefined;
    return choice ? [choice] : [];
  });
}

export const SUBJECT_PASS_MARKS_ABOVE_FULL = {
  theory: 'Theory pass marks cannot be more than its full marks',
  practical: 'Practical pass marks cannot be more than its full marks',
} as const;

/** Semester 1-12 or year 1-6: which one applies follows the program's type. */
export const subjectContract = defineResourceContract({
  name: 'Subject',
  title: 'Subject',
  module: 'program',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['programId', 'code'],
  fields: {
    programId: programRef(true, true),
    subjectName: requiredText('Subject Name', 200),
    shortName: shortNameField('Short Name is required'),
    code: text('Code', { required: 'Code is required', max: 30 }),
    subjectType: requiredChoice('Subject Type', SUBJECT_TYPES),
    semester: integer('Semester', { min: 1, max: MAX_SEMESTER, filter: true }),
    year: integer('Year', { min: 1, max: MAX_YEAR, filter: true }),
    alias: aliasField(),
    remarks: longText('Details'),
    // What marks entry and the results read (shared-contracts grading.ts): a part with no full
    // marks is not examined; credit hours weigh the subject in a GPA.
    creditHours: integer('Credit Hours', { min: 0, max: 30, column: false }),
    theoryFullMarks: integer('Theory Full Marks', { min: 0, max: 1000, column: false }),
    theoryPassMarks: integer('Theory Pass Marks', { min: 0, max: 1000, column: false }),
    practicalFullMarks: integer('Practical Full Marks', { min: 0, max: 1000, column: false }),
    practicalPassMarks: integer('Practical Pass Marks', { min: 0, max: 1000, column: false }),
  },
  refine: (values, ctx) => {
    for (const part of ['theory', 'practical'] as const) {
      const full = values[`${part}FullMarks`];
      const pass = values[`${part}PassMarks`];
      if (typeof pass === 'number' && pass > (typeof full === 'number' ? full : 0)) {
        ctx.addIssue({
          code: 'custom',
          path: [`${part}PassMarks`],
          message: SUBJECT_PASS_MARKS_ABOVE_FULL[part],
        });
      }
    }
  },
  messages: { created: MESSAGES.subject.added },
});

export const SUBJECT_YEAR_REQUIRED = 'Year is required for annual programs';
export const SUBJECT_SEMESTER_REQUIRED = 'Semester is required for semester programs';

/** What opening a program for online enrolment needs (the fee check is the API's). */
export const OPEN_ENROLMENT_RULES = {
  batchRequired: 'Intake batch is required to open online enrolment',
  feeRequired:
    "Set this program's Application Fee in Fee Setup (current fiscal year) before opening it",
} as const;

/** Which campus runs which program: approval date and yearly intake (ownership: the campus). */
export const collegeProgramContract = defineResourceContract({
  name: 'CollegeProgram',
  title: 'College Program',
  module: 'program',
  ownership: 'campus',
  updateMethod: 'PATCH',
  unique: ['programId'],
  fields: {
    campusId: campusRef(false, true),
    programId: programRef(true, true),
    approvalDate: date('Approval Date'),
    approvalRef: text('Approval Letter No.', { max: 60 }),
    intake: integer('Intake (seats)', { min: 0, max: 100000 }),
    // Online enrolment (/open-enroll): applicants join this batch in the first year or semester
    // and pay the program's Application Fee of the fee setup.
    openForEnrolment: flag('Open for Online Enrolment', { filter: true }),
    enrolmentBatchId: reference('Intake Batch', 'Batch', 'batchName', { column: false }),
    enrolmentClosesOn: date('Enrolment Closes On', { column: false }),
    ...remarksAndStatus(),
  },
  refine: (values, ctx) => {
    if (values.openForEnrolment === true && typeof values.enrolmentBatchId !== 'number') {
      ctx.addIssue({
        code: 'custom',
        path: ['enrolmentBatchId'],
        message: OPEN_ENROLMENT_RULES.batchRequired,
      });
    }
  },
  messages: { conflict: 'This campus already runs this program!' },
});

/** The major (specialisation) subjects a program offers. */
export const majorSubjectContract = defineResourceContract({
  name: 'MajorSubject',
  title: 'Major Subject',
  module: 'program',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['programId', 'majorName'],
  fields: {
    programId: programRef(true),
    majorName: requiredText('Major Subject', 150),
    code: codeField(),
    ...remarksAndStatus(),
  },
  messages: conflict('Major subject'),
});
