/**
 * The report routes: every section from the one engine, in the caller's reach.
 *   GET /Report/Summary                 sections (all of the reach, or `sections=a,b`) as JSON
 *   GET /Report/Summary/Export | /Pdf   the same as one workbook (a sheet per section) or A4 PDF
 *   GET /Report/Section/{key}[/Export]  one section
 *   GET /Report/Campuses                the campuses behind a count, with their students
 *   GET /Dashboard/Report/GetStudentsByAgeGroupForUgc | ForUni   the spec's age-group reads
 *   GET /Dashboard/Figures              the home's cards
 * Reading needs report:view, files report:export: the reports permission of one's reach, never
 * the permission to manage the records behind them.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DASHBOARD_FIGURES_PATH,
  REPORT_PATHS,
  ageGroupReadQuerySchema,
  apiErrorSchema,
  dashboardFiguresSchema,
  genderCountSchema,
  reportCampusesQuerySchema,
  reportCampusesSchema,
  reportFiltersSchema,
  reportSectionAnswerSchema,
  reportSectionParamsSchema,
  reportSummaryQuerySchema,
  reportSummarySchema,
  sectionsOfReach,
  type ReportFilters,
  type ReportSectionKey,
  type ReportSummary,
} from '@hemis/shared-contracts';
import { sendPdf } from '../../lib/pdf';
import { sendWorkbook } from '../../lib/workbook';
import type { Database } from '../../db/client';
import { dashboardFigures } from './dashboard';
import { reportPdf, reportWorkbook } from './documents';
import { ReportRun, readSection } from './engine';
import { filterWords, reportCampuses } from './campuses';
import { ReportReferences, reportContext, type ReportContext } from './reach';

const tags = ['reports'];
const security = [{ bearer: [] }];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema };
const read = { auth: { permission: 'report:view' as const } };
const exported = { auth: { permission: 'report:export' as const } };

/** A section's answer, kept while the tables it is counted from stand. */
const keptSection = (references: ReportReferences, run: ReportRun, key: ReportSectionKey) =>
  references.answer(`section|${key}`, run.context, () => readSection(run, key));

async function summaryOf(
  db: Database,
  references: ReportReferences,
  request: FastifyRequest,
  filters: ReportFilters,
  keys?: readonly ReportSectionKey[],
): Promise<ReportSummary> {
  const context = await reportContext(db, request.scope(), filters, references);
  const run = new ReportRun(db, context);
  const wanted = keys ?? sectionsOfReach(context.reach).map((s) => s.key as ReportSectionKey);
  // Side by side on a server's pool (the embedded database answers them in turn); the run
  // shares the coverage counts between sections.
  const sections = await Promise.all(wanted.map((key) => keptSection(references, run, key)));
  return {
    reach: context.reach,
    reachName: context.reachName,
    fiscalYear: context.fiscalYear
      ? { id: context.fiscalYear.id, label: context.fiscalYear.label }
      : null,
    sections,
  };
}

const fileName = (name: string, ext: string) =>
  `${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.${ext}`;

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // Fiscal years, reach names and filter checks, kept while their tables stand.
  const references = new ReportReferences(app.hemis.tableVersions, {
    keepAnswers: app.hemis.config.keepReportAnswers !== false,
  });
  const sectionOf = (context: ReportContext, key: ReportSectionKey) =>
    keptSection(references, new ReportRun(db, context), key);

  app.get(
    REPORT_PATHS.summary,
    {
      config: read,
      schema: {
        tags,
        security,
        summary: "The summary report's sections in the caller's reach (all, or `sections`)",
        querystring: reportSummaryQuerySchema,
        response: { 200: reportSummarySchema, ...errors },
      },
    },
    async (request) => {
      const { sections, ...filters } = request.query;
      return summaryOf(db, references, request, filters, sections);
    },
  );

  app.get(
    REPORT_PATHS.summaryExport,
    {
      config: exported,
      schema: {
        tags,
        security,
        summary: 'The summary report as one workbook, a sheet per section',
        querystring: reportSummaryQuerySchema,
      },
    },
    async (request, reply) => {
      const { sections, ...filters } = request.query;
      const summary = await summaryOf(db, references, request, filters, sections);
      return sendWorkbook(
        reply,
        fileName(`Summary Report ${summary.reachName}`, 'xlsx'),
        await reportWorkbook(summary.sections),
      );
    },
  );

  app.get(
    REPORT_PATHS.summaryPdf,
    {
      config: exported,
      schema: {
        tags,
        security,
        summary: 'The summary report as one A4 PDF: every table with its chart',
        querystring: reportSummaryQuerySchema,
      },
    },
    async (request, reply) => {
      const { sections, ...filters } = request.query;
      const summary = await summaryOf(db, references, request, filters, sections);
      const pdf = await reportPdf(summary, await filterWords(db, filters));
      return sendPdf(reply, pdf, fileName(`Summary Report ${summary.reachName}`, 'pdf'), false);
    },
  );

  app.get(
    REPORT_PATHS.section,
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'One section of the summary report in the caller’s reach',
        params: reportSectionParamsSchema,
        querystring: reportFiltersSchema,
        response: { 200: reportSectionAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const context = await reportContext(db, request.scope(), request.query, references);
      return sectionOf(context, request.params.key);
    },
  );

  app.get(
    REPORT_PATHS.sectionExport,
    {
      config: exported,
      schema: {
        tags,
        security,
        summary: 'One section of the summary report as an .xlsx workbook',
        params: reportSectionParamsSchema,
        querystring: reportFiltersSchema,
      },
    },
    async (request, reply) => {
      const context = await reportContext(db, request.scope(), request.query, references);
      const answer = await sectionOf(context, request.params.key);
      return sendWorkbook(
        reply,
        fileName(`${answer.title} ${context.reachName}`, 'xlsx'),
        await reportWorkbook([answer]),
      );
    },
  );

  app.get(
    REPORT_PATHS.campuses,
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'The campuses in reach matching the filters, with their students of the year',
        querystring: reportCampusesQuerySchema,
        response: { 200: reportCampusesSchema, ...errors },
      },
    },
    async (request) => {
      const { page = 1, pageSize = 25, ...filters } = request.query;
      const context = await reportContext(db, request.scope(), filters, references);
      return reportCampuses(db, context, page, Math.min(pageSize, 200));
    },
  );

  for (const path of [REPORT_PATHS.ageGroupForUgc, REPORT_PATHS.ageGroupForUni]) {
    app.get(
      path,
      {
        config: read,
        schema: {
          tags,
          security,
          summary: 'Students by age group and gender (the spec’s filter names), scoped',
          querystring: ageGroupReadQuerySchema,
          response: { 200: z.array(genderCountSchema), ...errors },
        },
      },
      async (request) => {
        const q = request.query;
        const filters: ReportFilters = {
          universityId: q.university,
          campusType: q.campustype,
          fiscalYearId: q.fiscalyearid,
          facultyId: q.facultyid,
          levelId: q.levelid,
          programId: q.programid,
        };
        const context = await reportContext(db, request.scope(), filters, references);
        const answer = await sectionOf(context, 'studentsByAgeGroup');
        return answer.rows.map(({ group, male, female, other, total }) => ({
          group,
          male,
          female,
          other,
          total,
        }));
      },
    );
  }

  app.get(
    DASHBOARD_FIGURES_PATH,
    {
      config: read,
      schema: {
        tags: ['dashboard'],
        security,
        summary: "The home's cards: students, teachers, Non-Teaching staff (and campuses)",
        response: { 200: dashboardFiguresSchema, ...errors },
      },
    },
    async (request) => {
      const context = await reportContext(db, request.scope(), {}, references);
      return references.answer('figures', context, () => dashboardFigures(db, context));
    },
  );
};
