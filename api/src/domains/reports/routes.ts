/**
 * The report routes: every section from the one engine, in the caller's reach.
 *   GET /Report/Summary                 sections (all of the reach, or `sections=a,b`) as JSON
 *   GET /Report/Summary/Export | /Pdf   the same as one workbook (a sheet per section) or A4 PDF
 *   GET /Report/Section/{key}[/Export]  one section
 *   GET /Report/Campuses                the campuses behind a count, with their students
 *   GET /Dashboard/Report/GetStudentsByAgeGroupForUgc | ForUni   the spec's age-group reads
 *   GET /Dashboard/Figures              the home's cards
 *   GET /Dashboard/Charts               the home's charts, drawn as SVG
 * Reading needs report:view, files report:export: the reports permission of one's reach, never
 * the permission to manage the records behind them.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DASHBOARD_CHARTS_PATH,
  DASHBOARD_MAP_SECTION,
  DASHBOARD_FIGURES_PATH,
  dashboardChartsQuerySchema,
  dashboardChartsSchema,
  dashboardSectionsOf,
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
  type ReportReach,
  type ReportSectionKey,
  type ReportSummary,
} from '@hemis/shared-contracts';
import { campusDocumentLanguage } from '../../lib/branding';
import { sendPdf } from '../../lib/pdf';
import { sendWorkbook } from '../../lib/workbook';
import { reportPdf, reportWorkbook } from './documents';
import { filterWords, reportCampuses } from './campuses';
import { drawingsOf } from './drawings';
import type { ReportReader } from './reader';
import { security } from '../../lib/route-kit';

const tags = ['reports'];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema };
const read = { auth: { permission: 'report:view' as const } };
const exported = { auth: { permission: 'report:export' as const } };

async function summaryOf(
  reader: ReportReader,
  request: FastifyRequest,
  filters: ReportFilters,
  keys?: readonly ReportSectionKey[] | ((reach: ReportReach) => readonly ReportSectionKey[]),
): Promise<ReportSummary> {
  const context = await reader.context(request.scope(), filters);
  const wanted =
    typeof keys === 'function'
      ? keys(context.reach)
      : (keys ?? sectionsOfReach(context.reach).map((s) => s.key));
  return {
    reach: context.reach,
    reachName: context.reachName,
    fiscalYear: context.fiscalYear
      ? { id: context.fiscalYear.id, label: context.fiscalYear.label }
      : null,
    sections: await reader.sections(context, wanted),
  };
}

const fileName = (name: string, ext: string) =>
  `${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.${ext}`;

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const reader = app.hemis.reports;

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
      return summaryOf(reader, request, filters, sections);
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
      const summary = await summaryOf(reader, request, filters, sections);
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
      const summary = await summaryOf(reader, request, filters, sections);
      // A campus's own report prints in its language of documents.
      const language =
        summary.reach === 'campus'
          ? await campusDocumentLanguage(app, request.scope().campusId)
          : 'en';
      const pdf = await reportPdf(summary, await filterWords(db, filters), language);
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
      const context = await reader.context(request.scope(), request.query);
      return reader.section(context, request.params.key);
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
      const context = await reader.context(request.scope(), request.query);
      const answer = await reader.section(context, request.params.key);
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
      const context = await reader.context(request.scope(), filters);
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
        const context = await reader.context(request.scope(), filters);
        const answer = await reader.section(context, 'studentsByAgeGroup');
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
      return reader.figures(await reader.context(request.scope(), {}));
    },
  );

  app.get(
    DASHBOARD_CHARTS_PATH,
    {
      config: read,
      schema: {
        tags: ['dashboard'],
        security,
        summary: "The home's charts for the caller's reach, each drawn as an SVG `width` wide",
        querystring: dashboardChartsQuerySchema,
        response: { 200: dashboardChartsSchema, ...errors },
      },
    },
    async (request) => {
      const summary = await summaryOf(reader, request, {}, dashboardSectionsOf);
      // The home draws its map of the provinces itself, from the rows.
      const drawn = summary.sections.filter((answer) => answer.key !== DASHBOARD_MAP_SECTION);
      return { ...summary, drawings: await drawingsOf(drawn, request.query.width) };
    },
  );
};
