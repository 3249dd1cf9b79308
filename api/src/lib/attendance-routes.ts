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

/** A register's schemas: its day's query and save, its month's query, its answers. */
export interface RegisterSchemas {
  query: z.ZodType<{ date: string }>;
  save: z.ZodType<MarkSave>;
  summaryQuery: z.ZodType<{ month: string }>;
  register: z.ZodType;
  summary: z.ZodType;
}

/** What names a register's place: the day's query, the save or the month's query. */
type PlaceNamed<Schemas extends RegisterSchemas> =
  z.output<Schemas['query']> | z.output<Schemas['save']> | z.output<Schemas['summaryQuery']>;

export interface AttendanceRegister<Place, Schemas extends RegisterSchemas> {
  /** The OpenAPI tag of the routes. */
  tag: string;
  auth: { view: RouteAuth; add: RouteAuth; export: RouteAuth };
  schemas: Schemas;
  /** The OpenAPI summary of each route. */
  describe: { register: string; save: string; summary: string; export: string };
  /** Where the register is kept, as a request names it within the caller's reach. */
  placeOf: (scope: ScopeFilter, named: PlaceNamed<Schemas>) => Promise<Place>;
  registerOf: (place: Place, date: string) => Promise<z.input<Schemas['register']>>;
  summaryOf: (
    place: Place,
    query: z.output<Schemas['summaryQuery']>,
  ) => Promise<z.output<Schemas['summary']>>;
  /** A save's checks: who an entry is about, under which field, and the 400's messages. */
  person: {
    of: (entry: EntryOf<Schemas['save']>) => number;
    idField: string;
    messages: { notOnRegister: string; markedTwice: string };
    /** Which of these people are on the register now. */
    onRegister: (place: Place, ids: number[]) => Promise<number[]>;
  };
  /** Writes (upserts) a save's marks. */
  saveMarks: (
    tx: Tx,
    place: Place,
    save: z.output<Schemas['save']>,
    userId: number,
  ) => Promise<void>;
  /** The audit row of a save. */
  audit: (
    place: Place,
    save: z.output<Schemas['save']>,
  ) => { entity: string; entityId: string; detail: Record<string, unknown> };
  /** The month's summary as a workbook and its file name. */
  workbookOf: (
    place: Place,
    query: z.output<Schemas['summaryQuery']>,
    summary: z.output<Schemas['summary']>,
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
export function attendanceRoutes<Place, Schemas extends RegisterSchemas>(
  db: Database,
  register: AttendanceRegister<Place, Schemas>,
) {
  const { tag, auth, describe, person } = register;
  // Each schema read as its own type (a property of `Schemas` read as is widens to the bound).
  const schemas: { [Key in keyof RegisterSchemas]: Schemas[Key] } = register.schemas;
  const placeFor = async (request: { scope: () => ScopeFilter }, named: PlaceNamed<Schemas>) =>
    register.placeOf(await resolveScope(db, request.scope()), named);

  /** A read of the register's place answered as JSON: the day's register, the month's summary. */
  const readOf = <
    Query extends Schemas['query'] | Schemas['summaryQuery'],
    Answer extends z.ZodType,
  >(
    summary: string,
    querystring: Query,
    answer: Answer,
    answerOf: (place: Place, query: z.output<Query>) => Promise<z.input<Answer> | z.output<Answer>>,
  ) => ({
    config: { auth: auth.view },
    schema: jsonRouteSchema(tag, summary, { querystring }, answer),
    handler: async (request: AttendanceRequest<z.output<Query>>) =>
      answerOf(await placeFor(request, request.query), request.query),
  });

  return {
    register: readOf(describe.register, schemas.query, schemas.register, (place, query) =>
      register.registerOf(place, query.date),
    ),

    save: {
      config: { auth: auth.add },
      schema: jsonRouteSchema(tag, describe.save, { body: schemas.save }, schemas.register),
      handler: async (request: { scope: () => ScopeFilter; body: z.output<Schemas['save']> }) => {
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

    summary: readOf(describe.summary, schemas.summaryQuery, schemas.summary, register.summaryOf),

    summaryExport: {
      config: { auth: auth.export },
      schema: workbookRouteSchema(tag, describe.export, schemas.summaryQuery),
      handler: async (
        request: AttendanceRequest<z.output<Schemas['summaryQuery']>>,
        reply: FastifyReply,
      ) => {
        const place = await placeFor(request, request.query);
        const summary = await register.summaryOf(place, request.query);
        const { fileName, workbook } = await register.workbookOf(place, request.query, summary);
        return sendWorkbook(reply, fileName, workbook);
      },
    },
  };
}
