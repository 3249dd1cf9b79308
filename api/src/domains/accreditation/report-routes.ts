/**
 * The accreditation reports and the public list:
 *   GET /AccreditationReport[/Export|/Pdf]  accredited campuses by type × university or province,
 *                                           or those expiring within N months or expired
 *   GET /accredited-campuses                public: the campuses accredited today, with their
 *                                           cycles' public documents (documents.ts)
 */
import {
  ACCREDITATION_PATHS,
  accreditationReportQuerySchema,
  accreditationReportSchema,
  accreditedCampusesSchema,
} from '@hemis/shared-contracts';
import { sendPdf } from '../../lib/pdf';
import { RATE_LIMITS } from '../../lib/rate-limits';
import { tableFileName, tablePdf, tableWorkbook } from '../../lib/report-table';
import { sendWorkbook } from '../../lib/workbook';
import { publicDocumentsOf } from './documents';
import { listCycles } from './read';
import { accreditationReport, reportTableOf } from './report';
import { errors, exported, security, tags, view, type ZodApp } from './route-kit';

export function registerReportRoutes(app: ZodApp): void {
  const db = app.db;
  const paths = ACCREDITATION_PATHS;

  app.get(
    paths.accreditedCampuses,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicVerification },
      schema: {
        tags,
        summary:
          'Public: the campuses accredited today, with their university, type, expiry and public documents',
        response: { 200: accreditedCampusesSchema },
      },
    },
    async () => {
      const nation = { kind: 'nation', universityId: null, campusId: null, userId: 0 } as const;
      const { data } = await listCycles(
        db,
        nation,
        { status: 'accredited', validToday: 'true' },
        undefined,
        true,
      );
      const published = await publicDocumentsOf(
        db,
        data.map((row) => row.id),
      );
      return data.map((row) => ({
        cycleId: row.id,
        campusName: row.campusName,
        universityName: row.universityName,
        campusType: row.campusType,
        provinceName: row.provinceName,
        title: row.title,
        cycleNumber: row.cycleNumber,
        awardedOn: row.awardedOn,
        expiresOn: row.expiresOn,
        expiresOnBs: row.expiresOnBs,
        documents: published.get(row.id) ?? [],
      }));
    },
  );

  app.get(
    paths.report,
    {
      config: view,
      schema: {
        tags,
        security,
        summary: 'Accredited campuses by campus type × university or province, or those expiring',
        querystring: accreditationReportQuerySchema,
        response: { 200: accreditationReportSchema, ...errors },
      },
    },
    async (request) => accreditationReport(db, request.scope(), request.query),
  );

  app.get(
    paths.reportExport,
    {
      config: exported,
      schema: {
        tags,
        security,
        summary: 'The report as .xlsx',
        querystring: accreditationReportQuerySchema,
      },
    },
    async (request, reply) => {
      const table = reportTableOf(await accreditationReport(db, request.scope(), request.query));
      return sendWorkbook(reply, tableFileName(table, 'xlsx'), await tableWorkbook(table));
    },
  );

  app.get(
    paths.reportPdf,
    {
      config: exported,
      schema: {
        tags,
        security,
        summary: 'The report as an A4 PDF',
        querystring: accreditationReportQuerySchema,
      },
    },
    async (request, reply) => {
      const table = reportTableOf(await accreditationReport(db, request.scope(), request.query));
      return sendPdf(
        reply,
        await tablePdf(table, 'No campus.'),
        tableFileName(table, 'pdf'),
        false,
      );
    },
  );
}
