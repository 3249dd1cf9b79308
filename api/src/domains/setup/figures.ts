/**
 * The figures of the Setup and Program Setup homes: what each register holds in the caller's
 * reach (the same rows its list shows).
 */
import type { FastifyRequest } from 'fastify';
import {
  SECTION_FIGURE_PATHS,
  batchContract,
  collegeProgramContract,
  departmentContract,
  employeePositionContract,
  ethnicGroupContract,
  facultyContract,
  fiscalYearContract,
  incomeExpenseHeadContract,
  levelContract,
  majorSubjectContract,
  programContract,
  sectionContract,
  sectionFiguresSchema,
  subjectContract,
} from '@hemis/shared-contracts';
import {
  batches,
  collegePrograms,
  departments,
  employeePositions,
  ethnicGroups,
  faculties,
  fiscalYears,
  incomeExpenseHeads,
  levels,
  majorSubjects,
  programs,
  sections,
  subjects,
} from '../../db/schema';
import { countVisible, figure, type CountedTable } from '../../lib/resource/figures';
import type { ZodApp } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { security } from '../../lib/route-kit';

type Counted = [key: string, label: string, counted: CountedTable];
const counted = (
  key: string,
  label: string,
  contract: CountedTable['contract'],
  table: CountedTable['table'] & CountedTable['columns'],
): Counted => [key, label, { table, contract, columns: table }];

const SETUP_REGISTERS: readonly Counted[] = [
  counted('fiscalYears', 'Fiscal years', fiscalYearContract, fiscalYears),
  counted('levels', 'Levels', levelContract, levels),
  counted('faculties', 'Faculties', facultyContract, faculties),
  counted('batches', 'Batches', batchContract, batches),
  counted('ethnicGroups', 'Ethnic groups', ethnicGroupContract, ethnicGroups),
  counted('posts', 'Employee posts', employeePositionContract, employeePositions),
  counted('sections', 'Sections', sectionContract, sections),
  counted('departments', 'Departments', departmentContract, departments),
  counted('heads', 'Income/expense heads', incomeExpenseHeadContract, incomeExpenseHeads),
];
const PROGRAM_REGISTERS: readonly Counted[] = [
  counted('programs', 'Programs', programContract, programs),
  counted('collegePrograms', 'College programs', collegeProgramContract, collegePrograms),
  counted('subjects', 'Subjects', subjectContract, subjects),
  counted('majorSubjects', 'Major subjects', majorSubjectContract, majorSubjects),
];

export function registerSetupFigures(
  app: ZodApp,
  scopeOf: (request: FastifyRequest) => Promise<ScopeFilter>,
): void {
  const homes = [
    [SECTION_FIGURE_PATHS.setup, 'setup:view', SETUP_REGISTERS],
    [SECTION_FIGURE_PATHS.program, 'program:view', PROGRAM_REGISTERS],
  ] as const;
  for (const [path, permission, registers] of homes) {
    app.get(
      path,
      {
        config: { auth: { permission } },
        schema: { tags: ['setup'], security, response: { 200: sectionFiguresSchema } },
      },
      async (request) => {
        const scope = await scopeOf(request);
        const figures = await Promise.all(
          registers.map(async ([key, label, table]) =>
            figure(key, label, await countVisible(app.db, table, scope)),
          ),
        );
        return { figures };
      },
    );
  }
}
