/**
 * The setup, program and organization resources: each contract of shared-contracts/src/resources
 * on its table, with the server rules a schema alone cannot check (the subject's year or
 * semester by its program's type, one active fiscal year, a district inside its province).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CAMPUS_MESSAGES,
  FISCAL_YEAR_MESSAGES,
  MESSAGES,
  SUBJECT_SEMESTER_REQUIRED,
  SUBJECT_YEAR_REQUIRED,
  batchContract,
  budgetSetupContract,
  campusContract,
  campusTypeNumberContract,
  centralDepartmentContract,
  collegeProgramContract,
  departmentContract,
  employeePositionContract,
  ethnicGroupContract,
  facultyContract,
  fiscalYearContract,
  holidayContract,
  incomeExpenditureEntryContract,
  incomeExpenseHeadContract,
  levelContract,
  majorSubjectContract,
  programContract,
  sectionContract,
  studentAgeGroupContract,
  subjectContract,
  universityContract,
  type FieldSpec,
  type Ownership,
  type ResourceContract,
} from '@hemis/shared-contracts';
import {
  batches,
  budgetSetups,
  campusTypeNumbers,
  campuses,
  centralDepartments,
  collegePrograms,
  departments,
  districts,
  employeePositions,
  ethnicGroups,
  faculties,
  fiscalYears,
  holidays,
  incomeExpenditureEntries,
  incomeExpenseHeads,
  levels,
  majorSubjects,
  programs,
  provinces,
  sections,
  studentAgeGroups,
  subjects,
  universities,
} from '../../db/schema';
import { badRequest } from '../../lib/errors';
import {
  registerResource,
  type ResourceHandle,
  type ResourceOptions,
  type ResourceRegistry,
  type WriteContext,
} from '../../lib/resource/register';
import {
  BATCH_ROW_EXTRAS,
  FISCAL_YEAR_ROW_EXTRAS,
  SUBJECT_CLIENT_INPUT,
  collegeProgramRowExtras,
  incomeExpenditureRowExtras,
  subjectRowExtras,
} from '../../legacy-client/shapes';
import { checkEnrolmentOpening } from '../enrolment/offers';

/** The district must lie in the province (both optional on a university). */
async function checkDistrict({ db, values }: WriteContext): Promise<void> {
  const { provinceId, districtId } = values;
  if (typeof districtId !== 'number' || typeof provinceId !== 'number') return;
  const [district] = await db
    .select({ provinceId: districts.provinceId })
    .from(districts)
    .where(eq(districts.id, districtId))
    .limit(1);
  if (district && district.provinceId !== provinceId) {
    throw badRequest(MESSAGES.http.badRequest, {
      districtId: CAMPUS_MESSAGES.districtOutsideProvince,
    });
  }
}

/** Year for annual programs, semester for semester programs; the other is cleared. */
async function checkSubjectTerm({ db, values }: WriteContext) {
  const programId = values.programId;
  if (typeof programId !== 'number') return;
  const [program] = await db
    .select({ programType: programs.programType })
    .from(programs)
    .where(eq(programs.id, programId))
    .limit(1);
  if (!program) return;
  if (program.programType === 'annual') {
    if (typeof values.year !== 'number') {
      throw badRequest(MESSAGES.http.badRequest, { year: SUBJECT_YEAR_REQUIRED });
    }
    return { semester: null };
  }
  if (typeof values.semester !== 'number') {
    throw badRequest(MESSAGES.http.badRequest, { semester: SUBJECT_SEMESTER_REQUIRED });
  }
  return { year: null };
}

export interface SetupResources {
  registry: ResourceRegistry;
  faculty: ResourceHandle;
  level: ResourceHandle;
  program: ResourceHandle;
  subject: ResourceHandle;
  collegeProgram: ResourceHandle;
  majorSubject: ResourceHandle;
  fiscalYear: ResourceHandle;
  university: ResourceHandle;
  campus: ResourceHandle;
}

export function registerSetupResources(app: FastifyInstance): SetupResources {
  const registry = app.hemis.resources;
  registry.set('Province', { table: provinces, id: provinces.id, label: provinces.name });
  registry.set('District', { table: districts, id: districts.id, label: districts.name });
  const register = <F extends Record<string, FieldSpec>, O extends Ownership>(
    contract: ResourceContract<F, O>,
    table: Parameters<typeof registerResource>[2],
    extra: Omit<ResourceOptions, 'registry'> = {},
  ) => registerResource(app, contract, table, { registry, ...extra });

  // Organizations first: the others refer to universities and campuses.
  const university = register(universityContract, universities, {
    validate: checkDistrict,
  });
  const campus = register(campusContract, campuses, {
    async validate(context) {
      // Another university: the move (POST /Campus/{id}/Move), a deliberate action of its own.
      if (context.existing && 'universityId' in context.changes) {
        throw badRequest(MESSAGES.http.badRequest, {
          universityId: CAMPUS_MESSAGES.moveInstead,
        });
      }
      return checkDistrict(context);
    },
    // GET /Campus/:id is the public branding read (domains/campus).
    skip: ['getOne'],
  });
  register(centralDepartmentContract, centralDepartments);

  const fiscalYear = register(fiscalYearContract, fiscalYears, {
    rowExtras: FISCAL_YEAR_ROW_EXTRAS,
    async validate({ existing, values }) {
      if (existing?.isActive === true && values.isActive === false) {
        throw badRequest(MESSAGES.http.badRequest, {
          isActive: FISCAL_YEAR_MESSAGES.keepOneActive,
        });
      }
    },
    // Switching the active year: the others are made inactive in the same transaction, so the
    // partial unique index (one row with is_active) always holds.
    async beforeWrite({ db, changes, existing, scope }) {
      if (changes.isActive !== true) return;
      await db
        .update(fiscalYears)
        .set({ isActive: false, updatedAt: new Date(), updatedBy: scope.userId })
        .where(
          and(
            eq(fiscalYears.isActive, true),
            existing ? ne(fiscalYears.id, Number(existing.id)) : undefined,
          ),
        );
    },
    async beforeDelete({ existing }) {
      if (existing.isActive === true) {
        throw badRequest(FISCAL_YEAR_MESSAGES.deleteActive, {
          isActive: FISCAL_YEAR_MESSAGES.deleteActive,
        });
      }
    },
  });

  const faculty = register(facultyContract, faculties);
  const level = register(levelContract, levels);
  const program = register(programContract, programs);
  const subject = register(subjectContract, subjects, {
    validate: checkSubjectTerm,
    clientInput: SUBJECT_CLIENT_INPUT,
    rowExtras: subjectRowExtras(app.db),
  });
  const collegeProgram = register(collegeProgramContract, collegePrograms, {
    validate: checkEnrolmentOpening,
    rowExtras: collegeProgramRowExtras(app.db),
  });
  const majorSubject = register(majorSubjectContract, majorSubjects);

  register(batchContract, batches, { rowExtras: BATCH_ROW_EXTRAS });
  register(ethnicGroupContract, ethnicGroups);
  register(employeePositionContract, employeePositions);
  register(sectionContract, sections);
  register(departmentContract, departments);
  register(incomeExpenseHeadContract, incomeExpenseHeads, {
    // An income head has a source and no nature; an expense head the other way round.
    validate: async ({ values }) =>
      values.headType === 'income' ? { budgetNature: null } : { incomeSource: null },
  });
  register(incomeExpenditureEntryContract, incomeExpenditureEntries, {
    rowExtras: incomeExpenditureRowExtras(app.db),
  });
  register(holidayContract, holidays);
  register(budgetSetupContract, budgetSetups);
  register(studentAgeGroupContract, studentAgeGroups);
  register(campusTypeNumberContract, campusTypeNumbers);

  return {
    registry,
    faculty,
    level,
    program,
    subject,
    collegeProgram,
    majorSubject,
    fiscalYear,
    university,
    campus,
  };
}
