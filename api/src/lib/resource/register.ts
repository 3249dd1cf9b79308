/**
 * The generic resource routes: one contract (shared-contracts) and one drizzle table give
 *   GET    /<Name>            paged { data, total }: page, pageSize, sort, order, q, filters
 *   GET    /<Name>/Export     the same list as an .xlsx workbook (columns = contract labels)
 *   GET    /<Name>/:id        one row (404 outside the caller's scope)
 *   POST   /<Name>            201, JSON or multipart (files for the contract's uploads)
 *   PATCH|PUT /<Name>/:id     contract.updateMethod; cross-field rules re-run over the merged row
 *   DELETE /<Name>/:id        soft delete; 409 naming what still uses the row (references.ts)
 * each with the permission `${module}:view|add|edit|delete|export`, scoped by the contract's
 * ownership (scope.ts). Duplicates are refused by the table's partial unique index (409 with the
 * contract's conflict message); every write is recorded in audit_log in the same transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { unionAll, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CAMPUS_MESSAGES,
  INPUT_MESSAGES,
  MESSAGES,
  UPLOAD_MESSAGES,
  apiErrorSchema,
  fieldSchema,
  idParamSchema,
  listResponseSchema,
  type AnyResourceContract,
  type FieldSpec,
  type ListQuery,
  type Ownership,
  type ResourceContract,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { ScopeFilter } from '../../plugins/auth';
import type { HttpError } from '../errors';
import {
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
  pgConstraint,
} from '../errors';
import { norm, uniqueEachIndexName } from '../../db/resource-table';
import { workbookOf } from './export';
import {
  emptyTextToNull,
  normaliseValues,
  numberOfText,
  readMultipart,
  sniffImage,
  type UploadedFile,
} from './input';
import { recordUses } from './references';
import {
  fileLinkHolds,
  isStoredName,
  movePersonalFiles,
  privateDir,
  signedFileLink,
  storedFilePath,
} from '../files';
import { RATE_LIMITS } from '../rate-limits';
import { GenerationCache } from '../session-cache';
import { readCondition, resolveScope, writeCondition, type OwnerColumns } from './scope';

export type Row = Record<string, unknown>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

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

export interface ResourceOptions {
  registry: ResourceRegistry;
  /** Server checks after the schema (throw badRequest with fields); may return more changes. */
  validate?: (ctx: WriteContext) => Promise<Row | void>;
  /** Inside the write's transaction, before the row is written (e.g. one active fiscal year). */
  beforeWrite?: (ctx: WriteContext & { db: Tx }) => Promise<void>;
  beforeDelete?: (ctx: { db: DbOrTx; existing: Row; scope: ScopeFilter }) => Promise<void>;
  /** After a committed write (caches). */
  afterWrite?: (id: number) => void;
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
   * One of the spec's plain list reads (section 7): its existing client reads GET /<Name> as an
   * array. Without `page` and `pageSize` the list answers every matching row (up to the export
   * cap) as a plain array; with either, the paged `{ data, total }` the screens ask for.
   */
  plainList?: boolean;
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
  rowExtras?: { schema: z.ZodObject; add: (rows: Row[]) => Row[] | Promise<Row[]> };
}

export interface ResourceHandle {
  contract: AnyResourceContract;
  table: PgTable;
  columns: Record<string, AnyPgColumn>;
  /** Live rows the scope may read, with an extra condition, as API rows (with labels). */
  list(scope: ScopeFilter, where?: SQL, order?: SQL[]): Promise<Row[]>;
  /** Stored records -> API rows (ISO dates, reference labels). */
  toRows(records: Row[]): Promise<Row[]>;
  readCondition(scope: ScopeFilter): SQL | undefined;
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
  ): Promise<{ total: number; data: Row[] }>;
}

const MAX_EXPORT_ROWS = 10_000;

/** How long a referenced row's label is kept (in-process writes of its resource drop it). */
export const LABEL_CACHE_MS = 60_000;
const labelCaches = new WeakMap<ResourceRegistry, Map<string, GenerationCache<string>>>();
/** The kept labels of one resource's rows (by label field and id), per app (its registry). */
export function labelCacheOf(
  registry: ResourceRegistry,
  resource: string,
): GenerationCache<string> {
  let byResource = labelCaches.get(registry);
  if (!byResource) {
    byResource = new Map();
    labelCaches.set(registry, byResource);
  }
  let cache = byResource.get(resource);
  if (!cache) {
    cache = new GenerationCache<string>(LABEL_CACHE_MS, 20_000);
    byResource.set(resource, cache);
  }
  return cache;
}
/** The params of every `/<Name>/:id` route (the one shared id schema). */
export const resourceIdParams = idParamSchema;
const deletedSchema = z.object({ id: z.number().int(), message: z.string() });
const security = [{ bearer: [] }];

/** Responses are built from known columns only; the contract schemas document them. */
const plainSerializer = () => (data: unknown) => JSON.stringify(data);

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

function isText(spec: FieldSpec): boolean {
  return spec.kind === 'text' || spec.kind === 'longText';
}

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

function sameValue(a: unknown, b: unknown): boolean {
  return plain(a) === plain(b);
}

/** Whether the query names `page` or `pageSize` (the parsed query always holds both). */
function asksForPage(request: FastifyRequest): boolean {
  const search = new URLSearchParams(request.url.split('?')[1] ?? '');
  return search.has('page') || search.has('pageSize');
}

/** A body with the client's names for values translated and its extra keys left out. */
function fromClientNames(
  values: Row,
  { names = {}, ignoredKeys = [] }: NonNullable<ResourceOptions['clientInput']>,
): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(values)) {
    if (ignoredKeys.includes(key)) continue;
    const named =
      typeof value === 'string' ? names[key]?.get(value.trim().toLowerCase()) : undefined;
    out[key] = named ?? value;
  }
  return out;
}

/** Field messages of a failed zod parse. */
function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.join('.') || '_';
    fields[name] ??= issue.message;
  }
  return fields;
}

export function registerResource<F extends Record<string, FieldSpec>, O extends Ownership>(
  app: FastifyInstance,
  typedContract: ResourceContract<F, O>,
  table: PgTable,
  options: ResourceOptions,
): ResourceHandle {
  // The routes work on any contract's fields by name; the field types matter to callers only.
  const contract = typedContract as unknown as AnyResourceContract;
  const db = app.db;
  const columns = getTableColumns(table) as unknown as Record<string, AnyPgColumn>;
  const column = (name: string): AnyPgColumn => {
    const found = columns[name];
    if (!found) throw new Error(`${contract.name}: the table has no column for "${name}"`);
    return found;
  };
  for (const name of [...Object.keys(contract.fields), ...Object.keys(contract.uploads)]) {
    column(name);
  }
  const idColumn = column('id');
  const deletedAt = column('deletedAt');
  const owners: OwnerColumns = { universityId: columns.universityId, campusId: columns.campusId };
  const { registry } = options;
  const base = contract.path;
  const permission = (action: 'view' | 'add' | 'edit' | 'delete' | 'export') =>
    `${contract.module}:${action}` as const;
  const tags = [options.tag ?? contract.module];

  /** What the scope reads: the contract's ownership, or the caller's own rows (ownRows). */
  const readable = (scope: ScopeFilter): SQL | undefined =>
    scope.kind === 'own' && options.ownRows
      ? options.ownRows(scope.userId)
      : readCondition(contract.ownership, owners, scope);
  registry.set(contract.name, {
    table,
    id: idColumn,
    label: column(contract.defaultSort),
    deletedAt,
    title: contract.title,
    visible: readable,
  });
  const usesOf = recordUses(table, registry);
  const labelField = (name: string) => {
    const entry = registry.get(contract.name);
    if (entry && contract.fields[name]) entry.label = column(name);
  };
  // The label a reference to this resource shows is the first text field.
  const firstText = Object.entries(contract.fields).find(([, spec]) => spec.kind === 'text');
  if (firstText) labelField(firstText[0]);

  const referenceFields = Object.entries(contract.fields).filter(
    (entry): entry is [string, Extract<FieldSpec, { kind: 'reference' }>] =>
      entry[1].kind === 'reference',
  );

  /**
   * The shown value of every reference of these rows: from the kept labels (labelCacheOf) where
   * known, the others in one query (a UNION ALL per field), then kept.
   */
  async function labelsOf(records: Row[]): Promise<Map<string, Map<number, string>>> {
    const result = new Map<string, Map<number, string>>();
    const lookups = [];
    const stores: {
      field: string;
      cache: GenerationCache<string>;
      prefix: string;
      since: number;
    }[] = [];
    for (const [name, spec] of referenceFields) {
      const target = registry.get(spec.resource);
      if (!target) continue;
      const ids = [
        ...new Set(records.map((record) => record[name]).filter((v) => typeof v === 'number')),
      ] as number[];
      if (ids.length === 0) continue;
      const cache = labelCacheOf(registry, spec.resource);
      const prefix = `${spec.labelField}\u0000`;
      const labels = new Map<number, string>();
      const missing: number[] = [];
      for (const id of ids) {
        const kept = cache.get(`${prefix}${id}`);
        if (kept === undefined) missing.push(id);
        else labels.set(id, kept);
      }
      result.set(name, labels);
      if (missing.length === 0) continue;
      stores.push({ field: name, cache, prefix, since: cache.begin() });
      const targetColumns = getTableColumns(target.table) as unknown as Record<string, AnyPgColumn>;
      const label = targetColumns[spec.labelField] ?? target.label;
      lookups.push(
        db
          .select({
            field: sql<string>`${name}::text`.as('field'),
            id: target.id,
            label: sql<string | null>`${label}::text`.as('label'),
          })
          .from(target.table)
          .where(inArray(target.id, missing)),
      );
    }
    const [first, second, ...rest] = lookups;
    if (!first) return result;
    const found = (second ? await unionAll(first, second, ...rest) : await first) as {
      field: string;
      id: number;
      label: string | null;
    }[];
    for (const row of found) {
      const labels = result.get(row.field) ?? new Map<number, string>();
      labels.set(row.id, row.label ?? '');
      result.set(row.field, labels);
      const store = stores.find((entry) => entry.field === row.field);
      store?.cache.set(`${store.prefix}${row.id}`, row.label ?? '', store.since);
    }
    return result;
  }

  const fileSecret = app.hemis.config.jwtSecret;
  const personalUploads = Object.entries(contract.uploads)
    .filter(([, spec]) => spec.public !== true)
    .map(([name]) => name);
  /** What a row carries for an upload: a public file's name, a signed link to a personal one. */
  const uploadValue = (record: Row, name: string): unknown => {
    const stored = plain(record[name]);
    if (!personalUploads.includes(name) || typeof stored !== 'string' || stored === '') {
      return stored;
    }
    return signedFileLink(fileSecret, contract, {
      id: Number(record.id),
      field: name,
      name: stored,
    });
  };

  /**
   * One page of the rows matching `where` and the count of all of them in one query (count(*)
   * over the matches). Only a page past the end asks again, for the count.
   */
  async function pageOf(
    where: SQL | undefined,
    order: SQL[],
    limit: number,
    offset: number,
  ): Promise<{ total: number; data: Row[] }> {
    const records = (await db
      .select({
        ...columns,
        __total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)) as Row[];
    let total = Number(records[0]?.__total ?? 0);
    if (records.length === 0 && (offset > 0 || limit === 0)) {
      const [counted] = await db.select({ n: count() }).from(table).where(where);
      total = counted?.n ?? 0;
    }
    return { total, data: await toRows(records) };
  }

  async function toRows(records: Row[], read?: Map<string, Map<number, string>>): Promise<Row[]> {
    const labels = read ?? (await labelsOf(records));
    const rows = records.map((record) => {
      const row: Row = {
        id: record.id,
        universityId: plain(record.universityId),
        campusId: plain(record.campusId),
      };
      for (const name of Object.keys(contract.fields)) row[name] = plain(record[name]);
      for (const name of Object.keys(contract.uploads)) row[name] = uploadValue(record, name);
      row.createdAt = plain(record.createdAt);
      row.updatedAt = plain(record.updatedAt);
      if (referenceFields.length > 0) {
        const rowLabels: Record<string, string> = {};
        for (const [name] of referenceFields) {
          const value = record[name];
          const label = typeof value === 'number' ? labels.get(name)?.get(value) : undefined;
          if (label !== undefined) rowLabels[name] = label;
        }
        row.labels = rowLabels;
      }
      return row;
    });
    return options.rowExtras ? options.rowExtras.add(rows) : rows;
  }

  const visibleWhere = (scope: ScopeFilter, extra?: SQL) =>
    and(isNull(deletedAt), readable(scope), extra);

  async function findVisible(id: number, scope: ScopeFilter): Promise<Row | null> {
    const [record] = (await db
      .select()
      .from(table)
      .where(visibleWhere(scope, eq(idColumn, id)))
      .limit(1)) as Row[];
    return record ?? null;
  }

  async function callerScope(request: FastifyRequest): Promise<ScopeFilter> {
    return resolveScope(db, request.scope());
  }

  /** The list filters of a query, converted by field kind. */
  function filterConditions(query: ListQuery): SQL[] {
    const conditions: SQL[] = [];
    // Text the database cannot compare (NUL bytes) is refused with the parameter's name.
    for (const [name, raw] of Object.entries({ ...query.filters, q: query.q ?? '' })) {
      if (raw.includes('\u0000')) {
        const label = contract.fields[name]?.label ?? 'Search';
        throw badRequest(MESSAGES.http.badRequest, { [name]: INPUT_MESSAGES.noNul(label) });
      }
    }
    for (const [name, raw] of Object.entries(query.filters)) {
      const spec = contract.fields[name];
      if (!spec) continue;
      const col = column(name);
      switch (spec.kind) {
        case 'integer':
        case 'reference':
        case 'decimal': {
          const number = numberOfText(spec.kind, raw.trim());
          if (number === null) {
            throw badRequest(MESSAGES.http.badRequest, {
              [name]: `${spec.label} must be a number`,
            });
          }
          if (Math.abs(number) > 2_147_483_647 && spec.kind !== 'decimal') {
            conditions.push(sql`false`);
            break;
          }
          conditions.push(eq(col, number));
          break;
        }
        case 'flag':
        case 'status': {
          if (raw !== 'true' && raw !== 'false') {
            throw badRequest(MESSAGES.http.badRequest, {
              [name]: `${spec.label} must be true or false`,
            });
          }
          conditions.push(eq(col, raw === 'true'));
          break;
        }
        case 'text':
        case 'longText':
          conditions.push(ilike(col, `%${escapeLike(raw)}%`));
          break;
        case 'date':
          if (!fieldSchema(spec).safeParse(raw).success) {
            throw badRequest(MESSAGES.http.badRequest, {
              [name]: `${spec.label} must be a date (YYYY-MM-DD)`,
            });
          }
          conditions.push(eq(col, raw));
          break;
        case 'choice': {
          const values = raw.split(',').filter(Boolean);
          conditions.push(values.length > 1 ? inArray(col, values) : eq(col, raw));
          break;
        }
      }
    }
    if (query.q) {
      const pattern = `%${escapeLike(query.q)}%`;
      const textColumns = Object.entries(contract.fields)
        .filter(([, spec]) => isText(spec))
        .map(([name]) => ilike(column(name), pattern));
      if (textColumns.length > 0) conditions.push(or(...textColumns) as SQL);
    }
    return conditions;
  }

  function orderOf(query: ListQuery): SQL[] {
    const sortName = query.sort ?? contract.defaultSort;
    const col = column(sortName);
    const spec = contract.fields[sortName];
    const key = spec && isText(spec) ? sql`lower(${col})` : sql`${col}`;
    const direction = query.order === 'desc' ? desc : asc;
    return [direction(key), direction(idColumn)];
  }

  async function queryList(scope: ScopeFilter, query: ListQuery, paged: boolean) {
    const where = and(visibleWhere(scope), ...filterConditions(query));
    return pageOf(
      where,
      orderOf(query),
      paged ? query.pageSize : MAX_EXPORT_ROWS,
      paged ? (query.page - 1) * query.pageSize : 0,
    );
  }

  // ---- write helpers -------------------------------------------------------------------------

  /** After a committed write: the kept labels of this resource go, then the caller's hook. */
  function written(id: number): void {
    labelCacheOf(registry, contract.name).clear();
    options.afterWrite?.(id);
  }

  const uploadsDir = app.hemis.uploadsDir;
  // Personal files of this resource kept before they had their own folder move there.
  if (personalUploads.length > 0) {
    const prefixes = personalUploads.map((name) => `${contract.name.toLowerCase()}-${name}-`);
    movePersonalFiles(uploadsDir, (name) => prefixes.some((prefix) => name.startsWith(prefix)));
  }
  function storeFiles(files: UploadedFile[]): { stored: Row; paths: string[] } {
    const stored: Row = {};
    const paths: string[] = [];
    for (const file of files) {
      const spec = contract.uploads[file.field];
      if (!spec) continue;
      const kind = sniffImage(file.data);
      if (!kind || !spec.accept.includes(kind.mimeType)) {
        throw badRequest(MESSAGES.http.badRequest, { [file.field]: UPLOAD_MESSAGES.type });
      }
      if (file.data.length > spec.maxBytes) {
        throw badRequest(MESSAGES.http.badRequest, { [file.field]: UPLOAD_MESSAGES.size });
      }
      const name = `${contract.name.toLowerCase()}-${file.field}-${randomBytes(8).toString('hex')}.${kind.extension}`;
      // Personal files go where nothing serves them as they are (lib/files).
      const dir = spec.public === true ? uploadsDir : privateDir(uploadsDir);
      fs.mkdirSync(dir, { recursive: true });
      const target = path.join(dir, name);
      fs.writeFileSync(target, file.data);
      stored[file.field] = name;
      paths.push(target);
    }
    return { stored, paths };
  }

  /**
   * The unique fields also hold across the levels an institution's lists show together: a row
   * may not take a name its owner already reads (a campus: its university's and the national
   * rows; a university: its campuses' and the national rows; the commission: every row), as
   * each of those owners' lists would show it twice (the unique index holds within one owner).
   * The same check on create and on update (a rename), with the contract's conflict message.
   */
  async function checkListDuplicate(values: Row, exceptId: number | null): Promise<void> {
    if (contract.ownership !== 'institution' || contract.unique.length === 0) return;
    const universityId = typeof values.universityId === 'number' ? values.universityId : null;
    const campusId = typeof values.campusId === 'number' ? values.campusId : null;
    const owner = { universityId, campusId, userId: 0 };
    const ownerReads =
      campusId !== null
        ? readCondition('institution', owners, { ...owner, kind: 'campus' })
        : universityId !== null
          ? readCondition('institution', owners, { ...owner, kind: 'university' })
          : undefined;
    const sameValues = contract.unique.map((name) => {
      const value = values[name];
      const spec = contract.fields[name];
      if (value === null || value === undefined) return isNull(column(name));
      return spec && isText(spec)
        ? sql`${norm(column(name))} = ${norm(sql`${String(value)}::text`)}`
        : eq(column(name), value);
    });
    const [clash] = await db
      .select({ id: idColumn })
      .from(table)
      .where(
        and(
          isNull(deletedAt),
          ownerReads,
          ...sameValues,
          exceptId === null ? undefined : ne(idColumn, exceptId),
        ),
      )
      .limit(1);
    if (clash) throw conflictError();
  }

  /** Each reference must name a live row the caller may see. */
  async function checkReferences(values: Row, scope: ScopeFilter): Promise<void> {
    const fields: Record<string, string> = {};
    for (const [name, spec] of referenceFields) {
      const value = values[name];
      if (typeof value !== 'number') continue;
      const target = registry.get(spec.resource);
      if (!target) continue;
      const [found] = await db
        .select({ id: target.id })
        .from(target.table)
        .where(
          and(
            eq(target.id, value),
            target.deletedAt ? isNull(target.deletedAt) : undefined,
            target.visible?.(scope),
          ),
        )
        .limit(1);
      if (!found) fields[name] = `${spec.label} was not found`;
    }
    if (Object.keys(fields).length > 0) throw badRequest(MESSAGES.http.badRequest, fields);
  }

  /** The owner columns of a new row. */
  async function ownerValues(scope: ScopeFilter, values: Row): Promise<Row> {
    const { ownership } = contract;
    if (ownership === 'nation') {
      if (scope.kind !== 'nation') throw forbidden();
      return {};
    }
    if (scope.kind === 'own') throw forbidden();
    if (ownership === 'institution') {
      if (scope.kind === 'nation') return { universityId: null, campusId: null };
      if (scope.kind === 'university') return { universityId: scope.universityId, campusId: null };
      return { universityId: scope.universityId, campusId: scope.campusId };
    }
    if (ownership === 'hierarchy') return hierarchyOwner(scope, values);
    if (ownership === 'university') {
      if (scope.kind === 'campus') throw forbidden();
      if (scope.kind === 'university') {
        if (typeof values.universityId === 'number' && values.universityId !== scope.universityId) {
          throw forbidden();
        }
        return { universityId: scope.universityId };
      }
      if (typeof values.universityId !== 'number') {
        throw badRequest(MESSAGES.http.badRequest, {
          universityId: CAMPUS_MESSAGES.universityRequired,
        });
      }
      return { universityId: values.universityId };
    }
    // campus
    if (scope.kind === 'campus') {
      if (typeof values.campusId === 'number' && values.campusId !== scope.campusId) {
        throw forbidden();
      }
      return { campusId: scope.campusId, universityId: scope.universityId };
    }
    if (typeof values.campusId !== 'number') {
      throw badRequest(MESSAGES.http.badRequest, { campusId: CAMPUS_MESSAGES.campusRequired });
    }
    const campusEntry = registry.get('Campus');
    const [campus] = campusEntry
      ? ((await db
          .select()
          .from(campusEntry.table)
          .where(and(eq(campusEntry.id, values.campusId), campusEntry.visible?.(scope)))
          .limit(1)) as Row[])
      : [];
    if (!campus) {
      throw badRequest(MESSAGES.http.badRequest, { campusId: 'Campus was not found' });
    }
    return { campusId: values.campusId, universityId: campus.universityId ?? null };
  }

  /**
   * A hierarchy row's owner: a campus user's own campus; a university user's office or one of its
   * campuses; for nation roles whatever the row names (neither: the commission's own).
   */
  async function hierarchyOwner(scope: ScopeFilter, values: Row): Promise<Row> {
    const campusId = typeof values.campusId === 'number' ? values.campusId : null;
    const universityId = typeof values.universityId === 'number' ? values.universityId : null;
    if (scope.kind === 'campus') {
      if (campusId !== null && campusId !== scope.campusId) throw forbidden();
      return { campusId: scope.campusId, universityId: scope.universityId };
    }
    if (
      scope.kind === 'university' &&
      universityId !== null &&
      universityId !== scope.universityId
    ) {
      throw forbidden();
    }
    if (campusId === null) {
      return {
        campusId: null,
        universityId: scope.kind === 'university' ? scope.universityId : universityId,
      };
    }
    const campusEntry = registry.get('Campus');
    const [campus] = campusEntry
      ? ((await db
          .select()
          .from(campusEntry.table)
          .where(and(eq(campusEntry.id, campusId), campusEntry.visible?.(scope)))
          .limit(1)) as Row[])
      : [];
    if (!campus) {
      throw badRequest(MESSAGES.http.badRequest, { campusId: 'Campus was not found' });
    }
    return { campusId, universityId: campus.universityId ?? null };
  }

  function conflictError(error?: unknown): HttpError {
    const constraint = pgConstraint(error);
    const tableName = getTableName(table);
    for (const [name, message] of Object.entries(contract.uniqueEach)) {
      if (constraint === uniqueEachIndexName(tableName, name)) {
        return conflict(message, { [name]: message });
      }
    }
    const field =
      contract.unique.find((name) => {
        const spec = contract.fields[name];
        return spec ? isText(spec) : false;
      }) ?? contract.unique[0];
    return conflict(
      contract.messages.conflict,
      field ? { [field]: contract.messages.conflict } : undefined,
    );
  }

  async function audit(
    tx: Tx,
    userId: number,
    action: 'create' | 'update' | 'delete',
    id: number,
    detail: Row,
  ): Promise<void> {
    await tx.insert(auditLog).values({
      userId,
      action,
      entity: contract.name,
      entityId: String(id),
      detail,
    });
  }

  // ---- request body preparation ------------------------------------------------------------

  const files = new WeakMap<FastifyRequest, UploadedFile[]>();
  const existingRows = new WeakMap<FastifyRequest, Row>();

  async function prepareBody(request: FastifyRequest): Promise<void> {
    const raw = request.body;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return;
    let values = raw as Row;
    const form = request.isMultipart();
    if (form) {
      const parsed = await readMultipart(contract, values);
      values = parsed.values;
      files.set(request, parsed.files);
    }
    if (options.clientInput) values = fromClientNames(values, options.clientInput);
    values = normaliseValues(contract, values, form);
    request.body = options.prepareInput ? options.prepareInput(values) : values;
  }

  async function prepareUpdate(request: FastifyRequest): Promise<void> {
    // Runs before the route's schemas: a bad id is refused here, before the body is read.
    const params = resourceIdParams.safeParse(request.params);
    if (!params.success) throw badRequest(MESSAGES.http.badRequest, zodFields(params.error));
    const { id } = params.data;
    await prepareBody(request);
    const scope = await callerScope(request);
    const existing = await findVisible(id, scope);
    if (!existing) throw notFound(`${contract.title} not found.`);
    const writable = writeCondition(contract.ownership, owners, scope);
    if (writable === null) throw forbidden();
    if (writable) {
      const [allowed] = await db
        .select({ id: idColumn })
        .from(table)
        .where(and(eq(idColumn, id), writable))
        .limit(1);
      if (!allowed) throw forbidden();
    }
    existingRows.set(request, existing);
    const body = request.body;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const values = { ...(body as Row) };
      // A locked field sent back unchanged (the edit dialog's program) is not a change.
      for (const [name, spec] of Object.entries(contract.fields)) {
        if (spec.createOnly && name in values && sameValue(values[name], existing[name])) {
          delete values[name];
        }
      }
      request.body = values;
    }
  }

  // ---- routes --------------------------------------------------------------------------------

  const rowSchema = options.rowExtras
    ? contract.rowSchema.and(options.rowExtras.schema)
    : contract.rowSchema;
  const pagedSchema = listResponseSchema(rowSchema);
  const listSchema = options.plainList ? z.union([pagedSchema, z.array(rowSchema)]) : pagedSchema;

  app.get(
    base,
    {
      config: { auth: { permission: permission('view') } },
      serializerCompiler: plainSerializer,
      schema: {
        tags,
        security,
        summary: options.plainList
          ? `${contract.title} list (sorted, filtered, scoped): a plain array, or paged { data, total } with page or pageSize`
          : `${contract.title} list (paged, sorted, filtered, scoped)`,
        querystring: contract.listQuerySchema,
        response: { 200: listSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const scope = await callerScope(request);
      const query = request.query as ListQuery;
      if (options.plainList && !asksForPage(request)) {
        return (await queryList(scope, query, false)).data;
      }
      return queryList(scope, query, true);
    },
  );

  app.get(
    `${base}/Export`,
    {
      config: { auth: { permission: permission('export') } },
      schema: {
        tags,
        security,
        summary: `${contract.title} list as an .xlsx workbook`,
        querystring: contract.listQuerySchema,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const scope = await callerScope(request);
      const { data } = await queryList(scope, request.query as ListQuery, false);
      const buffer = await workbookOf(contract, data);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${contract.name}.xlsx"`)
        .send(buffer);
    },
  );

  if (personalUploads.length > 0) {
    // A personal file by its signed link (lib/files): no sign-in, since <img> sends no token,
    // but only while the link holds, the record is live and the field still holds the file.
    app.get(
      `${base}/:id/Files/:field`,
      {
        config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicRead },
        schema: {
          tags,
          summary: `A ${contract.title.toLowerCase()}'s personal file (${personalUploads.join(', ')}) by the signed link its rows carry`,
          params: z.object({ id: idParamSchema.shape.id, field: z.string().max(40) }),
          querystring: z.object({
            name: z.string().max(200),
            expires: z.coerce.number().int().nonnegative(),
            signature: z.string().max(100),
          }),
          response: { 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { id, field } = request.params as { id: number; field: string };
        const { name, expires, signature } = request.query as {
          name: string;
          expires: number;
          signature: string;
        };
        const gone = () => notFound('This file is not available.');
        const target = { entity: contract.name, id, field, name };
        if (!personalUploads.includes(field) || !isStoredName(name)) throw gone();
        if (!fileLinkHolds(fileSecret, target, expires, signature)) throw gone();
        const [record] = (await db
          .select({ file: column(field) })
          .from(table)
          .where(and(eq(idColumn, id), isNull(deletedAt)))
          .limit(1)) as { file: unknown }[];
        const file = record?.file === name ? storedFilePath(uploadsDir, name) : null;
        if (!file) throw gone();
        const data = fs.readFileSync(file);
        return reply
          .type(sniffImage(data)?.mimeType ?? 'application/octet-stream')
          .header('Cache-Control', 'private, max-age=3600')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .send(data);
      },
    );
  }

  if (!options.skip?.includes('getOne')) {
    app.get(
      `${base}/:id`,
      {
        config: { auth: { permission: permission('view') } },
        serializerCompiler: plainSerializer,
        schema: {
          tags,
          security,
          summary: `One ${contract.title.toLowerCase()}`,
          params: resourceIdParams,
          response: { 200: rowSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const scope = await callerScope(request);
        const { id } = request.params as { id: number };
        const record = await findVisible(id, scope);
        if (!record) throw notFound(`${contract.title} not found.`);
        const [row] = await toRows([record]);
        return row;
      },
    );
  }

  const uploadNote = Object.keys(contract.uploads).length
    ? ` Multipart parts ${Object.keys(contract.uploads).join(', ')} carry files.`
    : '';

  app.post(
    base,
    {
      config: { auth: { permission: permission('add') } },
      serializerCompiler: plainSerializer,
      preValidation: prepareBody,
      schema: {
        tags,
        security,
        summary: `Add a ${contract.title.toLowerCase()} (JSON or multipart/form-data).${uploadNote}`,
        consumes: ['application/json', 'multipart/form-data'],
        body: contract.createSchema,
        response: {
          201: rowSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const scope = await callerScope(request);
      const input = emptyTextToNull(contract, request.body as Row);
      const owner = await ownerValues(scope, input);
      const values = { ...input, ...owner };
      await checkReferences(values, scope);
      await checkListDuplicate(values, null);
      const context: WriteContext = { db, scope, values, existing: null, changes: values };
      const extra = (await options.validate?.(context)) ?? {};
      Object.assign(values, extra);
      const { stored, paths } = storeFiles(files.get(request) ?? []);
      const userId = scope.userId;
      let record: Row | undefined;
      try {
        record = await db.transaction(async (tx) => {
          await options.beforeWrite?.({ ...context, db: tx });
          const [inserted] = (await tx
            .insert(table)
            .values({ ...values, ...stored, createdBy: userId, updatedBy: userId })
            .returning()) as Row[];
          if (!inserted) throw new Error('insert returned nothing');
          await audit(tx, userId, 'create', Number(inserted.id), {
            fields: Object.keys({ ...values, ...stored }),
            values: { ...values, ...stored },
          });
          return inserted;
        });
      } catch (error) {
        for (const file of paths) fs.rmSync(file, { force: true });
        if (isUniqueViolation(error)) throw conflictError(error);
        throw error;
      }
      written(Number(record.id));
      const [row] = await toRows([record]);
      return reply.code(201).send(row);
    },
  );

  const update = async (request: FastifyRequest) => {
    const scope = await callerScope(request);
    const existing = existingRows.get(request);
    if (!existing) throw notFound(`${contract.title} not found.`);
    const patch = emptyTextToNull(contract, request.body as Row);
    const id = Number(existing.id);
    // The owner of a row moves only by a nation role (a campus to another university).
    if (
      'universityId' in patch &&
      contract.ownership === 'university' &&
      !sameValue(patch.universityId, existing.universityId) &&
      scope.kind !== 'nation'
    ) {
      throw forbidden();
    }
    const current: Row = {};
    for (const [name, spec] of Object.entries(contract.fields)) {
      // What the server alone sets is not part of the body the merged row is checked as.
      if (!spec.readOnly) current[name] = plain(existing[name]);
    }
    const merged = { ...current, ...patch };
    const checked = contract.createSchema.safeParse(merged);
    if (!checked.success) throw badRequest(MESSAGES.http.badRequest, zodFields(checked.error));
    const changes: Row = {};
    for (const [name, value] of Object.entries(patch)) {
      if (!sameValue(value, existing[name])) changes[name] = value;
    }
    await checkReferences(changes, scope);
    if (contract.unique.some((name) => name in changes)) {
      await checkListDuplicate({ ...existing, ...merged }, id);
    }
    const context: WriteContext = { db, scope, values: merged, existing, changes };
    const extra = (await options.validate?.(context)) ?? {};
    for (const [name, value] of Object.entries(extra)) {
      if (!sameValue(value, existing[name])) changes[name] = value;
    }
    const { stored, paths } = storeFiles(files.get(request) ?? []);
    Object.assign(changes, stored);
    const userId = scope.userId;
    let record: Row;
    try {
      record = await db.transaction(async (tx) => {
        if (Object.keys(changes).length === 0) return existing;
        await options.beforeWrite?.({ ...context, db: tx });
        const [updated] = (await tx
          .update(table)
          .set({ ...changes, updatedAt: new Date(), updatedBy: userId })
          .where(eq(idColumn, id))
          .returning()) as Row[];
        if (!updated) throw notFound(`${contract.title} not found.`);
        const diff: Record<string, [unknown, unknown]> = {};
        for (const [name, value] of Object.entries(changes)) {
          diff[name] = [plain(existing[name]), plain(value)];
        }
        await audit(tx, userId, 'update', id, { fields: Object.keys(changes), changes: diff });
        return updated;
      });
    } catch (error) {
      for (const file of paths) fs.rmSync(file, { force: true });
      if (isUniqueViolation(error)) throw conflictError(error);
      throw error;
    }
    if (Object.keys(changes).length > 0) written(id);
    // The files this change replaced are gone (a link to them answered 404 already).
    for (const name of Object.keys(stored)) {
      const before = existing[name];
      const file = isStoredName(before) ? storedFilePath(uploadsDir, before) : null;
      if (file && before !== record[name]) fs.rmSync(file, { force: true });
    }
    const [row] = await toRows([record]);
    return row;
  };

  app.route({
    method: contract.updateMethod,
    url: `${base}/:id`,
    config: { auth: { permission: permission('edit') } },
    serializerCompiler: plainSerializer,
    preValidation: prepareUpdate,
    schema: {
      tags,
      security,
      summary: `Change a ${contract.title.toLowerCase()} (any subset of its fields).${uploadNote}`,
      consumes: ['application/json', 'multipart/form-data'],
      params: resourceIdParams,
      body: contract.updateSchema,
      response: {
        200: rowSchema,
        400: apiErrorSchema,
        403: apiErrorSchema,
        404: apiErrorSchema,
        409: apiErrorSchema,
      },
    },
    handler: update,
  });

  if (!options.skip?.includes('delete')) {
    app.delete(
      `${base}/:id`,
      {
        config: { auth: { permission: permission('delete') } },
        serializerCompiler: plainSerializer,
        schema: {
          tags,
          security,
          summary: `Delete a ${contract.title.toLowerCase()} (soft delete)`,
          params: resourceIdParams,
          response: {
            200: deletedSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const scope = await callerScope(request);
        const { id } = request.params as { id: number };
        const existing = await findVisible(id, scope);
        if (!existing) throw notFound(`${contract.title} not found.`);
        const writable = writeCondition(contract.ownership, owners, scope);
        if (writable === null) throw forbidden();
        const userId = scope.userId;
        await db.transaction(async (tx) => {
          await options.beforeDelete?.({ db: tx, existing, scope });
          // A record others still use stays: the answer names what uses it.
          const uses = await usesOf(tx, id);
          if (uses.length > 0) throw conflict(INPUT_MESSAGES.stillUsed(contract.title, uses));
          const done = await tx
            .update(table)
            .set({ deletedAt: new Date(), deletedBy: userId, updatedBy: userId })
            .where(and(eq(idColumn, id), isNull(deletedAt), writable))
            .returning({ id: idColumn });
          if (done.length === 0) throw forbidden();
          await audit(tx, userId, 'delete', id, {});
        });
        written(id);
        return { id, message: contract.messages.deleted };
      },
    );
  }

  return {
    contract,
    table,
    columns,
    async list(scope, where, order) {
      const resolved = await resolveScope(db, scope);
      const records = (await db
        .select()
        .from(table)
        .where(visibleWhere(resolved, where))
        .orderBy(...(order ?? orderOf({ page: 1, pageSize: 1, order: 'asc', filters: {} })))
        .limit(MAX_EXPORT_ROWS)) as Row[];
      return toRows(records);
    },
    toRows,
    readCondition: readable,
    findVisible,
    async query(scope, query, { where: extra, limit = MAX_EXPORT_ROWS } = {}) {
      const resolved = await resolveScope(db, scope);
      const where = and(visibleWhere(resolved, extra), ...filterConditions(query));
      return pageOf(where, orderOf(query), Math.min(limit, MAX_EXPORT_ROWS), 0);
    },
  };
}
