/**
 * The campus fact sheet's routes:
 *   GET /FactSheet            a campus's fact sheet of a fiscal year (the caller's own, or one in reach)
 *   PUT /FactSheet/Contacts   the campus fills its chief and focal person (its own campus)
 *   GET /FactSheet/List       every campus in reach with its students, staff and status
 *   GET /FactSheet/List/Export the same campuses and filters, every row, as .xlsx
 *   GET /FactSheet/Pdf        the fact sheet as printed, with its QR code
 */
import {
  FACT_SHEET_PATHS,
  factSheetContactsSchema,
  factSheetListQuerySchema,
  factSheetListSchema,
  factSheetQuerySchema,
  factSheetSchema,
} from '@hemis/shared-contracts';
import { forbidden } from '../../lib/errors';
import { sendDocument } from '../../lib/pdf-route';
import { tableFileName, tableWorkbook } from '../../lib/report-table';
import { addDocumentVerifiers } from '../../lib/verification';
import { sendWorkbook } from '../../lib/workbook';
import { factSheetsTable, listFactSheets, readFactSheet, saveContacts } from './fact-sheet';
import { factSheetPdf, factSheetToken, verifyFactSheet } from './fact-sheet-pdf';
import { errors, exported, security, view, type ZodApp } from './route-kit';

const tags = ['fact sheets'];

export function registerFactSheetRoutes(app: ZodApp): void {
  const db = app.db;
  const reader = app.hemis.reports;
  addDocumentVerifiers(app, { 'fact-sheet': verifyFactSheet });

  app.get(
    FACT_SHEET_PATHS.sheet,
    {
      config: view,
      schema: {
        tags,
        security,
        summary: 'A campus’s fact sheet of a fiscal year, filled from its records',
        querystring: factSheetQuerySchema,
        response: { 200: factSheetSchema, ...errors },
      },
    },
    async (request) => readFactSheet(db, reader, request.scope(), request.query),
  );

  app.put(
    FACT_SHEET_PATHS.contacts,
    {
      config: { auth: { permission: 'accreditation:edit' as const, scope: ['campus'] as const } },
      schema: {
        tags,
        security,
        summary: 'The campus fills its chief and focal person, with their contacts',
        body: factSheetContactsSchema,
        response: { 200: factSheetSchema, ...errors },
      },
    },
    async (request) => {
      const campusId = request.scope().campusId;
      if (!campusId) throw forbidden();
      await saveContacts(db, campusId, request.body);
      return readFactSheet(db, reader, request.scope(), {});
    },
  );

  app.get(
    FACT_SHEET_PATHS.list,
    {
      config: view,
      schema: {
        tags,
        security,
        summary: 'Every campus in reach with its students of the year, its staff and its status',
        querystring: factSheetListQuerySchema,
        response: { 200: factSheetListSchema, ...errors },
      },
    },
    async (request) => listFactSheets(db, reader, request.scope(), request.query),
  );

  app.get(
    FACT_SHEET_PATHS.listExport,
    {
      config: exported,
      schema: {
        tags,
        security,
        summary: 'The same campuses and filters as the list, every row, as an .xlsx workbook',
        querystring: factSheetListQuerySchema,
        response: { 400: errors[400], 403: errors[403] },
      },
    },
    async (request, reply) => {
      const list = await listFactSheets(db, reader, request.scope(), request.query, true);
      const table = factSheetsTable(list);
      return sendWorkbook(reply, tableFileName(table, 'xlsx'), await tableWorkbook(table));
    },
  );

  app.get(
    FACT_SHEET_PATHS.pdf,
    {
      config: exported,
      schema: {
        tags,
        security,
        summary: 'The fact sheet as an A4 PDF with signature lines and its verification QR code',
        querystring: factSheetQuerySchema,
        response: { 400: errors[400], 403: errors[403] },
      },
    },
    async (request, reply) =>
      sendDocument(reply, {
        fetch: () => readFactSheet(db, reader, request.scope(), request.query),
        async render(sheet) {
          const token = sheet.fiscalYear
            ? await factSheetToken(db, sheet.campusId, sheet.fiscalYear.id)
            : null;
          return factSheetPdf(app, sheet, token);
        },
        fileName: (sheet) =>
          `Fact-Sheet-${sheet.general.campusName.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`,
      }),
  );
}
