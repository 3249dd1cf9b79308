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
 *
 * This file only wires the parts, each built once per resource and testable alone:
 * list-query.ts (filters, sort, page and count; kept prepared queries), ownership.ts (what a
 * scope reads and changes, owners of new rows), writes.ts (bodies, checks, transactions, audit),
 * uploads.ts (files and signed links), labels.ts and rows.ts (reference labels, API rows),
 * and export.ts (workbooks). A handler resolves the
 * caller's scope and its body once and hands them to the parts as arguments.
 */
import { getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  idParamSchema,
  listResponseSchema,
  type FieldSpec,
  type ListQuery,
  type Ownership,
  type ResourceContract,
  type AnyResourceContract,
} from '@hemis/shared-contracts';
import type { ScopeFilter } from '../../plugins/auth';
import { notFound } from '../errors';
import { sendWorkbook, XLSX_TYPE } from './export';
import { createReferenceLabels, referenceFieldsOf } from './labels';
import { createListCache } from './list-cache';
import { createListQuery, MAX_EXPORT_ROWS } from './list-query';
import { createOwnership } from './ownership';
import { createRowMapper, type AnyApiRow } from './rows';
import type { OwnerColumns } from './scope';
import type { ApiRow, ResourceHandle, ResourceOptions, Row, ZodApp } from './types';
import { createUploads } from './uploads';
import { CACHE_FRESH, CACHE_HIT, CACHE_MISS, asksForFresh, asksForPage } from './http';
import { bodyInHandler, plainSerializer, sendJsonText } from './http';
import { createWrites } from './writes';

export type {
  ApiRow,
  DbOrTx,
  RegistryEntry,
  ResourceHandle,
  ResourceOptions,
  ResourceRegistry,
  Row,
  Tx,
  WriteContext,
} from './types';
export { LABEL_CACHE_MS } from './labels';
export { MAX_EXPORT_ROWS } from './list-query';
export { CACHE_FRESH, CACHE_HIT, CACHE_MISS } from './http';

/** The params of every `/<Name>/:id` route (the one shared id schema). */
export const resourceIdParams = idParamSchema;
const deletedSchema = z.object({ id: z.number().int(), message: z.string() });
const security = [{ bearer: [] }];

export function registerResource<
  F extends Record<string, FieldSpec>,
  O extends Ownership,
  X extends z.ZodObject = z.ZodObject<Record<never, never>>,
>(
  fastify: FastifyInstance,
  typedContract: ResourceContract<F, O>,
  table: PgTable,
  options: ResourceOptions<X>,
): ResourceHandle<ApiRow<F> & z.infer<X>> {
  type ResourceRow = ApiRow<F> & z.infer<X>;
  const app: ZodApp = fastify.withTypeProvider<ZodTypeProvider>();
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
  const owners: OwnerColumns = { universityId: columns.universityId, campusId: columns.campusId };
  const { registry } = options;
  const base = contract.path;
  const permission = (action: 'view' | 'add' | 'edit' | 'delete' | 'export') =>
    action === 'view' && options.readPermission
      ? options.readPermission
      : (`${contract.module}:${action}` as const);
  const tags = [options.tag ?? contract.module];

  // ---- the parts -------------------------------------------------------------------------
  // What every part knows of the resource.
  const resource = { db, contract, table, column, owners, registry };
  const ownership = createOwnership({ ...resource, ownRows: options.ownRows });
  registry.set(contract.name, {
    table,
    id: column('id'),
    label: column(contract.defaultSort),
    deletedAt: column('deletedAt'),
    title: contract.title,
    visible: ownership.readable,
  });
  // The label a reference to this resource shows is the first text field.
  const firstText = Object.entries(contract.fields).find(([, spec]) => spec.kind === 'text');
  const entry = registry.get(contract.name);
  if (firstText && entry) entry.label = column(firstText[0]);

  const listQuery = createListQuery({
    db,
    contract,
    table,
    columns,
    column,
    owners,
    readable: ownership.readable,
    ownRows: Boolean(options.ownRows),
  });
  const uploads = createUploads({
    db,
    contract,
    table,
    column,
    uploadsDir: app.hemis.uploadsDir,
    secret: app.hemis.config.jwtSecret,
    tags,
  });
  const labels = createReferenceLabels(db, contract, registry, app.hemis.tableVersions);
  const toRows = createRowMapper({ contract, labels, uploads, extras: options.rowExtras?.add });
  const writes = createWrites({
    ...resource,
    ownership,
    uploads,
    options,
    written(id) {
      options.afterWrite?.(id);
    },
  });

  /**
   * A page of API rows: the scope's live rows matching the query (and `where`), with the query's
   * fields; whole rows where the resource adds derived extras (they may read any field).
   */
  async function rowsPage(
    scope: ScopeFilter,
    asked: ListQuery,
    window: { limit: number; offset: number; where?: SQL },
  ): Promise<{ total: number; data: AnyApiRow[] }> {
    const query = options.rowExtras && asked.fields ? { ...asked, fields: undefined } : asked;
    const { total, records } = await listQuery.page(scope, query, window);
    return { total, data: await toRows(records, query.fields) };
  }

  /** One stored record as its API row. */
  async function rowOf(record: Row): Promise<AnyApiRow> {
    const [row] = await toRows([record]);
    if (!row) throw new Error(`${contract.name}: no row for a record`);
    return row;
  }

  // A list's answer is read from its table and its references' (their labels).
  const listCache = createListCache(app.hemis.tableVersions, () => [
    getTableName(table),
    ...referenceFieldsOf(contract).flatMap(([, spec]) => {
      const target = registry.get(spec.resource);
      return target ? [getTableName(target.table)] : [];
    }),
  ]);

  // ---- routes ----------------------------------------------------------------------------
  const rowSchema = options.rowExtras
    ? contract.rowSchema.and(options.rowExtras.schema)
    : contract.rowSchema;
  const pagedSchema = listResponseSchema(rowSchema);

  /** The list; `plainByDefault`: a plain array unless the query names a page. */
  const listRoute = (path: string, routeTags: string[], plainByDefault: boolean) =>
    app.get(
      path,
      {
        config: { auth: { permission: permission('view') } },
        serializerCompiler: plainSerializer,
        schema: {
          tags: routeTags,
          security,
          summary: plainByDefault
            ? `${contract.title} list (sorted, filtered, scoped): a plain array, or paged { data, total } with page, pageNumber or pageSize`
            : `${contract.title} list (paged, sorted, filtered, scoped)`,
          querystring: contract.listQuerySchema,
          response: {
            200: plainByDefault ? z.union([pagedSchema, z.array(rowSchema)]) : pagedSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const scope = await ownership.resolve(request.scope());
        const query = request.query;
        const plain = plainByDefault && !asksForPage(request);
        // A student's own record is read by their user, not their reach: not kept.
        const kept = !(options.ownRows && scope.kind === 'own');
        const key = kept ? listCache.keyOf(scope, { plain, query }) : '';
        // A client asking for no cached answer (Cache-Control: no-cache) is read afresh.
        const fresh = asksForFresh(request);
        const found = kept && !fresh ? listCache.get(key) : undefined;
        if (found !== undefined) {
          return sendJsonText(reply.header('cache-status', CACHE_HIT), found);
        }
        const since = listCache.begin();
        const answer = plain
          ? (await rowsPage(scope, query, { limit: MAX_EXPORT_ROWS, offset: 0 })).data
          : await rowsPage(scope, query, {
              limit: query.pageSize,
              offset: (query.page - 1) * query.pageSize,
            });
        const body = JSON.stringify(answer);
        if (kept) {
          listCache.keep(key, body, since);
          reply.header('cache-status', fresh ? CACHE_FRESH : CACHE_MISS);
        }
        return sendJsonText(reply, body);
      },
    );
  listRoute(base, tags, options.plainList ?? true);
  // The earlier client's names of the list answer it as it reads it.
  for (const path of options.clientList?.paths ?? []) {
    listRoute(path, [options.clientList!.tag], true);
  }

  app.get(
    `${base}/Export`,
    {
      config: { auth: { permission: permission('export') } },
      schema: {
        tags,
        security,
        summary: `${contract.title} list as an .xlsx workbook`,
        querystring: contract.listQuerySchema,
        produces: [XLSX_TYPE],
      },
    },
    async (request, reply) => {
      const scope = await ownership.resolve(request.scope());
      // A workbook has every column of the contract, whatever the list on screen shows.
      const query = { ...request.query, fields: undefined };
      const { data } = await rowsPage(scope, query, { limit: MAX_EXPORT_ROWS, offset: 0 });
      return sendWorkbook(reply, contract, data);
    },
  );

  uploads.registerRoutes(app);

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
        const scope = await ownership.resolve(request.scope());
        const record = await ownership.findVisible(request.params.id, scope);
        if (!record) throw notFound(`${contract.title} not found.`);
        return rowOf(record);
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
      validatorCompiler: bodyInHandler,
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
      const input = await writes.readInput(request);
      const scope = await ownership.resolve(request.scope());
      const record = await writes.create(scope, input);
      return reply.code(201).send(await rowOf(record));
    },
  );

  app.route({
    method: contract.updateMethod,
    url: `${base}/:id`,
    config: { auth: { permission: permission('edit') } },
    serializerCompiler: plainSerializer,
    validatorCompiler: bodyInHandler,
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
    handler: async (request) => {
      const input = await writes.readInput(request);
      const scope = await ownership.resolve(request.scope());
      return rowOf(await writes.update(scope, request.params.id, input));
    },
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
        const scope = await ownership.resolve(request.scope());
        const { id } = request.params;
        await writes.remove(scope, id);
        return { id, message: contract.messages.deleted };
      },
    );
  }

  const defaultOrder = listQuery.orderOf({ page: 1, pageSize: 1, order: 'asc', filters: {} });
  const typed = (rows: AnyApiRow[]) => rows as ResourceRow[];
  return {
    contract,
    table,
    columns,
    async list(scope, where, order) {
      const resolved = await ownership.resolve(scope);
      const records = (await db
        .select()
        .from(table)
        .where(ownership.visibleWhere(resolved, where))
        .orderBy(...(order ?? defaultOrder))
        .limit(MAX_EXPORT_ROWS)) as Row[];
      return typed(await toRows(records));
    },
    toRows: async (records) => typed(await toRows(records)),
    prepareCreate: writes.prepareCreate,
    readInput: writes.readInput,
    insertPrepared: writes.insertPrepared,
    discardPrepared: (prepared) => uploads.discard(prepared.files),
    readCondition: ownership.readable,
    findVisible: ownership.findVisible,
    async query(scope, query, { where, limit = MAX_EXPORT_ROWS } = {}) {
      const resolved = await ownership.resolve(scope);
      const page = await rowsPage(resolved, query, {
        limit: Math.min(limit, MAX_EXPORT_ROWS),
        offset: 0,
        where,
      });
      return { total: page.total, data: typed(page.data) };
    },
  };
}
