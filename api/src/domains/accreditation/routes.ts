/**
 * The accreditation routes (mfe-accreditation):
 *   GET  /AccreditationCycle[/Export]      cycles in reach (the latest of each campus by default)
 *   POST /AccreditationCycle               a campus enters a cycle with its letter of intent
 *   GET  /AccreditationCycle/{id}          one cycle with its stages and what the caller may do
 *   POST /AccreditationCycle/{id}/Stage    the next stage
 *   POST /AccreditationCycle/{id}/Withdraw the commission withdraws an accreditation
 *   DELETE /AccreditationCycle/{id}       the commission removes a cycle entered by mistake
 *   GET  /AccreditationReport[/Export|/Pdf] accredited campuses by type × university or province
 *   GET  /AccreditationCycle/{id}/Pdf      the certificate (A4 PDF with its QR code)
 *   /AccreditationCycle/{id}/Documents[/{documentId}]  the cycle's documents (documents.ts)
 * Reading needs accreditation:view in reach (a campus its own, a university its campuses', the
 * commission all); entering a cycle is the commission's; a campus records its own stages.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCREDITATION_MESSAGES,
  ACCREDITATION_PATHS,
  cycleDetailSchema,
  cycleIdParamsSchema,
  cycleListQuerySchema,
  cycleListSchema,
  cycleStartSchema,
  cycleWithdrawSchema,
  stageRecordSchema,
  type CycleRow,
} from '@hemis/shared-contracts';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { sendDocument } from '../../lib/pdf-route';
import { addDocumentVerifiers } from '../../lib/verification';
import { tableFileName, tableWorkbook, type ReportTable } from '../../lib/report-table';
import { callerName } from '../../lib/user-names';
import { sendWorkbook } from '../../lib/workbook';
import { effectivePermissions } from '../permissions/repository';
import {
  recordStage,
  recordsStage,
  removeCycle,
  startCycle,
  withdrawCycle,
  type AccreditationCaller,
} from './cycle';
import { certificateLabel, certificatePdf, verifyAccreditationCertificate } from './certificate';
import { certificateToken, listCycles, readCycle } from './read';
import { registerCommitteeRoutes } from './committee';
import { registerCycleDocuments, writableDocumentTypes } from './documents';
import { registerFactSheetRoutes } from './fact-sheet-routes';
import { registerReportRoutes } from './report-routes';
import { commission, errors, exported, recording, security, tags, view } from './route-kit';

const cyclesTable = (rows: readonly CycleRow[]): ReportTable => ({
  title: 'Accreditation Cycles',
  subtitle: `${rows.length} cycles`,
  columns: [
    { header: 'Campus', width: 34 },
    { header: 'University', width: 26 },
    { header: 'Type', width: 12 },
    { header: 'Province', width: 14 },
    { header: 'Cycle', width: 7 },
    { header: 'Stage', width: 26 },
    { header: 'Status', width: 12 },
    { header: 'Accredited (AD)', width: 14 },
    { header: 'Valid until (AD)', width: 14 },
    { header: 'Valid until (BS)', width: 14 },
    { header: 'Standing', width: 22 },
  ],
  rows: rows.map((row) => ({
    cells: [
      row.campusName,
      row.universityName,
      row.campusType,
      row.provinceName,
      row.cycleNumber,
      row.stageLabel,
      row.status,
      row.awardedOn ?? '',
      row.expiresOn ?? '',
      row.expiresOnBs ?? '',
      row.standing ?? '',
    ],
  })),
});

export const accreditationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const paths = ACCREDITATION_PATHS;
  addDocumentVerifiers(app, { 'accreditation-certificate': verifyAccreditationCertificate });

  const callerOf = async (request: FastifyRequest): Promise<AccreditationCaller> => {
    const user = request.authUser;
    if (!user) throw forbidden();
    const [held, name] = await Promise.all([
      effectivePermissions(db, user),
      callerName(db, user.id),
    ]);
    return {
      scope: request.scope(),
      userId: user.id,
      name,
      canDecide: held.includes('accreditation:approve'),
      canEdit: held.includes('accreditation:edit'),
    };
  };

  app.get(
    paths.cycles,
    {
      config: view,
      schema: {
        tags,
        security,
        summary: 'Accreditation cycles in the caller’s reach, filtered, one page',
        querystring: cycleListQuerySchema,
        response: { 200: cycleListSchema, ...errors },
      },
    },
    async (request) => listCycles(db, request.scope(), request.query),
  );

  app.get(
    paths.cyclesExport,
    {
      config: exported,
      schema: {
        tags,
        security,
        summary: 'The same cycles as an .xlsx workbook',
        querystring: cycleListQuerySchema,
      },
    },
    async (request, reply) => {
      const { data } = await listCycles(db, request.scope(), request.query, undefined, true);
      const table = cyclesTable(data);
      return sendWorkbook(reply, tableFileName(table, 'xlsx'), await tableWorkbook(table));
    },
  );

  app.post(
    paths.cycles,
    {
      config: commission,
      schema: {
        tags,
        security,
        summary: 'A campus enters an accreditation cycle with its letter of intent',
        body: cycleStartSchema,
        response: { 201: cycleDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const id = await startCycle(db, caller, request.body);
      return reply.code(201).send(await detailOf(caller, id));
    },
  );

  async function detailOf(caller: AccreditationCaller, id: number) {
    const cycle = await readCycle(db, caller.scope, id);
    if (!cycle) throw notFound(ACCREDITATION_MESSAGES.notFound);
    const nation = caller.scope.kind === 'nation';
    return {
      ...cycle,
      can: {
        recordNext: cycle.nextStage !== null && recordsStage(caller, cycle.nextStage),
        withdraw: nation && caller.canDecide && cycle.status === 'accredited',
        certificate: cycle.status === 'accredited',
        documentTypes: writableDocumentTypes(caller),
      },
    };
  }

  app.get(
    paths.cycle,
    {
      config: view,
      schema: {
        tags,
        security,
        summary: 'One accreditation cycle with its stages',
        params: cycleIdParamsSchema,
        response: { 200: cycleDetailSchema, ...errors },
      },
    },
    async (request) => detailOf(await callerOf(request), request.params.id),
  );

  app.post(
    paths.stage,
    {
      config: recording,
      schema: {
        tags,
        security,
        summary: 'Records the next stage of a cycle (in order, dated no earlier than the last)',
        params: cycleIdParamsSchema,
        body: stageRecordSchema,
        response: { 200: cycleDetailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      await recordStage(db, caller, request.params.id, request.body);
      return detailOf(caller, request.params.id);
    },
  );

  app.post(
    paths.withdraw,
    {
      config: {
        auth: { permission: 'accreditation:approve' as const, scope: ['nation'] as const },
      },
      schema: {
        tags,
        security,
        summary: 'The commission withdraws an accreditation, with its reason',
        params: cycleIdParamsSchema,
        body: cycleWithdrawSchema,
        response: { 200: cycleDetailSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      await withdrawCycle(db, caller, request.params.id, request.body.reason);
      return detailOf(caller, request.params.id);
    },
  );

  app.delete(
    paths.cycle,
    {
      config: {
        auth: { permission: 'accreditation:delete' as const, scope: ['nation'] as const },
      },
      schema: {
        tags,
        security,
        summary: 'Removes a cycle entered by mistake (nothing recorded after its letter of intent)',
        params: cycleIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCycle(db, await callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    paths.certificate,
    {
      config: exported,
      schema: {
        tags,
        security,
        summary: 'The accreditation certificate: an A4 PDF with its verification QR code',
        params: cycleIdParamsSchema,
      },
    },
    async (request, reply) =>
      sendDocument(reply, {
        async fetch() {
          const cycle = await detailOf(await callerOf(request), request.params.id);
          const token = await certificateToken(db, cycle.id);
          // Only an accredited cycle has a certificate (its code is given on accreditation).
          if (cycle.status !== 'accredited' || !token)
            throw conflict(ACCREDITATION_MESSAGES.noCertificate);
          return { cycle, token };
        },
        render: ({ cycle, token }) => certificatePdf(app, cycle, token),
        fileName: ({ cycle }) => `${certificateLabel(cycle).replace(/\//g, '-')}.pdf`,
      }),
  );

  registerReportRoutes(app);
  registerFactSheetRoutes(app);
  registerCommitteeRoutes(app);
  await registerCycleDocuments(app, callerOf);
};
