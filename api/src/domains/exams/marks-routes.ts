/**
 * Marks entry (marks-entry, marks-entry/{id}). A grid is named by its routine entry: one entry is
 * one exam class sitting one subject, which is exactly one grid (its candidates × that subject).
 *   GET  /ExamMarks/Choices        the routine entries the caller may enter marks for
 *   GET  /ExamMarks/{id}           the grid: the candidates of the class with their marks
 *   PUT  /ExamMarks/{id}           the whole grid, one transaction; only changed rows written
 *   GET  /ExamMarks/{id}/Template  the grid as an .xlsx to fill; POST .../Import the filled one
 *
 * Who may enter: `exam:edit`, within the caller's campus (exams are campusKept). An account linked
 * to a teacher, unless it also holds `exam:approve` (the exam coordinator, the campus admin), is
 * limited to the subjects its teaching load gives it in the exam's fiscal year, wherever the
 * campus keeps teaching loads for that year (no load kept that year: no limit). So the narrower
 * right is the teaching load itself, not another tick box.
 *
 * After the results are published a save is an amendment: it needs a reason, is written to the
 * audit log with each changed mark, and the exam's results are computed again, all in the save's
 * transaction.
 */
import { asc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MARKS_MESSAGES,
  MARKS_PATHS,
  apiErrorSchema,
  marksChoiceSchema,
  marksGridInputSchema,
  marksGridSchema,
  marksImportResultSchema,
  marksSavedSchema,
  type MarksChoice,
} from '@hemis/shared-contracts';
import { examClasses, exams, subjects } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { messageIn, requestLanguage } from '../../lib/language';
import { resolveScope } from '../../lib/resource/scope';
import type { ZodApp } from '../../lib/resource/types';
import { sendWorkbook, XLSX } from '../../lib/workbook';
import { uploadedWorkbook } from '../students/import';
import {
  accountOf,
  entryOf,
  routineEntry,
  taughtSubjects,
  visibleEntries,
  writableEntry,
} from './marks-entries';
import { gridOf, saveGrid } from './marks-store';
import { rowsOfSheet, templateOf } from './marks-workbook';
import { security } from '../../lib/route-kit';

const tags = ['exam'];
const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function registerMarks(app: ZodApp): void {
  const db = app.db;
  const scopeOf = (request: FastifyRequest) => resolveScope(db, request.scope());

  app.get(
    MARKS_PATHS.choices,
    {
      config: { auth: { permission: 'exam:view' } },
      schema: {
        tags,
        security,
        summary:
          'The routine entries (exam, class, subject) whose marks the caller may enter: a teacher their own subjects',
        response: { 200: z.array(marksChoiceSchema), 403: apiErrorSchema },
      },
    },
    async (request): Promise<MarksChoice[]> => {
      const scope = await scopeOf(request);
      const rows = await visibleEntries(db, scope).orderBy(
        asc(exams.examName),
        asc(examClasses.className),
        asc(subjects.subjectName),
      );
      // A teacher's subjects per campus and year, asked once each.
      const limits = new Map<string, Set<number> | null>();
      const allowed: MarksChoice[] = [];
      for (const row of rows) {
        const entry = entryOf(row);
        const key = `${entry.campusId}:${entry.fiscalYearId}`;
        if (!limits.has(key)) {
          limits.set(
            key,
            await taughtSubjects(db, scope, entry.campusId, entry.fiscalYearId, accountOf(row)),
          );
        }
        const taught = limits.get(key);
        if (taught && !taught.has(entry.subjectId)) continue;
        allowed.push({
          routineId: entry.id,
          examId: entry.examId,
          examName: entry.examName,
          className: entry.className,
          subjectName: entry.subjectName,
          examDate: entry.examDate,
          published: entry.resultsPublishedAt !== null,
        });
      }
      return allowed;
    },
  );

  app.get(
    MARKS_PATHS.grid.route,
    {
      config: { auth: { permission: 'exam:view' } },
      schema: {
        tags,
        security,
        summary:
          'The marks grid of a routine entry: its class’s candidates and their marks in its subject',
        params: idParams,
        response: { 200: marksGridSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      return gridOf(db, await routineEntry(db, scope, request.params.id));
    },
  );

  app.put(
    MARKS_PATHS.grid.route,
    {
      config: { auth: { permission: 'exam:edit' } },
      schema: {
        tags,
        security,
        summary:
          'Saves the whole grid in one transaction; after publishing, an audited amendment with a reason (results computed again)',
        params: idParams,
        body: marksGridInputSchema,
        response: {
          200: marksSavedSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const { rows, reason } = request.body;
      return saveGrid(app, scope, request.params.id, rows, reason || undefined);
    },
  );

  app.get(
    MARKS_PATHS.template.route,
    {
      config: { auth: { permission: 'exam:view' } },
      schema: {
        tags,
        security,
        summary: "The grid as an .xlsx to fill (its candidates' symbol numbers and marks so far)",
        params: idParams,
        produces: [XLSX],
        response: { 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const entry = await routineEntry(db, scope, request.params.id);
      const grid = await gridOf(db, entry);
      return sendWorkbook(reply, `Marks-${entry.id}.xlsx`, await templateOf(entry, grid));
    },
  );

  app.post(
    MARKS_PATHS.import.route,
    {
      config: {
        auth: { permission: 'exam:edit' },
        multipartOptions: { limits: { fileSize: 2_000_001, files: 1, fields: 2, parts: 3 } },
      },
      schema: {
        tags,
        security,
        summary:
          'Imports a filled template (multipart `file`): every row saved, or nothing and each refused row with its message',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: marksImportResultSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const entry = await writableEntry(db, scope, request.params.id);
      if (entry.resultsPublishedAt !== null) {
        throw badRequest(MARKS_MESSAGES.locked, { file: MARKS_MESSAGES.locked });
      }
      const { data } = await uploadedWorkbook(request, 2_000_000);
      const { rows, errors } = await rowsOfSheet(entry, await gridOf(db, entry), data);
      if (errors.length > 0) {
        // Each refused row's message in the caller's language (its parts joined by "; ").
        const language = requestLanguage(request.headers);
        const said = (message: string) =>
          message
            .split('; ')
            .map((part) => messageIn(language, part))
            .join('; ');
        return {
          saved: 0,
          errors: errors.map((error) => ({ ...error, message: said(error.message) })),
        };
      }
      const saved = await saveGrid(app, scope, entry.id, rows, undefined);
      return { saved: saved.saved, errors: [] };
    },
  );
}
