/**
 * What the national demo seed hands its parts (seed-nation.ts writes the campuses, programs and
 * years; seed-nation-people.ts and seed-nation-staff.ts fill them with students and staff).
 */
import type { FacultyKey, LevelName, PlannedCampus } from './seed-nation-plan';

export interface NationProgram {
  id: number;
  name: string;
  level: LevelName;
  levelId: number;
  faculty: FacultyKey;
  facultyId: number;
  type: 'annual' | 'semester';
  duration: number;
}

export interface NationYear {
  id: number;
  label: string;
  /** AD dates. */
  startDate: string;
  endDate: string;
  /** The BS year it starts in (2079 for 2079/80). */
  bsYear: number;
}

export interface NationCampus {
  id: number;
  universityId: number;
  provinceId: number;
  districtId: number;
  plan: PlannedCampus;
  programs: NationProgram[];
  /** Batch ids by index of the five fiscal years (the year of admission). */
  batchIds: number[];
  departmentOf: Map<number, number>;
  sectionIds: { administration: number; account: number; examination: number };
}
