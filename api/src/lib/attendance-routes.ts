/**
 * The four routes every attendance register answers (the staff register of a campus, the
 * student register of a class), built once: the day's register, the save of the day's marks
 * (not ahead of today, only people on the register, each once; marks and audit row in one
 * transaction), the month's summary and the summary as a workbook. A register says where it is
 * kept (its place: a campus, a class) and how its people, marks and summary are read.
 */
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AttendanceStatus } from '@hemis/shared-contracts';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import type { RouteAuth, ScopeFilter } from '../plugins/auth';
import { assertEntriesOnRegister, assertNotFuture } from './attendance';
import { resolveScope } from './resource/scope';
import type { Tx } from './resource/types';
import { jsonRouteSchema, workbookRouteSchema } from './route-schemas';
import { sendWorkbook } from './workbook';

/** One mark of a save: who (under the register's id field), the status and any remarks. */
export interface MarkEntry {
  status: AttendanceStatus;
  remarks?: string | null;
}

/** What a save names: the day and its marks, besides where (campus, class). */
export interface MarkSave {
  date: string;
  entries: MarkEntry[];
}

/** One entry of a register's save. */
type EntryOf<Save extends z.ZodType<MarkSave>> = z.output<Save>['entries'][number];

export interface AttendanceRegister<
  Place,
  Query extends z.ZodType<{ date: string }>,
  Save extends z.ZodType<MarkSave>,
  SummaryQuery extends z.ZodType<{ month: string }>,
  Register extends z.ZodType,
  Summary extends z.ZodType,
> {
  /** The OpenAPI tag of the routes. */
  tag: string;
  auth: { view: RouteAuth; add: RouteAuth; export: RouteAuth };
  schemas: {
    query: Query;
    save: Save;
    summaryQuery: SummaryQuery;
    register: Register;
    summary: Summary;
  };
  /** The OpenAPI summary of each route. */
  describe: { register: string; save: string; summary: string; export: string };
  /** Where the register is kept, as a request names it within the caller's reach. */
  placeOf: (
    scope: ScopeFilter,
    named: z.output<Query> | z.output<Save> | z.output<SummaryQuery>,
  ) => Promise<Place>;
  registerOf: (place: Place, date: string) => Promise<z.input<Register>>;
  summaryOf: (place: Place, query: z.output<SummaryQuery>) => Promise<z.output<Summary>>;
  /** A save's checks: who an entry is about, under which field, and the 400's messages. */
  person: {
    of: (entry: EntryOf<Save>) => number;
    idField: string;
    messages: { notOnRegister: string; markedTwice: string };
    /** Which of these people are on the register now. */
    onRegister: (place: Place, ids: number[]) => Promise<number[]>;
  };
  /** Writes (upserts) a save's marks. */
  saveMarks: (tx: Tx, place: Place, save: z.output<Save>, userId: number) => Promise<void>;
  /** The audit row of a save. */
  audit: (
    place: Place,
    save: z.output<Save>,
  ) => { entity: string; entityId: string; detail: Record<string, unknown> };
  /** The month's summary as a workbook and its file name. */
  workbookOf: (
    place: Place,
    query: z.output<SummaryQuery>,
    summary: z.output<Summary>,
  ) => Promise<{ fileName: string; workbook: Buffer }>;
}

/** What a route handler of a register reads of its request. */
interface AttendanceRequest<Input> {
  scope: () => ScopeFilter;
  query: Input;
}

/**
 * The register's four routes, each its options and handler; the domain hands each to `app.get`
 * or `app.put` under its path, where the request is typed by the route's schemas.
 */
export function attendanceRoutes<
  Place,
  Query extends z.ZodType<{ date: string }>,
  Save extends z.ZodType<MarkSave>,
  SummaryQuery extends z.ZodType<{ month: string }>,
  Register extends z.ZodType,
  Summary extends z.ZodType,
>(db: Database, register: AttendanceRegister<Place, Query, Save, SummaryQuery, Register, Summary>) {
  const { tag, auth, schemas, describe, person } = register;
  const placeFor = async (
    request: { scope: () => ScopeFilter },
    named: z.output<Query> | z.output<Save> | z.output<SummaryQuery>,
  ) => register.placeOf(await resolveScope(db, request.scope()), named);

  return {
    register: {
      config: { auth: auth.view },
      schema: jsonRouteSchema(
        tag,
        describe.register,
        { querystring: schemas.query },
        schemas.register,
      ),
      handler: async (request: AttendanceRequest<z.output<Query>>) => {
        const place = await placeFor(request, request.query);
        return register.registerOf(place, request.query.date);
      },
    },

    save: {
      config: { auth: auth.add },
      schema: jsonRouteSchema(tag, describe.save, { body: schemas.save }, schemas.register),
      handler: async (request: { scope: () => ScopeFilter; body: z.output<Save> }) => {
        const body = request.body;
        const scope = await resolveScope(db, request.scope());
        const place = await register.placeOf(scope, body);
        assertNotFuture(body.date);
        const ids = [...new Set(body.entries.map(person.of))];
        assertEntriesOnRegister(
          body.entries,
          person.of,
          new Set(await person.onRegister(place, ids)),
          person.idField,
          person.messages,
        );
        await db.transaction(async (tx) => {
          await register.saveMarks(tx, place, body, scope.userId);
          await tx
            .insert(auditLog)
            .values({ userId: scope.userId, action: 'update', ...register.audit(place, body) });
        });
        return register.registerOf(place, body.date);
      },
    },

    summary: {
      config: { auth: auth.view },
      schema: jsonRouteSchema(
        tag,
        describe.summary,
        { querystring: schemas.summaryQuery },
        schemas.summary,
      ),
      handler: async (request: AttendanceRequest<z.output<SummaryQuery>>) =>
        register.summaryOf(await placeFor(request, request.query), request.query),
    },

    summaryExport: {
      config: { auth: auth.export },
      schema: workbookRouteSchema(tag, describe.export, schemas.summaryQuery),
      handler: async (request: AttendanceRequest<z.output<SummaryQuery>>, reply: FastifyReply) => {
        const place = await placeFor(request, request.query);
        const summary = await register.summaryOf(place, request.query);
        const { fileName, workbook } = await register.workbookOf(place, request.query, summary);
        return sendWorkbook(reply, fileName, workbook);
      },
    },
  };
}
