/**
 * The annual statistical return's routes (mfe-reports' /form-management/statisticalReport and
 * /form-management/prabhat): the campus's return (read filled, save, submit, print), sign-off
 * by the university and the commission, the status of a year's returns, the annual report's
 * totals, the rules and each year's cycle (deadline, reminders, publication); and the public
 * open data of published years.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  RETURN_PATHS,
  campusReturnQuerySchema,
  returnDecisionSchema,
  returnDraftSchema,
  returnIdParamsSchema,
  returnSubmitSchema,
  statisticalReturnSchema,
} from '@hemis/shared-contracts';
import { forbidden } from '../../lib/errors';
import { sendPdf } from '../../lib/pdf';
import { addDocumentVerifiers } from '../../lib/verification';
import { effectivePermissions } from '../permissions/repository';
import { decide, saveDraft, submitReturn, type Decision } from './cycle';
import { returnPdf } from './documents';
import { registerOpenDataRoutes } from './open-data-routes';
import { callerName, type ReturnCaller } from './reach';
import { readReturn, readReturnById } from './read';
import { approve, edit, errors, exported, security, tags, view } from './route-kit';
import { verifyStatisticalReturn } from './verify';
import { registerYearRoutes } from './year-routes';

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

  registerYearRoutes(app);
  registerOpenDataRoutes(app);
};
