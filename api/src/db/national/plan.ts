/**
 * What the national data set holds (seed-national.ts turns it into rows): Nepal's 11 universities
 * with their campuses by type, where campuses stand, the faculties, levels and programs the
 * universities run, and the mixes students and staff are drawn from. Weights are relative.
 */
import type { CampusType } from '@hemis/shared-contracts';

/** The nation's campuses and their split by type (DESIGN.md section 4). */
export const NATIONAL_CAMPUSES = 1_432;
export const CAMPUSES_BY_TYPE: Readonly<Record<CampusType, number>> = {
  community: 538,
  constituent: 147,
  private: 747,
};
/** Students and employees of the whole nation (scale 1). */
export const NATIONAL_STUDENTS = 500_000;
export const NATIONAL_EMPLOYEES = 30_000;
/** The share of employees who teach, in per cent. */
export const TEACHING_SHARE = 70;

/** Words of a line: program codes, names. */
const words = (line: string): string[] => line.split(' ');
const codes = (line: string) => words(line) as ProgramCode[];
/** `age:weight` pairs of a line. */
const pairs = (line: string) =>
  words(line).map((pair) => pair.split(':').map(Number) as [number, number]);

export interface UniversityPlan {
  name: string;
  shortName: string;
  seat: { district: string; localLevel: string };
  establishedYear: number;
  /** Campuses of each type; Tribhuvan's are what the nation's totals leave (`null`). */
  campuses: { constituent: number; community: number; private: number } | null;
  /** Per cent of its campuses in its seat's province (the rest spread over the nation). */
  homeShare: number;
  programs: readonly ProgramCode[];
}

/** Tribhuvan University: its campuses are the nation's less the other universities'. */
export const TRIBHUVAN = 'Tribhuvan University';

export const UNIVERSITIES: readonly UniversityPlan[] = [
  {
    name: TRIBHUVAN,
    shortName: 'TU',
    seat: { district: 'Kathmandu', localLevel: 'Kirtipur Municipality' },
    establishedYear: 1959,
    campuses: null,
    homeShare: 0,
    programs: codes(
      'BBS BBA BA BEd BSc CSIT BCA BECivil BEComputer MBBS Nursing LLB BScAg Forestry MBS MBA MA MEd MSc ME PGDE MPhilHum MPhilEdu PhDMgmt PhDHum',
    ),
  },
  {
    name: 'Purbanchal University',
    shortName: 'PurU',
    seat: { district: 'Morang', localLevel: 'Biratnagar Metropolitan City' },
    establishedYear: 1994,
    campuses: { constituent: 4, community: 20, private: 92 },
    homeShare: 70,
    programs: codes(
      'BBS BBA BA BEd CSIT BCA BECivil BEComputer MBBS Nursing LLB MBS MBA MA MEd ME PhDMgmt',
    ),
  },
  {
    name: 'Pokhara University',
    shortName: 'PokU',
    seat: { district: 'Kaski', localLevel: 'Pokhara Metropolitan City' },
    establishedYear: 1997,
    campuses: { constituent: 4, community: 8, private: 55 },
    homeShare: 45,
    programs: codes('BBA BBS BCA BECivil BEComputer Nursing LLB MBA ME MSc'),
  },
  {
    name: 'Kathmandu University',
    shortName: 'KU',
    seat: { district: 'Kavrepalanchok', localLevel: 'Dhulikhel Municipality' },
    establishedYear: 1991,
    campuses: { constituent: 7, community: 0, private: 17 },
    homeShare: 60,
    programs: codes(
      'BBA BA BSc BECivil BEComputer MBBS Nursing LLB MBA MEd MSc ME MPhilEdu PhDMgmt',
    ),
  },
  {
    name: 'Nepal Sanskrit University',
    shortName: 'NSU',
    seat: { district: 'Dang', localLevel: 'Ghorahi Sub-Metropolitan City' },
    establishedYear: 1986,
    campuses: { constituent: 14, community: 4, private: 0 },
    homeShare: 30,
    programs: codes('Shastri Acharya BEd MPhilHum PhDHum'),
  },
  {
    name: 'Mid-Western University',
    shortName: 'MWU',
    seat: { district: 'Surkhet', localLevel: 'Birendranagar Municipality' },
    establishedYear: 2010,
    campuses: { constituent: 12, community: 6, private: 0 },
    homeShare: 80,
    programs: codes('BBS BBA BA BEd BSc BECivil LLB MBS MA MEd'),
  },
  {
    name: 'Agriculture and Forestry University',
    shortName: 'AFU',
    seat: { district: 'Chitwan', localLevel: 'Bharatpur Metropolitan City' },
    establishedYear: 2010,
    campuses: { constituent: 10, community: 2, private: 5 },
    homeShare: 35,
    programs: codes('BScAg Forestry MSc'),
  },
  {
    name: 'Far-Western University',
    shortName: 'FWU',
    seat: { district: 'Kanchanpur', localLevel: 'Bhimdatta Municipality' },
    establishedYear: 2010,
    campuses: { constituent: 10, community: 5, private: 0 },
    homeShare: 85,
    programs: codes('BBS BBA BA BEd BSc BECivil Nursing LLB MBS MA MEd'),
  },
  {
    name: 'Lumbini Buddhist University',
    shortName: 'LBU',
    seat: { district: 'Rupandehi', localLevel: 'Lumbini Sanskritik Municipality' },
    establishedYear: 2004,
    campuses: { constituent: 4, community: 2, private: 3 },
    homeShare: 60,
    programs: codes('BA BBS MA MPhilHum PhDHum'),
  },
  {
    name: 'Nepal Open University',
    shortName: 'NOU',
    seat: { district: 'Lalitpur', localLevel: 'Lalitpur Metropolitan City' },
    establishedYear: 2016,
    campuses: { constituent: 1, community: 0, private: 0 },
    homeShare: 100,
    programs: codes('BBA MBA MA MEd MPhilEdu PhDMgmt'),
  },
  {
    name: 'Rajarshi Janak University',
    shortName: 'RJU',
    seat: { district: 'Dhanusha', localLevel: 'Janakpurdham Sub-Metropolitan City' },
    establishedYear: 2017,
    campuses: { constituent: 1, community: 0, private: 0 },
    homeShare: 100,
    programs: codes('BBS BBA BA BEd BCA MBS MA MEd'),
  },
];

/** Where the nation's campuses stand, by province id (Bagmati most). */
export const PROVINCE_WEIGHTS: Readonly<Record<number, number>> = {
  1: 15,
  2: 11,
  3: 35,
  4: 10,
  5: 15,
  6: 6,
  7: 8,
};
/** Districts with more campuses and students than their province's others (weight 1). */
export const DISTRICT_WEIGHTS: Readonly<Record<string, number>> = {
  Kathmandu: 14,
  Lalitpur: 5,
  Bhaktapur: 3,
  Chitwan: 4,
  Kavrepalanchok: 2,
  Makwanpur: 2,
  Morang: 5,
  Sunsari: 4,
  Jhapa: 4,
  Dhanusha: 3,
  Parsa: 3,
  Saptari: 2,
  Kaski: 6,
  Tanahun: 2,
  Rupandehi: 5,
  Dang: 3,
  Banke: 3,
  Palpa: 2,
  Surkhet: 3,
  Kailali: 4,
  Kanchanpur: 3,
};

export const FACULTIES = [
  {
    key: 'hum',
    facultyName: 'Humanities and Social Sciences',
    facultyType: 'general',
    shortName: 'FOHSS',
  },
  { key: 'mgmt', facultyName: 'Management', facultyType: 'general', shortName: 'FOM' },
  { key: 'edu', facultyName: 'Education', facultyType: 'general', shortName: 'FOE' },
  {
    key: 'sci',
    facultyName: 'Science and Technology',
    facultyType: 'technical',
    shortName: 'IOST',
  },
  { key: 'eng', facultyName: 'Engineering', facultyType: 'technical', shortName: 'IOE' },
  {
    key: 'med',
    facultyName: 'Medicine and Health Sciences',
    facultyType: 'technical',
    shortName: 'IOM',
  },
  { key: 'law', facultyName: 'Law', facultyType: 'general', shortName: 'FOL' },
  {
    key: 'agri',
    facultyName: 'Agriculture and Forestry',
    facultyType: 'technical',
    shortName: 'IAAS',
  },
  {
    key: 'sans',
    facultyName: 'Sanskrit and Eastern Philosophy',
    facultyType: 'general',
    shortName: 'FSEP',
  },
] as const;
export type FacultyKey = (typeof FACULTIES)[number]['key'];

/** The levels of study, as every university names them (the demo sets write the same rows). */
export const LEVELS = [
  { key: 'B', levelName: 'Bachelor', shortName: 'B', code: 'L1' },
  { key: 'PGD', levelName: 'Post Graduate Diploma', shortName: 'PGD', code: 'L2' },
  { key: 'M', levelName: 'Master', shortName: 'M', code: 'L3' },
  { key: 'MPhil', levelName: 'MPhil', shortName: 'MPhil', code: 'L4' },
  { key: 'PhD', levelName: 'PhD', shortName: 'PhD', code: 'L5' },
] as const;
export type LevelKey = (typeof LEVELS)[number]['key'];

export interface ProgramPlan {
  programName: string;
  faculty: FacultyKey;
  level: LevelKey;
  programType: 'annual' | 'semester';
  duration: number;
  /** Per cent of its students who are women. */
  female: number;
  /** Its share of the enrolment where it is run. */
  weight: number;
}

/** A program of the catalogue: faculty, level, kind, years, per cent women, share of enrolment. */
const program = (
  programName: string,
  faculty: FacultyKey,
  level: LevelKey,
  programType: ProgramPlan['programType'],
  [duration, female, weight]: readonly [number, number, number],
): ProgramPlan => ({ programName, faculty, level, programType, duration, female, weight });

/** The programs the universities run (each university its own rows of those it runs). */
export const PROGRAMS = {
  BBS: program('Bachelor of Business Studies', 'mgmt', 'B', 'annual', [4, 60, 300]),
  BBA: program('Bachelor of Business Administration', 'mgmt', 'B', 'semester', [4, 48, 80]),
  BA: program('Bachelor of Arts', 'hum', 'B', 'annual', [4, 64, 120]),
  BEd: program('Bachelor of Education', 'edu', 'B', 'annual', [4, 68, 140]),
  BSc: program('Bachelor of Science', 'sci', 'B', 'annual', [4, 42, 40]),
  CSIT: program('BSc Computer Science and IT', 'sci', 'B', 'semester', [4, 26, 40]),
  BCA: program('Bachelor of Computer Applications', 'hum', 'B', 'semester', [4, 32, 30]),
  BECivil: program('Bachelor of Civil Engineering', 'eng', 'B', 'semester', [4, 18, 25]),
  BEComputer: program('Bachelor of Computer Engineering', 'eng', 'B', 'semester', [4, 22, 15]),
  MBBS: program('Bachelor of Medicine and Surgery', 'med', 'B', 'annual', [5, 50, 6]),
  Nursing: program('Bachelor of Science in Nursing', 'med', 'B', 'annual', [4, 98, 12]),
  LLB: program('Bachelor of Laws', 'law', 'B', 'annual', [3, 40, 10]),
  BScAg: program('Bachelor of Science in Agriculture', 'agri', 'B', 'semester', [4, 36, 8]),
  Forestry: program('Bachelor of Science in Forestry', 'agri', 'B', 'semester', [4, 30, 3]),
  Shastri: program('Shastri (Bachelor of Sanskrit)', 'sans', 'B', 'annual', [4, 16, 60]),
  MBS: program('Master of Business Studies', 'mgmt', 'M', 'semester', [2, 55, 60]),
  MBA: program('Master of Business Administration', 'mgmt', 'M', 'semester', [2, 40, 10]),
  MA: program('Master of Arts', 'hum', 'M', 'semester', [2, 58, 40]),
  MEd: program('Master of Education', 'edu', 'M', 'semester', [2, 60, 40]),
  MSc: program('Master of Science', 'sci', 'M', 'semester', [2, 40, 10]),
  ME: program('Master of Engineering', 'eng', 'M', 'semester', [2, 15, 3]),
  Acharya: program('Acharya (Master of Sanskrit)', 'sans', 'M', 'annual', [2, 15, 20]),
  PGDE: program('Post Graduate Diploma in Education', 'edu', 'PGD', 'annual', [1, 55, 6]),
  MPhilHum: program('MPhil in Humanities', 'hum', 'MPhil', 'semester', [2, 40, 4]),
  MPhilEdu: program('MPhil in Education', 'edu', 'MPhil', 'semester', [2, 42, 2]),
  PhDMgmt: program('PhD in Management', 'mgmt', 'PhD', 'annual', [3, 25, 1.5]),
  PhDHum: program('PhD in Humanities', 'hum', 'PhD', 'annual', [3, 30, 1.5]),
} as const satisfies Record<string, ProgramPlan>;
export type ProgramCode = keyof typeof PROGRAMS;

/** Students' share by ethnic group's equity category; within one, the groups' order falls off. */
export const EQUITY_CATEGORY_WEIGHTS: Readonly<Record<string, number>> = {
  brahminChhetri: 40,
  janajati: 32,
  madhesi: 13,
  dalit: 8,
  muslim: 3,
  others: 4,
};

/** Surnames by equity category (a record's last name). */
export const SURNAMES: Readonly<Record<string, readonly string[]>> = {
  brahminChhetri: words('Sharma Poudel Adhikari Khanal Bhattarai Thapa Karki Khadka Basnet Shahi'),
  janajati: words('Magar Tharu Tamang Shrestha Rai Gurung Limbu Sherpa Maharjan Sunuwar'),
  madhesi: words('Yadav Sah Mandal Kushwaha Gupta Chaudhary Singh Jha'),
  dalit: words('B.K. Nepali Pariyar Sarki Ram Paswan'),
  muslim: words('Ansari Miya Khan Siddiqui'),
  others: words('Agrawal Singh Kaur Das'),
};
export const FIRST_NAMES = {
  female: words(
    'Sita Gita Anita Sunita Laxmi Sarita Puja Sabina Manisha Asmita Rojina Kabita Nisha',
  ),
  male: words('Ram Hari Krishna Bikash Suresh Ramesh Prakash Sandip Rajesh Dipak Nabin Sagar Anil'),
};

/** Age on admission by level: `age:weight`. */
export const ADMISSION_AGES: Readonly<Record<LevelKey, readonly (readonly [number, number])[]>> = {
  B: pairs('16:2 17:10 18:26 19:22 20:14 21:9 22:6 23:4 24:3 25:2 27:1 29:1 33:1'),
  PGD: pairs('23:10 25:20 27:20 29:15 31:12 34:10 38:8 42:5'),
  M: pairs('21:4 22:12 23:18 24:18 25:14 26:10 27:8 28:6 30:4 32:3 35:2 40:1'),
  MPhil: pairs('26:10 28:20 30:20 33:20 36:15 40:10 45:5'),
  PhD: pairs('30:10 33:20 36:25 40:20 44:15 50:10'),
};

/**
 * By years since admission (0 = this fiscal year): per cent graduated and dropped out. Students
 * are admitted over the active fiscal year and the five before it.
 */
export const GRADUATED_BY_AGE = [0, 3, 12, 30, 45, 55] as const;
export const DROPPED_BY_AGE = [2, 4, 6, 8, 10, 12] as const;
/** Admissions by fiscal year, oldest first (the intake grows). */
export const ADMISSIONS_BY_YEAR = [12, 15, 16, 17, 19, 21] as const;

export const DROPOUT_REASON_WEIGHTS: Readonly<Record<string, number>> = {
  financial: 25,
  employment: 20,
  marriage: 10,
  migration: 20,
  transfer: 8,
  health: 5,
  academicFailure: 7,
  other: 5,
};

/** Teachers: their posts, qualifications and joining types. */
export const TEACHER_POSTS: Readonly<Record<string, number>> = {
  Professor: 3,
  'Associate Professor': 8,
  'Assistant Professor': 20,
  Lecturer: 45,
  'Teaching Assistant': 14,
  Instructor: 10,
};
export const TEACHER_QUALIFICATIONS: Readonly<Record<string, number>> = {
  phd: 9,
  mphil: 8,
  master: 78,
  bachelor: 5,
};
export const JOINING_TYPES: Readonly<Record<string, number>> = {
  permanent: 42,
  temporary: 15,
  contract: 20,
  partTime: 23,
};
/** Non-teaching staff: posts of each staff category, and the sections they work in. */
export const NON_TEACHING_POSTS: Readonly<Record<string, number>> = {
  'Campus Chief': 4,
  'Administrative Officer': 10,
  'Section Officer': 14,
  Accountant: 12,
  Librarian: 10,
  'Lab Assistant': 14,
  'Computer Operator': 12,
  'Office Assistant': 24,
};
export const NON_TEACHING_QUALIFICATIONS: Readonly<Record<string, number>> = {
  see: 15,
  intermediate: 30,
  bachelor: 35,
  master: 20,
};
export const SECTIONS = [
  'Administration Section',
  'Account Section',
  'Examination Section',
  'Library Section',
  'Store Section',
] as const;
/** Per cent of teachers and of non-teaching staff who are women. */
export const FEMALE_TEACHERS = 24;
export const FEMALE_NON_TEACHING = 36;
