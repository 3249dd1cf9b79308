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
import type { z } from 'zod';
import type {
  FieldSpec,
  ListQuery,
  Ownership,
  ResourceContract,
  AnyResourceContract,
} from '@hemis/shared-contracts';
import type { ScopeFilter } from '../../plugins/auth';
import { createReferenceLabels, referenceFieldsOf } from './labels';
import { createListCache } from './list-cache';
import { createListQuery, MAX_EXPORT_ROWS } from './list-query';
import { createOwnership } from './ownership';
import { registerResourceRoutes } from './routes';
import { createRowMapper, type AnyApiRow } from './rows';
import type { OwnerColumns } from './scope';
import type { ApiRow, ResourceHandle, ResourceOptions, Row, ZodApp } from './types';
import { createUploads } from './uploads';
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

export { resourceIdParams } from './routes';

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
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a contract's refine callback takes its own fields' values, so ResourceContract<F> is not assignable to the field-erased contract
  const contract = typedContract as unknown as AnyResourceContract;
  const db = app.db;
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
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

  registerResourceRoutes(app, {
    contract,
    options,
    permission,
    tags,
    ownership,
    writes,
    uploads,
    listCache,
    rowsPage,
    rowOf,
  });

  const defaultOrder = listQuery.orderOf({ page: 1, pageSize: 1, order: 'asc', filters: {} });
  // The rows are built from the contract's fields (and rowExtras' schema), so they are its rows.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the row mapper works on field-erased rows; TypeScript cannot carry F through it
  const typed = (rows: AnyApiRow[]) => rows as ResourceRow[];
  return {
    contract,
    table,
    columns,
    async list(scope, where, order) {
      const resolved = await ownership.resolve(scope);
      const records: Row[] = await db
        .select()
        .from(table)
        .where(ownership.visibleWhere(resolved, where))
        .orderBy(...(order ?? defaultOrder))
        .limit(MAX_EXPORT_ROWS);
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
