/**
 * The list query of one resource: the scope's live rows matching the list filters and `q`,
 * sorted, one page of them and the count of all in one query (`count(*) over ()`).
 *
 * The SQL of a list depends only on its shape (the caller's scope kind, which filters are given
 * and how, `q` or not, the sort): each shape is built once and kept as a prepared query (on
 * PostgreSQL a named prepared statement per connection), run with the request's values. Lists
 * with an extra condition (the domains' own reads) are built per call.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  INPUT_MESSAGES,
  MESSAGES,
  fieldSchema,
  type AnyResourceContract,
  type FieldSpec,
  type ListQuery,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import type { ScopeFilter } from '../../plugins/auth';
import { badRequest } from '../errors';
import { numberOfText } from './input';
import { readConditionOf, type OwnerColumns } from './scope';
import type { Row } from './types';

/** The most rows one list read answers (exports, plain lists, printouts). */
export const MAX_EXPORT_ROWS = 10_000;
/** Shapes kept per resource; a list of another shape beyond them is built per call. */
export const MAX_SHAPES = 256;
const INT4_MAX = 2_147_483_647;
/** Names prepared statements uniquely in this process (a name is per connection, once). */
let statements = 0;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

export function isText(spec: FieldSpec): boolean {
  return spec.kind === 'text' || spec.kind === 'longText';
}

/**
 * How a list's values reach its SQL: as the values themselves (a query built for one call) or
 * as named placeholders whose values are collected (a query kept for its shape).
 */
interface Binder {
  bind(name: string, value: unknown): unknown;
  /** Notes what the SQL depends on beyond the bound values. */
  shape(part: string): void;
}

/** The filters, `q` and order of a list query as SQL, with its values bound by `binder`. */
function conditionsOf(
  contract: AnyResourceContract,
  column: (name: string) => AnyPgColumn,
  query: ListQuery,
  binder: Binder,
): SQL[] {
  const conditions: SQL[] = [];
  // Text the database cannot compare (NUL bytes) is refused with the parameter's name.
  for (const [name, raw] of Object.entries(query.filters)) {
    if (raw.includes('\u0000')) {
      const label = contract.fields[name]?.label ?? 'Search';
      throw badRequest(MESSAGES.http.badRequest, { [name]: INPUT_MESSAGES.noNul(label) });
    }
  }
  if (query.q?.includes('\u0000')) {
    throw badRequest(MESSAGES.http.badRequest, { q: INPUT_MESSAGES.noNul('Search') });
  }
  for (const [name, raw] of Object.entries(query.filters)) {
    const spec = contract.fields[name];
    if (!spec) continue;
    const col = column(name);
    const key = `f_${name}`;
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
        if (Math.abs(number) > INT4_MAX && spec.kind !== 'decimal') {
          binder.shape(`${name}:none`);
          conditions.push(sql`false`);
          break;
        }
        binder.shape(`${name}:=`);
        conditions.push(eq(col, binder.bind(key, number)));
        break;
      }
      case 'flag':
      case 'status': {
        if (raw !== 'true' && raw !== 'false') {
          throw badRequest(MESSAGES.http.badRequest, {
            [name]: `${spec.label} must be true or false`,
          });
        }
        binder.shape(`${name}:=`);
        conditions.push(eq(col, binder.bind(key, raw === 'true')));
        break;
      }
      case 'text':
      case 'longText':
        binder.shape(`${name}:like`);
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle's placeholder stands for the bound text value in a prepared query
        conditions.push(ilike(col, binder.bind(key, `%${escapeLike(raw)}%`) as string));
        break;
      case 'date':
        if (!fieldSchema(spec).safeParse(raw).success) {
          throw badRequest(MESSAGES.http.badRequest, {
            [name]: `${spec.label} must be a date (YYYY-MM-DD)`,
          });
        }
        binder.shape(`${name}:=`);
        conditions.push(eq(col, binder.bind(key, raw)));
        break;
      case 'choice': {
        const values = raw.split(',').filter(Boolean);
        if (values.length > 1) {
          binder.shape(`${name}:in${values.length}`);
          conditions.push(
            inArray(
              col,
              values.map((value, index) => binder.bind(`${key}_${index}`, value)),
            ),
          );
        } else {
          binder.shape(`${name}:=`);
          conditions.push(eq(col, binder.bind(key, raw)));
        }
        break;
      }
    }
  }
  if (query.q) {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle's placeholder stands for the bound text value in a prepared query
    const pattern = binder.bind('q', `%${escapeLike(query.q)}%`) as string;
    const textColumns = Object.entries(contract.fields)
      .filter(([, spec]) => isText(spec))
      .map(([name]) => ilike(column(name), pattern));
    if (textColumns.length > 0) {
      binder.shape('q');
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle's or() answers SQL | undefined; with one column or more it is SQL
      conditions.push(or(...textColumns) as SQL);
    }
  }
  return conditions;
}

/** Binds values as themselves: the SQL of one call. */
const VALUES: Binder = { bind: (_name, value) => value, shape: () => undefined };

export interface ListPage {
  total: number;
  /** The page's stored records, with the columns API rows are made of (rows.ts). */
  records: Row[];
}

export interface ListQuerySpec {
  db: Database;
  contract: AnyResourceContract;
  table: PgTable;
  columns: Record<string, AnyPgColumn>;
  column: (name: string) => AnyPgColumn;
  owners: OwnerColumns;
  /** What a scope reads (the resource's ownership, or ownRows). */
  readable: (scope: ScopeFilter) => SQL | undefined;
  /** Whether a scope's reads come from the resource's ownRows (such lists are not kept). */
  ownRows: boolean;
}

export interface ResourceListQuery {
  /** The list filters and `q` of a query as conditions (400 naming a bad value). */
  filterConditions(query: ListQuery): SQL[];
  /** The order of a query: its sort (text case-insensitively), then id. */
  orderOf(query: ListQuery): SQL[];
  /**
   * One page of the scope's live rows matching the query (and `where`), with the count of all;
   * `limit` rows from `offset`. Only a page past the end asks again, for the count.
   */
  page(
    scope: ScopeFilter,
    query: ListQuery,
    window: { limit: number; offset: number; where?: SQL },
  ): Promise<ListPage>;
  /** How many list shapes are kept as prepared queries (tests). */
  readonly keptShapes: number;
}

export function createListQuery(spec: ListQuerySpec): ResourceListQuery {
  const { db, contract, table, columns, column, owners, readable } = spec;
  const idColumn = column('id');
  const deletedAt = column('deletedAt');
  // The columns an API row is made of (rows.ts), not the audit and bookkeeping ones; a query's
  // `fields` narrows them to what it asks for (the owners always come, scope.ts reads them).
  const keys = ['id', 'universityId', 'campusId'];
  const everything = [...Object.keys(contract.fields), ...Object.keys(contract.uploads)];
  const selections = new Map<string, Record<string, AnyPgColumn | SQL.Aliased | SQL>>();
  function selectionOf(fields: readonly string[] | undefined) {
    const key = fields ? fields.join(',') : '*';
    let selection = selections.get(key);
    if (!selection) {
      const answered = fields
        ? [...keys, ...fields]
        : [...keys, ...everything, 'createdAt', 'updatedAt'];
      selection = { __total: sql<number>`count(*) over ()`.mapWith(Number) };
      for (const name of answered) {
        const found = columns[name];
        if (found) selection[name] = found;
      }
      // Field lists come from requests: only the kept shapes' ones stay.
      if (selections.size < MAX_SHAPES) selections.set(key, selection);
    }
    return selection;
  }

  function orderOf(query: ListQuery): SQL[] {
    const sortName = query.sort ?? contract.defaultSort;
    const col = column(sortName);
    const field = contract.fields[sortName];
    const key = field && isText(field) ? sql`lower(${col})` : sql`${col}`;
    const direction = query.order === 'desc' ? desc : asc;
    return [direction(key), direction(idColumn)];
  }

  const selectPage = (
    fields: readonly string[] | undefined,
    where: SQL | undefined,
    order: SQL[],
    limit: unknown,
    offset: unknown,
  ) =>
    db
      .select(selectionOf(fields))
      .from(table)
      .where(where)
      .orderBy(...order)
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle's limit() takes a placeholder of a prepared query typed as a number
      .limit(limit as number)
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle's offset() takes a placeholder of a prepared query typed as a number
      .offset(offset as number);

  async function countOf(where: SQL | undefined): Promise<number> {
    const [counted] = await db.select({ n: count() }).from(table).where(where);
    return counted?.n ?? 0;
  }

  // ---- kept shapes ------------------------------------------------------------------------
  type Prepared = ReturnType<ReturnType<typeof selectPage>['prepare']>;
  const shapes = new Map<string, { prepared: Prepared; where: SQL | undefined }>();
  const statementPrefix = `list_${contract.name.toLowerCase()}_`;

  function placeholders(): Binder & { values: Record<string, unknown>; key: string[] } {
    const values: Record<string, unknown> = {};
    const key: string[] = [];
    return {
      values,
      key,
      bind(name, value) {
        values[name] = value;
        return sql.placeholder(name);
      },
      shape(part) {
        key.push(part);
      },
    };
  }

  async function keptPage(
    scope: ScopeFilter,
    query: ListQuery,
    limit: number,
    offset: number,
  ): Promise<ListPage> {
    const binder = placeholders();
    const conditions = conditionsOf(contract, column, query, binder);
    const sortName = query.sort ?? contract.defaultSort;
    const fields = query.fields?.join(',') ?? '*';
    const key = `${scope.kind}|${sortName}|${query.order}|${binder.key.join(',')}|${fields}`;
    let kept = shapes.get(key);
    if (!kept && shapes.size < MAX_SHAPES) {
      const scopeValues = readConditionOf(
        contract.ownership,
        owners,
        scope.kind,
        sql.placeholder('scopeUniversityId'),
        sql.placeholder('scopeCampusId'),
      );
      const where = and(isNull(deletedAt), scopeValues, ...conditions);
      const prepared = selectPage(
        query.fields,
        where,
        orderOf(query),
        sql.placeholder('limit'),
        sql.placeholder('offset'),
      ).prepare(`${statementPrefix}${(statements += 1)}`);
      kept = { prepared, where };
      shapes.set(key, kept);
    }
    if (!kept) return builtPage(scope, query, limit, offset);
    const values = {
      ...binder.values,
      scopeUniversityId: scope.universityId ?? -1,
      scopeCampusId: scope.campusId ?? -1,
      limit,
      offset,
    };
    const records: Row[] = await kept.prepared.execute(values);
    const total = Number(records[0]?.__total ?? 0);
    if (records.length === 0 && (offset > 0 || limit === 0)) {
      // The kept condition with this call's values, once more for the count alone.
      const where = and(
        isNull(deletedAt),
        readable(scope),
        ...conditionsOf(contract, column, query, VALUES),
      );
      return { total: await countOf(where), records };
    }
    return { total, records };
  }

  async function builtPage(
    scope: ScopeFilter,
    query: ListQuery,
    limit: number,
    offset: number,
    extra?: SQL,
  ): Promise<ListPage> {
    const where = and(
      isNull(deletedAt),
      readable(scope),
      extra,
      ...conditionsOf(contract, column, query, VALUES),
    );
    const records: Row[] = await selectPage(query.fields, where, orderOf(query), limit, offset);
    const total = Number(records[0]?.__total ?? 0);
    if (records.length === 0 && (offset > 0 || limit === 0)) {
      return { total: await countOf(where), records };
    }
    return { total, records };
  }

  return {
    filterConditions: (query) => conditionsOf(contract, column, query, VALUES),
    orderOf,
    page(scope, query, { limit, offset, where }) {
      const ownRead = spec.ownRows && scope.kind === 'own';
      if (where || ownRead) return builtPage(scope, query, limit, offset, where);
      return keptPage(scope, query, limit, offset);
    },
    get keptShapes() {
      return shapes.size;
    },
  };
}
