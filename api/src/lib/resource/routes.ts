/**
 * The HTTP routes of one registered resource (list, export, one row, create, update, delete),
 * each with its permission and schemas; register.ts builds the parts they call and hands them
 * here. The routes resolve the caller's scope and body once and pass them to the parts.
 */
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  apiErrorSchema,
  idParamSchema,
  listResponseSchema,
  type AnyResourceContract,
  type ListQuery,
  type Permission,
} from '@hemis/shared-contracts';
import type { ScopeFilter } from '../../plugins/auth';
import { notFound } from '../errors';
import { security } from '../route-kit';
import { XLSX } from '../workbook';
import { sendResourceWorkbook } from './export';
import type { ListCache } from './list-cache';
import { MAX_EXPORT_ROWS } from './list-query';
import type { ResourceOwnership } from './ownership';
import type { AnyApiRow } from './rows';
import type { ResourceOptions, Row, ZodApp } from './types';
import type { ResourceUploads } from './uploads';
import { CACHE_FRESH, CACHE_HIT, CACHE_MISS, asksForFresh, asksForPage } from './http';
import { bodyInHandler, plainSerializer, sendJsonText } from './http';
import type { ResourceWrites } from './writes';

/** The params of every `/<Name>/:id` route (the one shared id schema). */
export const resourceIdParams = idParamSchema;
const deletedSchema = z.object({ id: z.number().int(), message: z.string() });

/** The built parts of a resource the routes call. */
export interface ResourceRouteParts {
  contract: AnyResourceContract;
  options: Pick<
    ResourceOptions<z.ZodObject>,
    'rowExtras' | 'ownRows' | 'plainList' | 'clientList' | 'skip'
  >;
  permission: (action: 'view' | 'add' | 'edit' | 'delete' | 'export') => Permission;
  tags: string[];
  ownership: ResourceOwnership;
  writes: ResourceWrites;
  uploads: ResourceUploads;
  listCache: ListCache;
  rowsPage(
    scope: ScopeFilter,
    asked: ListQuery,
    window: { limit: number; offset: number; where?: SQL },
  ): Promise<{ total: number; data: AnyApiRow[] }>;
  rowOf(record: Row): Promise<AnyApiRow>;
}

export function registerResourceRoutes(app: ZodApp, parts: ResourceRouteParts): void {
  const { contract, options, permission, tags, ownership, writes, uploads, listCache } = parts;
  const { rowsPage, rowOf } = parts;
  const base = contract.path;
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
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const scope = await ownership.resolve(request.scope());
      // A workbook has every column of the contract, whatever the list on screen shows.
      const query = { ...request.query, fields: undefined };
      const { data } = await rowsPage(scope, query, { limit: MAX_EXPORT_ROWS, offset: 0 });
      return sendResourceWorkbook(reply, contract, data);
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
}
