/**
 * The annual statistical return's routes (mfe-reports' /form-management/statisticalReport and
 * /form-management/prabhat): the campus's return (read filled, save, submit, print), sign-off
 * by the university and the commission, the status of a year's returns, the annual report's
 * totals, the rules and each year's cycle (deadline, reminders, publication); and the public
 * open data of published years.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  OPEN_DATA_PATHS,
  RETURN_MESSAGES,
  RETURN_PATHS,
  apiErrorSchema,
  campusReturnQuerySchema,
  openDataParamsSchema,
  openDataQuerySchema,
  openDataTableSchema,
  openDataYearsSchema,
  returnCycleBodySchema,
  returnCycleParamsSchema,
  returnCycleSchema,
  returnDecisionSchema,
  returnDraftSchema,
  returnIdParamsSchema,
  returnRemindersAnswerSchema,
  returnRulePatchSchema,
  returnRuleSchema,
  returnStatusAnswerSchema,
  returnStatusQuerySchema,
  returnSubmitSchema,
  returnTotalsAnswerSchema,
  returnTotalsQuerySchema,
  statisticalReturnSchema,
} from '@hemis/shared-contracts';
import { statisticalReturnCycles } from '../../db/return-tables';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { sendPdf } from '../../lib/pdf';
import { sendWorkbook } from '../../lib/workbook';
import { RATE_LIMITS } from '../../lib/rate-limits';
import { effectivePermissions } from '../permissions/repository';
import {
  callerName,
  cycleOf,
  decide,
  readReturn,
  readReturnById,
  saveDraft,
  submitReturn,
  yearAndLast,
  type Decision,
  type ReturnCaller,
} from './cycle';
import { returnPdf, totalsPdf, totalsWorkbook } from './documents';
import { sendReminders } from './reminders';
import { verifyStatisticalReturn } from './verify';
import { addDocumentVerifiers } from '../../lib/verification';
import { changeRule, returnRules } from './rules';
import { openDataCsv, openDataTable, openDataYears, returnStatus, returnTotals } from './totals';

const tags = ['statistical returns'];
const security = [{ bearer: [] }];
const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const view = { auth: { permission: 'report:view' as const } };
const edit = { auth: { permission: 'report:edit' as const, scope: ['campus'] as const } };
const approve = { auth: { permission: 'report:approve' as const } };
const commission = { auth: { permission: 'report:approve' as const, scope: ['nation'] as const } };
const exported = { auth: { permission: 'report:export' as const } };

export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  addDocumentVerifiers(app, { 'statistical-return': verifyStatisticalReturn });

  /** Who is acting, with their name for the history and the permissions that decide actions. */
  const callerOf = async (request: FastifyRequest): Promise<ReturnCaller> => {
    const user = request.authUser;
    if (!user) throw forbidden();
    const [held, name] = await Promise.all([
      effectivePermissions(db, user),
      callerName(db, user.id),
    ]);
    const scope = request.scope();
    // A campus user's university comes from the campus when the account lacks it.
    return {
      scope,
      userId: user.id,
      name,
      canEdit: held.includes('report:edit'),
      canApprove: held.includes('report:approve'),
    };
  };

  app.get(
    RETURN_PATHS.campusReturn,
    {
      config: view,
      schema: {
        tags,
        security,
        summary:
          "A campus's return of a fiscal year, filled from its data and checked by the rules",
        querystring: campusReturnQuerySchema,
        response: { 200: statisticalReturnSchema, ...errors },
      },
    },
    async (request) => readReturn(db, await callerOf(request), request.query),
  );

  app.put(
    RETURN_PATHS.campusReturn,
    {
      config: edit,
      schema: {
        tags,
        security,
        summary:
          "Saves the campus's draft: corrected figures with their reasons, comments, contacts",
        body: returnDraftSchema,
        response: { 200: statisticalReturnSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      await saveDraft(db, caller, request.body);
      return readReturn(db, caller, request.body);
    },
  );

  app.post(
    RETURN_PATHS.submit,
    {
      config: edit,
      schema: {
        tags,
        security,
        summary: 'Submits the return (errors block it; each warning needs a comment)',
        body: returnSubmitSchema,
        response: { 200: statisticalReturnSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      await submitReturn(db, caller, request.body);
      return readReturn(db, caller, request.body);
    },
  );

  const decisions: [string, Decision, string][] = [
    [RETURN_PATHS.endorse, 'endorse', 'The university endorses a submitted return of its campus'],
    [RETURN_PATHS.sendBack, 'return', 'Returns a return to its campus with a comment'],
    [RETURN_PATHS.accept, 'accept', 'The commission accepts a submitted or endorsed return'],
  ];
  for (const [path, decision, summary] of decisions)
    app.post(
      path,
      {
        config: approve,
        schema: {
          tags,
          security,
          summary,
          params: returnIdParamsSchema,
          body: returnDecisionSchema,
          response: { 200: statisticalReturnSchema, ...errors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        await decide(db, caller, request.params.id, decision, request.body.comment);
        return readReturnById(db, caller, request.params.id);
      },
    );

  app.get(
    RETURN_PATHS.one,
    {
      config: view,
      schema: {
        tags,
        security,
        summary: 'One return in the caller’s reach',
        params: returnIdParamsSchema,
        response: { 200: statisticalReturnSchema, ...errors },
      },
    },
    async (request) => readReturnById(db, await callerOf(request), request.params.id),
  );

  app.get(
    RETURN_PATHS.pdf,
    {
      config: exported,
      schema: {
        tags,
        security,
        summary: 'The return as an A4 PDF in the form’s layout, with its verification QR code',
        params: returnIdParamsSchema,
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const shown = await readReturnById(db, caller, request.params.id);
      const pdf = await returnPdf(app, shown);
      return sendPdf(
        reply,
        pdf,
        `Statistical-Return-${shown.campusId}-${shown.fiscalYearLabel.replace(/\W+/g, '-')}.pdf`,
        false,
      );
    },
  );

  app.get(
    RETURN_PATHS.status,
    {
      config: view,
      schema: {
        tags,
        security,
        summary:
          "Every campus in reach with its return's status; completeness by university and province",
        querystring: returnStatusQuerySchema,
        response: { 200: returnStatusAnswerSchema, ...errors },
      },
    },
    async (request) => returnStatus(db, request.scope(), request.query),
  );

  app.get(
    RETURN_PATHS.totals,
    {
      config: view,
      schema: {
        tags,
        security,
        summary: "The annual report's tables: accepted returns' figures in reach, by grouping",
        querystring: returnTotalsQuerySchema,
        response: { 200: returnTotalsAnswerSchema, ...errors },
      },
    },
    async (request) => returnTotals(db, request.scope(), request.query),
  );

  app.get(
    RETURN_PATHS.totalsExport,
    {
      config: exported,
      schema: {
        tags,
        security,
        summary: "The annual report's tables as .xlsx",
        querystring: returnTotalsQuerySchema,
      },
    },
    async (request, reply) => {
      const totals = await returnTotals(db, request.scope(), request.query);
      return sendWorkbook(
        reply,
        `Annual-Report-${totals.fiscalYearLabel.replace(/\W+/g, '-')}.xlsx`,
        await totalsWorkbook(totals),
      );
    },
  );

  app.get(
    RETURN_PATHS.annualReportPdf,
    {
      config: exported,
      schema: {
        tags,
        security,
        summary: 'The annual report as one A4 PDF',
        querystring: returnTotalsQuerySchema,
      },
    },
    async (request, reply) => {
      const totals = await returnTotals(db, request.scope(), request.query);
      return sendPdf(
        reply,
        await totalsPdf(totals),
        `Annual-Report-${totals.fiscalYearLabel.replace(/\W+/g, '-')}.pdf`,
        false,
      );
    },
  );

  app.get(
    RETURN_PATHS.rules,
    {
      config: view,
      schema: {
        tags,
        security,
        summary: 'The rules a return is checked by',
        response: { 200: z.array(returnRuleSchema), ...errors },
      },
    },
    async () => returnRules(db),
  );

  app.patch(
    RETURN_PATHS.rule,
    {
      config: commission,
      schema: {
        tags,
        security,
        summary: "The commission changes a rule's level, message, figure or whether it runs",
        params: returnIdParamsSchema,
        body: returnRulePatchSchema,
        response: { 200: returnRuleSchema, ...errors },
      },
    },
    async (request) => {
      const rule = await changeRule(db, request.params.id, request.body);
      if (!rule) throw notFound();
      return rule;
    },
  );

  const cycleAnswer = async (fiscalYearId: number) => {
    const { year } = await yearAndLast(db, fiscalYearId);
    const cycle = await cycleOf(db, year.id);
    return {
      fiscalYearId: year.id,
      fiscalYearLabel: year.label,
      deadline: cycle?.deadline ?? null,
      publishedAt: cycle?.publishedAt ?? null,
    };
  };

  app.get(
    RETURN_PATHS.cycleOfYear,
    {
      config: view,
      schema: {
        tags,
        security,
        summary: "A fiscal year's cycle: the deadline and whether it is published",
        params: returnCycleParamsSchema,
        response: { 200: returnCycleSchema, ...errors },
      },
    },
    async (request) => cycleAnswer(request.params.fiscalYearId),
  );

  app.put(
    RETURN_PATHS.cycleOfYear,
    {
      config: commission,
      schema: {
        tags,
        security,
        summary: "The commission sets a fiscal year's deadline for returns",
        params: returnCycleParamsSchema,
        body: returnCycleBodySchema,
        response: { 200: returnCycleSchema, ...errors },
      },
    },
    async (request) => {
      const { fiscalYearId } = request.params;
      await yearAndLast(db, fiscalYearId);
      await db
        .insert(statisticalReturnCycles)
        .values({ fiscalYearId, deadline: request.body.deadline })
        .onConflictDoUpdate({
          target: statisticalReturnCycles.fiscalYearId,
          set: { deadline: request.body.deadline },
        });
      return cycleAnswer(fiscalYearId);
    },
  );

  app.post(
    RETURN_PATHS.publish,
    {
      config: commission,
      schema: {
        tags,
        security,
        summary: 'The commission publishes a year: its accepted returns become open data',
        params: returnCycleParamsSchema,
        response: { 200: returnCycleSchema, ...errors },
      },
    },
    async (request) => {
      const { fiscalYearId } = request.params;
      await yearAndLast(db, fiscalYearId);
      const nation = request.scope();
      const totals = await returnTotals(db, nation, { fiscalYearId, form: 'full' });
      if (totals.acceptedReturns === 0) throw conflict(RETURN_MESSAGES.noAccepted);
      const [published] = await db
        .insert(statisticalReturnCycles)
        .values({ fiscalYearId, publishedAt: new Date().toISOString(), publishedBy: nation.userId })
        .onConflictDoUpdate({
          target: statisticalReturnCycles.fiscalYearId,
          set: { publishedAt: new Date().toISOString(), publishedBy: nation.userId },
          setWhere: sql`${statisticalReturnCycles.publishedAt} is null`,
        })
        .returning({ fiscalYearId: statisticalReturnCycles.fiscalYearId });
      if (!published) throw conflict(RETURN_MESSAGES.alreadyPublished);
      return cycleAnswer(fiscalYearId);
    },
  );

  app.post(
    RETURN_PATHS.reminders,
    {
      config: commission,
      schema: {
        tags,
        security,
        summary: 'Sends the reminders due today (also sent by the server every hour)',
        response: { 200: returnRemindersAnswerSchema, ...errors },
      },
    },
    async () => ({ sent: await sendReminders(app) }),
  );

  app.get(
    OPEN_DATA_PATHS.years,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicVerification },
      schema: {
        tags: ['open data'],
        summary: 'Public: the published fiscal years and their tables',
        response: { 200: openDataYearsSchema },
      },
    },
    async () => openDataYears(db),
  );

  app.get(
    OPEN_DATA_PATHS.table,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicVerification },
      schema: {
        tags: ['open data'],
        summary:
          'Public: one national table of a published year as JSON or CSV (`format`); a cell under 5 is "<5"',
        params: openDataParamsSchema,
        querystring: openDataQuerySchema,
        // JSON, or the same table as CSV text.
        response: {
          200: z.union([openDataTableSchema, z.string()]),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const table = await openDataTable(db, request.params.fiscalYearId, request.params.table);
      if (request.query.format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${table.key}-${table.fiscalYearLabel.replace(/\W+/g, '-')}.csv"`,
          )
          .send(openDataCsv(table));
      return table;
    },
  );
};
