/**
 * A fiscal year's returns for the commission and the universities: the status of every campus
 * in reach, the annual report's totals (.xlsx, PDF), the rules (the commission edits them), and
 * the year's cycle: deadline, reminders, publication as open data.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  RETURN_MESSAGES,
  RETURN_PATHS,
  returnCycleBodySchema,
  returnCycleParamsSchema,
  returnCycleSchema,
  returnIdParamsSchema,
  returnRemindersAnswerSchema,
  returnRulePatchSchema,
  returnRuleSchema,
  returnStatusAnswerSchema,
  returnStatusQuerySchema,
  returnTotalsAnswerSchema,
  returnTotalsQuerySchema,
} from '@hemis/shared-contracts';
import { statisticalReturnCycles } from '../../db/schema/statistical-returns';
import { conflict, notFound } from '../../lib/errors';
import { sendPdf } from '../../lib/pdf';
import { sendWorkbook } from '../../lib/workbook';
import { statusWorkbook, totalsPdf, totalsWorkbook } from './documents';
import { cycleOf, yearAndLast } from './reach';
import { sendReminders } from './reminders';
import { changeRule, returnRules } from './rules';
import { commission, errors, exported, security, tags, view, type ZodApp } from './route-kit';
import { returnStatus } from './status';
import { returnTotals } from './totals';

export function registerYearRoutes(app: ZodApp): void {
  const db = app.db;

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
    RETURN_PATHS.statusExport,
    {
      config: exported,
      schema: {
        tags,
        security,
        summary: 'The status of every campus in reach (the filters of the status page) as .xlsx',
        querystring: returnStatusQuerySchema,
      },
    },
    async (request, reply) => {
      // Every campus the filters keep, not one page of them.
      const answer = await returnStatus(db, request.scope(), {
        ...request.query,
        page: 1,
        pageSize: 100_000,
      });
      return sendWorkbook(
        reply,
        `Statistical-Returns-${answer.fiscalYearLabel.replace(/\W+/g, '-')}.xlsx`,
        await statusWorkbook(answer),
      );
    },
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
}
