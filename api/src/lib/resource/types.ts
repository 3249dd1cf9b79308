/**
 * The types the resource kit's parts share (register.ts wires them into routes): what a resource
 * is registered with (ResourceOptions), what the registration hands back (ResourceHandle, typed by
 * the contract's rows) and where reference labels come from (ResourceRegistry).
 */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type {
  AnyResourceContract,
  FieldSpec,
  ListQuery,
  Permission,
  ResourceValues,
  RowMeta,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import type { ScopeFilter } from '../../plugins/auth';
import type { UploadedFile } from './input';

/** A stored record or an API row whose fields are not known here. */
export type Row = Record<string, unknown>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

/** A create or update body as read from the request: plain values and the files sent. */
export interface WriteInput {
  /** The body's values (anything but an object is left for the schema to refuse). */
  values: unknown;
  files: UploadedFile[];
}

/** The files of a write as stored on disk. */
export interface StoredFiles {
  /** field -> stored file name, to be written with the row */
  stored: Row;
  /** The files written, removed again when the write fails. */
  paths: string[];
}

/** A new record checked as the create route checks it, its files stored, not yet inserted. */
export interface PreparedRecord {
  values: Row;
  files: StoredFiles;
}

/** The app as the kit's routes see it: schemas are zod, requests typed by them. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** One API row of a resource of fields F, as its contract's rowSchema describes it. */
export type ApiRow<F extends Record<string, FieldSpec>> = ResourceValues<F> & RowMeta;

/** Where reference labels come from: every registered resource, plus plain lookup tables. */
export interface RegistryEntry {
  table: PgTable;
  id: AnyPgColumn;
  label: AnyPgColumn;
  deletedAt?: AnyPgColumn;
  /** What one row is called (a resource's title), when it still uses a record. */
  title?: string;
  /** The rows a scope may pick (reference checks); undefined: all. */
  visible?: (scope: ScopeFilter) => SQL | undefined;
}
export type ResourceRegistry = Map<string, RegistryEntry>;

export interface WriteContext {
  db: DbOrTx;
  scope: ScopeFilter;
  /** The whole row as it will be (create: the input; update: existing merged with changes). */
  values: Row;
  /** The stored row before an update; null on create. */
  existing: Row | null;
  /** What this write sets (create: every input value; update: the changed fields). */
  changes: Row;
}

export interface ResourceOptions<X extends z.ZodObject = z.ZodObject> {
  registry: ResourceRegistry;
  /** Server checks after the schema (throw badRequest with fields); may return more changes. */
  validate?: (ctx: WriteContext) => Promise<Row | void>;
  /** Inside the write's transaction, before the row is written (e.g. one active fiscal year). */
  beforeWrite?: (ctx: WriteContext & { db: Tx }) => Promise<void>;
  beforeDelete?: (ctx: { db: DbOrTx; existing: Row; scope: ScopeFilter }) => Promise<void>;
  /** After a committed write (caches). */
  afterWrite?: (id: number) => void;
  /**
   * The permission that reads the rows (list and one row), when another section shows them too:
   * the program section's fees are read with program:view by a university, which holds no
   * receipt permission. Default `<module>:view`; writes and exports keep the module's.
   */
  readPermission?: Permission;
  /** Leave out routes another plugin answers (e.g. the public GET /Campus/:id). */
  skip?: readonly ('getOne' | 'delete')[];
  tag?: string;
  /**
   * The rows a caller of scope kind 'own' (a Student) reads: e.g. the record linked to their
   * account. Without it such callers read nothing. They never write (writeCondition).
   */
  ownRows?: (userId: number) => SQL;
  /**
   * Fills input values from others before the schema checks the body (create and update), e.g.
   * a date of birth in one calendar from the other.
   */
  prepareInput?: (values: Row) => Row;
  /**
   * Whether the list answers a plain array (every matching row, up to the export cap) when the
   * query names no `page`, `pageNumber` or `pageSize` (in any case), as the earlier campus client
   * reads lists; with one, the paged `{ data, total }` the screens ask for. Default: yes.
   */
  plainList?: boolean;
  /**
   * Other paths of the list, as the earlier campus client names it (`/Lands` for `/Land`): the
   * same list, a plain array unless paging is named, listed under `tag`.
   */
  clientList?: { paths: readonly string[]; tag: string };
  /**
   * How the spec's existing client writes some values, translated before anything else reads a
   * create or update body: per field, the names it sends for our values (lower case -> value: a
   * subject type's label, a semester's ordinal name), and keys it sends along that are no
   * fields (left out rather than refused). Names outside the map reach the schema unchanged.
   */
  clientInput?: {
    names?: Readonly<Record<string, ReadonlyMap<string, string | number>>>;
    ignoredKeys?: readonly string[];
  };
  /**
   * What every API row of the resource carries beyond the contract's fields, for the spec's
   * client (a subject's nested program, a fiscal year's activeFiscalYear); `schema` documents it.
   */
  rowExtras?: { schema: X; add: (rows: Row[]) => Row[] | Promise<Row[]> };
}

/**
 * What registerResource hands back, for the domain's own routes. `R` is the API row: for a
 * registration it is the contract's row (ApiRow plus any rowExtras), so routes using the zod type
 * provider return `list()`'s rows against `contract.rowSchema` without casts. Holders that do not
 * care about the fields keep the default (`ResourceHandle` = rows as plain records).
 */
export interface ResourceHandle<R extends Row = Row> {
  contract: AnyResourceContract;
  table: PgTable;
  columns: Record<string, AnyPgColumn>;
  /** Live rows the scope may read, with an extra condition, as API rows (with labels). */
  list(scope: ScopeFilter, where?: SQL, order?: SQL[]): Promise<R[]>;
  /** Stored records -> API rows (ISO dates, reference labels, signed file links). */
  toRows(records: Row[]): Promise<R[]>;
  readCondition(scope: ScopeFilter): SQL | undefined;
  /** The stored record `id` if the scope reads it and it is live; else null. */
  findVisible(id: number, scope: ScopeFilter): Promise<Row | null>;
  /**
   * The list route's query as a function: the scope's live rows matching the list filters and
   * `q` (plus an extra condition), sorted like the list; `total` counts every match, `data` holds
   * at most `limit` rows (default: the export cap). For printouts of a filtered list.
   */
  query(
    scope: ScopeFilter,
    query: ListQuery,
    options?: { where?: SQL; limit?: number },
  ): Promise<{ total: number; data: R[] }>;
  /**
   * A create in two steps, for a record inserted later or with other writes in one transaction
   * (an online enrolment once paid): checked as the create route checks it, then inserted.
   */
  prepareCreate(scope: ScopeFilter, input: WriteInput): Promise<PreparedRecord>;
  /** A create body as the create route reads it (multipart parts and files, by field kind). */
  readInput(request: FastifyRequest): Promise<WriteInput>;
  insertPrepared(tx: Tx, scope: ScopeFilter, prepared: PreparedRecord): Promise<Row>;
  /** Removes the stored files of a prepared record that is not inserted. */
  discardPrepared(prepared: PreparedRecord): void;
}
