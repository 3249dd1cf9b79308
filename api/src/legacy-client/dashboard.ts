/**
 * The earlier campus client's home calls, under the paths and spellings it uses
 * (`GetStudentsByFacultyForDahsboard` and `GetNoOfCollgeForUniAndAdmin` are its own). Each is
 * answered from the report engine (ReportReader) in the caller's reach, as our own home is; only
 * the names and shapes are the client's. Registered before the kit's `/<Name>/:id` routes would
 * take these paths as ids.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EARLIER_CLIENT_PATHS } from '@hemis/shared-contracts';
import {
  clientFiltersSchema,
  clientRead,
  people,
  peopleOf,
  peopleSchema,
  sectionReader,
} from './reads';

export const clientDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = app.hemis.reports;

  const sectionRead = sectionReader(app);

  sectionRead(
    EARLIER_CLIENT_PATHS.studentsByProgram,
    'studentsByProgram',
    'programName',
    'Students by program and gender (the client’s home)',
  );
  sectionRead(
    EARLIER_CLIENT_PATHS.studentsByFaculty,
    'studentsByFaculty',
    'facultyName',
    'Students by faculty and gender (the client’s home)',
  );
  sectionRead(
    EARLIER_CLIENT_PATHS.studentsByLevel,
    'studentsByLevel',
    'levelName',
    'Students by level and gender (the client’s home)',
  );
  sectionRead(
    EARLIER_CLIENT_PATHS.studentsByEthnicity,
    'studentsByEthnicGroup',
    'ethnicity',
    'Students by ethnic group and gender (the client’s home)',
  );

  app.get(
    EARLIER_CLIENT_PATHS.totalStudents,
    clientRead(
      'The students of the reach by gender (the client’s home)',
      clientFiltersSchema,
      peopleSchema,
    ),
    async (request) => {
      const figures = await reader.figures(await reader.context(request.scope(), request.query));
      return peopleOf(figures.students);
    },
  );

  app.get(
    EARLIER_CLIENT_PATHS.employeesByType,
    clientRead(
      'Teaching and non-teaching staff of the reach by gender (the client’s home)',
      clientFiltersSchema,
      z.array(z.object({ employeeType: z.string(), ...people })),
    ),
    async (request) => {
      const figures = await reader.figures(await reader.context(request.scope(), request.query));
      return [
        { employeeType: 'Teaching', ...peopleOf(figures.teachers) },
        { employeeType: 'Non-Teaching', ...peopleOf(figures.nonTeaching) },
      ];
    },
  );

  app.get(
    EARLIER_CLIENT_PATHS.joiningTypeByEmployeeType,
    clientRead(
      'Teaching and non-teaching staff of the reach by joining type and gender (the client’s home)',
      clientFiltersSchema,
      z.array(z.object({ employeeType: z.string(), joiningType: z.string(), ...people })),
    ),
    async (request) => {
      const context = await reader.context(request.scope(), request.query);
      const [teaching, nonTeaching] = await reader.sections(context, [
        'teachersByJoiningType',
        'nonTeachingByJoiningType',
      ]);
      return [
        ...teaching!.rows.map((row) => ({ employeeType: 'Teaching', row })),
        ...nonTeaching!.rows.map((row) => ({ employeeType: 'Non-Teaching', row })),
      ].map(({ employeeType, row }) => ({
        employeeType,
        joiningType: row.group,
        ...peopleOf(row),
      }));
    },
  );

  app.get(
    EARLIER_CLIENT_PATHS.campusCounts,
    clientRead(
      'The campuses of the reach, in all and by type (the client’s home)',
      clientFiltersSchema,
      z.object({
        total: z.number().int(),
        byType: z.array(z.object({ campusType: z.string(), count: z.number().int() })),
      }),
    ),
    async (request) => {
      const context = await reader.context(request.scope(), request.query);
      // A campus is its own one campus; the sections by campus serve the wider reaches.
      if (context.reach === 'campus') return { total: 1, byType: [] };
      const answer = await reader.section(context, 'campusesByType');
      return {
        total: answer.total.total,
        byType: answer.rows.map((row) => ({ campusType: row.group, count: row.total })),
      };
    },
  );

  app.get(
    EARLIER_CLIENT_PATHS.trendSummary,
    clientRead(
      'Students and graduates by gender over the last five fiscal years (the client’s home)',
      clientFiltersSchema,
      z.array(
        z.object({
          fiscalYear: z.string(),
          maleStudents: z.number().int(),
          femaleStudents: z.number().int(),
          maleGraduates: z.number().int(),
          femaleGraduates: z.number().int(),
        }),
      ),
    ),
    async (request) => {
      const context = await reader.context(request.scope(), request.query);
      const [students, graduates] = await reader.sections(context, [
        'enrolmentTrend',
        'graduationTrend',
      ]);
      const graduatesOf = new Map(graduates!.rows.map((row) => [row.group, row]));
      return students!.rows.map((row) => ({
        fiscalYear: row.group,
        maleStudents: row.male,
        femaleStudents: row.female,
        maleGraduates: graduatesOf.get(row.group)?.male ?? 0,
        femaleGraduates: graduatesOf.get(row.group)?.female ?? 0,
      }));
    },
  );
};
