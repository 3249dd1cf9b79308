/**
 * What the national demo holds beyond the first demo institutions (seed-nation.ts writes it):
 * the other six universities, each university's faculties, levels and programs, and 34 more
 * campuses of all three types in all seven provinces and the three ecological belts, each with
 * the programs it runs and its number of students and staff. The totals the tests and the
 * start-up banner show are sums over these tables.
 */

export type UniversityKey =
  'TU' | 'KU' | 'PU' | 'PurU' | 'FWU' | 'NSU' | 'MWU' | 'AFU' | 'LBU' | 'NOU' | 'RJU';

/** The universities the first demo set lacks (the first five are seed.ts's, ids 1 to 5). */
export const NATION_UNIVERSITIES: readonly {
  key: UniversityKey;
  name: string;
  shortName: string;
  district: string;
  localLevel: string;
  address: string;
  establishedYear: number;
}[] = [
  {
    key: 'NSU',
    name: 'Nepal Sanskrit University',
    shortName: 'NSU',
    district: 'Dang',
    localLevel: 'Ghorahi Sub-Metropolitan City',
    address: 'Beljhundi, Dang',
    establishedYear: 1986,
  },
  {
    key: 'MWU',
    name: 'Mid-Western University',
    shortName: 'MWU',
    district: 'Surkhet',
    localLevel: 'Birendranagar Municipality',
    address: 'Birendranagar, Surkhet',
    establishedYear: 2010,
  },
  {
    key: 'AFU',
    name: 'Agriculture and Forestry University',
    shortName: 'AFU',
    district: 'Chitwan',
    localLevel: 'Bharatpur Metropolitan City',
    address: 'Rampur, Chitwan',
    establishedYear: 2010,
  },
  {
    key: 'LBU',
    name: 'Lumbini Buddhist University',
    shortName: 'LBU',
    district: 'Rupandehi',
    localLevel: 'Lumbini Sanskritik Municipality',
    address: 'Lumbini, Rupandehi',
    establishedYear: 2004,
  },
  {
    key: 'NOU',
    name: 'Nepal Open University',
    shortName: 'NOU',
    district: 'Lalitpur',
    localLevel: 'Lalitpur Metropolitan City',
    address: 'Manbhawan, Lalitpur',
    establishedYear: 2016,
  },
  {
    key: 'RJU',
    name: 'Rajarshi Janak University',
    shortName: 'RJU',
    district: 'Dhanusha',
    localLevel: 'Janakpur Sub-Metropolitan City',
    address: 'Janakpurdham, Dhanusha',
    establishedYear: 2017,
  },
];

export type FacultyKey =
  | 'Science'
  | 'Management'
  | 'Humanities'
  | 'Education'
  | 'Engineering'
  | 'Agriculture'
  | 'Law'
  | 'Sanskrit'
  | 'Buddhist';

/** Faculties by key: name, type, short name (each university gets its own rows). */
export const FACULTIES: Record<
  FacultyKey,
  { name: string; type: 'general' | 'technical'; short: string }
> = {
  Science: { name: 'Science and Technology', type: 'technical', short: 'FST' },
  Management: { name: 'Management', type: 'general', short: 'FOM' },
  Humanities: { name: 'Humanities and Social Sciences', type: 'general', short: 'FHSS' },
  Education: { name: 'Education', type: 'general', short: 'FOE' },
  Engineering: { name: 'Engineering', type: 'technical', short: 'FOEng' },
  Agriculture: { name: 'Agriculture and Forestry', type: 'technical', short: 'FAF' },
  Law: { name: 'Law', type: 'general', short: 'FOL' },
  Sanskrit: { name: 'Sanskrit Studies', type: 'general', short: 'FSS' },
  Buddhist: { name: 'Buddhist Studies', type: 'general', short: 'FBS' },
};

export type LevelName = 'Bachelor' | 'Master' | 'MPhil' | 'PhD';
export const LEVEL_NAMES: readonly LevelName[] = ['Bachelor', 'Master', 'MPhil', 'PhD'];

export interface PlannedProgram {
  /** Unique among all universities' programs (Tribhuvan University's keep their own codes). */
  code: string;
  name: string;
  short: string;
  faculty: FacultyKey;
  level: LevelName;
  type: 'annual' | 'semester';
  duration: number;
}

/**
 * The programs of each university, one a line: university | code | name | short name | faculty |
 * level | annual or semester | duration in years. Tribhuvan University's are those of the first
 * demo set (seed-setup.ts), found by code (their names are not repeated here).
 */
const PROGRAM_TABLE = `
TU   | CSIT             | - | - | Science | Bachelor | semester | 4
TU   | BBS              | - | - | Management | Bachelor | annual | 4
TU   | BA               | - | - | Humanities | Bachelor | annual | 4
TU   | BEd              | - | - | Education | Bachelor | annual | 4
TU   | MBS              | - | - | Management | Master | semester | 2
KU   | KU-BE            | Bachelor of Engineering | BE | Engineering | Bachelor | semester | 4
KU   | KU-MBA           | Master of Business Administration | MBA | Management | Master | semester | 2
KU   | KU-MPHIL         | MPhil in Education | MPhil Ed | Education | MPhil | semester | 2
KU   | KU-PHD           | PhD in Engineering | PhD Eng | Engineering | PhD | annual | 3
PU   | PU-BE            | Bachelor of Civil Engineering | BE Civil | Engineering | Bachelor | semester | 4
PU   | PU-BBA           | Bachelor of Business Administration | BBA | Management | Bachelor | semester | 4
PU   | PU-MBA           | Master of Business Administration | MBA | Management | Master | semester | 2
PU   | PU-PHD           | PhD in Management | PhD Mgmt | Management | PhD | annual | 3
PurU | PURU-BBS         | Bachelor of Business Studies | BBS | Management | Bachelor | annual | 4
PurU | PURU-BE          | Bachelor of Computer Engineering | BE Computer | Engineering | Bachelor | semester | 4
PurU | PURU-BED         | Bachelor of Education | BEd | Education | Bachelor | annual | 4
PurU | PURU-MBS         | Master of Business Studies | MBS | Management | Master | annual | 2
FWU  | FWU-BED          | Bachelor of Education | BEd | Education | Bachelor | annual | 4
FWU  | FWU-BBS          | Bachelor of Business Studies | BBS | Management | Bachelor | annual | 4
FWU  | FWU-BSC          | Bachelor of Science | BSc | Science | Bachelor | annual | 4
FWU  | FWU-MED          | Master of Education | MEd | Education | Master | annual | 2
NSU  | NSU-SHASTRI      | Shastri (Bachelor in Sanskrit) | Shastri | Sanskrit | Bachelor | annual | 4
NSU  | NSU-ACHARYA      | Acharya (Master in Sanskrit) | Acharya | Sanskrit | Master | annual | 2
NSU  | NSU-VIDYAVARIDHI | Vidyavaridhi (PhD in Sanskrit) | Vidyavaridhi | Sanskrit | PhD | annual | 3
MWU  | MWU-BBS          | Bachelor of Business Studies | BBS | Management | Bachelor | annual | 4
MWU  | MWU-BED          | Bachelor of Education | BEd | Education | Bachelor | annual | 4
MWU  | MWU-BA           | Bachelor of Arts | BA | Humanities | Bachelor | annual | 4
MWU  | MWU-MPHIL        | MPhil in Humanities | MPhil | Humanities | MPhil | semester | 2
AFU  | AFU-BSCAG        | BSc Agriculture | BSc Ag | Agriculture | Bachelor | semester | 4
AFU  | AFU-BSCFOR       | BSc Forestry | BSc Forestry | Agriculture | Bachelor | semester | 4
AFU  | AFU-MSCAG        | MSc Agriculture | MSc Ag | Agriculture | Master | semester | 2
AFU  | AFU-PHD          | PhD in Agriculture | PhD Ag | Agriculture | PhD | annual | 3
LBU  | LBU-BA           | Bachelor of Arts in Buddhist Studies | BA Buddhist | Buddhist | Bachelor | annual | 4
LBU  | LBU-MA           | Master of Arts in Buddhist Studies | MA Buddhist | Buddhist | Master | semester | 2
NOU  | NOU-BBA          | Bachelor of Business Administration (Open) | BBA | Management | Bachelor | semester | 4
NOU  | NOU-MPHIL        | MPhil in Education (Open) | MPhil Ed | Education | MPhil | semester | 2
NOU  | NOU-MED          | Master of Education (Open) | MEd | Education | Master | semester | 2
RJU  | RJU-BBA          | Bachelor of Business Administration | BBA | Management | Bachelor | semester | 4
RJU  | RJU-BSCCSIT      | BSc Computer Science and Information Technology | BSc CSIT | Science | Bachelor | semester | 4
RJU  | RJU-LLB          | Bachelor of Laws | LLB | Law | Bachelor | annual | 5
`;

export interface PlannedCampus {
  name: string;
  type: 'constituent' | 'community' | 'private';
  university: UniversityKey;
  district: string;
  localLevel: string;
  establishedYear: number;
  /** Codes of the programs it runs (its university's). */
  programs: readonly string[];
  /** Students over the five fiscal years, and staff. */
  students: number;
  staff: number;
}

/**
 * The new campuses, one a line: name | type | university | district | local level | established
 * (AD) | programs | students | staff. Their names sort after "Bhaktapur Multiple Campus" (the
 * first demo campus, which the screens' lists show first) and their ids follow the first six.
 */
const CAMPUS_TABLE = `
Dhankuta Multiple Campus | constituent | TU | Dhankuta | Dhankuta Municipality | 1981 | BBS BA BEd | 110 | 11
Purbanchal Campus, Dharan | constituent | PurU | Sunsari | Dharan Sub-Metropolitan City | 1995 | PURU-BE PURU-BBS PURU-MBS | 120 | 12
Sankhuwasabha Community Campus | community | PurU | Sankhuwasabha | Khandabari Municipality | 2001 | PURU-BBS PURU-BED | 60 | 7
Mechi Multiple Campus | constituent | TU | Jhapa | Bhadrapur Municipality | 1974 | BBS BEd MBS | 130 | 12
Solukhumbu Multiple Campus | community | TU | Solukhumbu | Solu Dhudhakunda Municipality | 1995 | BEd BA | 55 | 7
Ramswarup Ramsagar Multiple Campus | constituent | TU | Dhanusha | Janakpur Sub-Metropolitan City | 1955 | BBS BA BEd MBS | 150 | 13
Thakur Ram Multiple Campus | constituent | TU | Parsa | Birgunj Metropolitan City | 1952 | BBS CSIT MBS | 140 | 12
Siraha Community Campus | community | TU | Siraha | Siraha Municipality | 1992 | BBS BEd | 85 | 8
Mithila Institute of Technology | private | PurU | Dhanusha | Janakpur Sub-Metropolitan City | 2008 | PURU-BE | 60 | 8
Rajarshi Janak University Central Campus | constituent | RJU | Dhanusha | Janakpur Sub-Metropolitan City | 2018 | RJU-BBA RJU-BSCCSIT RJU-LLB | 90 | 10
Sarlahi Model College | private | TU | Sarlahi | Malangawa Municipality | 2005 | BBS CSIT | 70 | 7
Tri-Chandra Multiple Campus | constituent | TU | Kathmandu | Kathmandu Metropolitan City | 1918 | CSIT BA MBS | 160 | 14
St. Xavier College, Maitighar | private | TU | Kathmandu | Kathmandu Metropolitan City | 1988 | CSIT BBS | 90 | 9
Dolakha Multiple Campus | community | TU | Dolakha | Bhimeshwor Municipality | 1992 | BEd BBS | 60 | 7
Kathmandu University School of Engineering | constituent | KU | Kavrepalanchok | Dhulikhel Municipality | 1991 | KU-BE KU-MPHIL KU-PHD | 130 | 13
Nepal Open University Central Campus | constituent | NOU | Lalitpur | Lalitpur Metropolitan City | 2017 | NOU-BBA NOU-MED NOU-MPHIL | 100 | 9
Valmiki Vidyapeeth | constituent | NSU | Kathmandu | Kathmandu Metropolitan City | 1962 | NSU-SHASTRI NSU-ACHARYA | 70 | 8
Rampur Campus | constituent | AFU | Chitwan | Bharatpur Metropolitan City | 1968 | AFU-BSCAG AFU-MSCAG AFU-PHD | 120 | 12
Hetauda Community Campus | community | TU | Makwanpur | Hetauda Sub-Metropolitan City | 1990 | BBS BA BEd | 95 | 9
Prithvi Narayan Campus | constituent | TU | Kaski | Pokhara Metropolitan City | 1960 | CSIT BBS BA MBS | 170 | 15
Pokhara University School of Business | constituent | PU | Kaski | Pokhara Metropolitan City | 1997 | PU-BBA PU-MBA PU-PHD | 110 | 10
Oxford College of Engineering and Management | private | PU | Nawalpur | Gaidakot Municipality | 2006 | PU-BE PU-BBA | 80 | 8
Mustang Community Campus | community | TU | Mustang | Gharpajhong Rural Municipality | 2004 | BEd | 35 | 5
Gorkha Campus | community | TU | Gorkha | Gorkha Municipality | 1982 | BBS BEd | 65 | 7
Butwal Multiple Campus | constituent | TU | Rupandehi | Butwal Sub-Metropolitan City | 1967 | BBS BA BEd MBS | 150 | 13
Mahendra Multiple Campus, Nepalgunj | constituent | TU | Banke | Nepalgunj Sub-Metropolitan City | 1965 | BBS BEd BA | 120 | 11
Paklihawa Campus | constituent | AFU | Rupandehi | Siddharthanagar Municipality | 1978 | AFU-BSCAG AFU-BSCFOR | 80 | 9
Lumbini Buddhist University Central Campus | constituent | LBU | Rupandehi | Lumbini Sanskritik Municipality | 2006 | LBU-BA LBU-MA | 60 | 7
Mahendra Sanskrit Campus, Beljhundi | constituent | NSU | Dang | Ghorahi Sub-Metropolitan City | 1980 | NSU-SHASTRI NSU-ACHARYA NSU-VIDYAVARIDHI | 55 | 7
Lumbini Banijya Campus | private | TU | Rupandehi | Butwal Sub-Metropolitan City | 1992 | BBS CSIT MBS | 85 | 8
Surkhet Campus | constituent | TU | Surkhet | Birendranagar Municipality | 1979 | BBS BEd BA | 100 | 10
Mid-Western University Central Campus | constituent | MWU | Surkhet | Birendranagar Municipality | 2011 | MWU-BBS MWU-BA MWU-MPHIL | 90 | 10
Jumla Multiple Campus | community | MWU | Jumla | Chandannath Municipality | 1992 | MWU-BED MWU-BBS | 50 | 6
Humla Multiple Campus | community | MWU | Humla | Simkot Rural Municipality | 2005 | MWU-BED | 30 | 5
Far Western University Central Campus | constituent | FWU | Kanchanpur | Bhimdatta Municipality | 2010 | FWU-BED FWU-BSC FWU-MED | 110 | 11
Siddhanath Science Campus | constituent | TU | Kanchanpur | Bhimdatta Municipality | 1982 | CSIT BEd | 90 | 9
Kailali Multiple Campus | community | TU | Kailali | Dhangadhi Sub-Metropolitan City | 1980 | BBS BEd BA MBS | 130 | 12
Darchula Multiple Campus | community | FWU | Darchula | Mahakali Municipality | 1998 | FWU-BED FWU-BBS | 45 | 6
Dadeldhura Private College | private | FWU | Dadeldhura | Amargadhi Municipality | 2009 | FWU-BBS | 40 | 5
`;

/**
 * The rows of a `|` table, each a reader of its cells by column name; throws on a line with the
 * wrong number of cells or an empty one.
 */
function rows<Column extends string>(
  table: string,
  columns: readonly Column[],
): ((column: Column) => string)[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const row = line.split('|').map((cell) => cell.trim());
      if (row.length !== columns.length || row.some((cell) => cell === '')) {
        throw new Error(`national demo: bad line "${line}"`);
      }
      return (column) => row[columns.indexOf(column)] ?? '';
    });
}

const oneOf = <T extends string>(value: string, allowed: readonly T[]): T => {
  const found = allowed.find((entry) => entry === value);
  if (found === undefined) throw new Error(`national demo: unknown "${value}"`);
  return found;
};
const UNIVERSITY_KEYS: readonly UniversityKey[] = [
  'TU',
  'KU',
  'PU',
  'PurU',
  'FWU',
  'NSU',
  'MWU',
  'AFU',
  'LBU',
  'NOU',
  'RJU',
];
const FACULTY_KEYS = Object.keys(FACULTIES) as FacultyKey[];

export const PROGRAMS: readonly (PlannedProgram & { university: UniversityKey })[] = rows(
  PROGRAM_TABLE,
  ['university', 'code', 'name', 'short', 'faculty', 'level', 'type', 'duration'],
).map((cell) => ({
  university: oneOf(cell('university'), UNIVERSITY_KEYS),
  code: cell('code'),
  name: cell('name'),
  short: cell('short'),
  faculty: oneOf(cell('faculty'), FACULTY_KEYS),
  level: oneOf(cell('level'), LEVEL_NAMES),
  type: oneOf(cell('type'), ['annual', 'semester'] as const),
  duration: Number(cell('duration')),
}));

export const NATION_CAMPUSES: readonly PlannedCampus[] = rows(CAMPUS_TABLE, [
  'name',
  'type',
  'university',
  'district',
  'localLevel',
  'established',
  'programs',
  'students',
  'staff',
]).map((cell) => {
  const name = cell('name');
  const key = oneOf(cell('university'), UNIVERSITY_KEYS);
  const programs = cell('programs').split(/\s+/);
  for (const code of programs) {
    if (!PROGRAMS.some((row) => row.code === code && row.university === key)) {
      throw new Error(`national demo: ${name} runs ${code}, not a program of ${key}`);
    }
  }
  return {
    name,
    type: oneOf(cell('type'), ['constituent', 'community', 'private'] as const),
    university: key,
    district: cell('district'),
    localLevel: cell('localLevel'),
    establishedYear: Number(cell('established')),
    programs,
    students: Number(cell('students')),
    staff: Number(cell('staff')),
  };
});

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The new rows: universities, campuses, students and employees, in all and of Tribhuvan University. */
export const NATION_TOTALS = {
  universities: NATION_UNIVERSITIES.length,
  campuses: NATION_CAMPUSES.length,
  students: sum(NATION_CAMPUSES.map((row) => row.students)),
  employees: sum(NATION_CAMPUSES.map((row) => row.staff)),
  tu: {
    campuses: NATION_CAMPUSES.filter((row) => row.university === 'TU').length,
    students: sum(
      NATION_CAMPUSES.filter((row) => row.university === 'TU').map((row) => row.students),
    ),
    employees: sum(
      NATION_CAMPUSES.filter((row) => row.university === 'TU').map((row) => row.staff),
    ),
  },
} as const;
