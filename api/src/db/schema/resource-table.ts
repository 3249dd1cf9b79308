/**
 * A registry table built from its resource contract (shared-contracts/src/resources): one column
 * per contract field (JS key = field name, column = its snake_case), the owner columns the
 * contract's ownership asks for, the audit columns, and the partial unique index over the owner
 * columns and the contract's unique fields. The field list is written once, in the contract.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTable,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import {
  CAMPUS_ROW_OWNERSHIPS,
  TWO_OWNER_OWNERSHIPS,
  type FieldSpec,
  type FlagField,
  type Ownership,
  type ResourceContract,
} from '@hemis/shared-contracts';

export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Audit columns every registry table carries. */
export const audit = () => ({
  createdAt: tz('created_at').notNull().defaultNow(),
  createdBy: integer('created_by'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
  deletedAt: tz('deleted_at'),
  deletedBy: integer('deleted_by'),
});

/** Rows still in use (soft delete): the predicate of every partial unique index. */
export const live = (t: { deletedAt: unknown }) => sql`${t.deletedAt} is null`;
/** Text compared for duplicates: case and runs of whitespace do not make a new name. */
export const norm = (column: unknown): SQL =>
  sql`lower(regexp_replace(${column}, '\\s+', ' ', 'g'))`;
/** An owner column in a unique index (NULL, a national or university row, is one owner too). */
export const owner = (column: unknown): SQL => sql`coalesce(${column}, 0)`;
export const day = (name: string) => date(name, { mode: 'string' });
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
export const flagOn = (name: string) => boolean(name).notNull().default(true);
/** A row's required reference to a row of another table. */
export const requiredRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target);
/** The row a row is part of: required, and the part goes when that row is deleted. */
export const partOf = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

const textColumn = (name: string) => text(name);
const numberColumn = (name: string) => integer(name);

/** The column type a field of this kind gets (nullability is decided at run time). */
type FieldColumn<S extends FieldSpec> = S extends FlagField
  ? ReturnType<typeof flagOn>
  : S['kind'] extends 'integer' | 'decimal' | 'reference'
    ? ReturnType<typeof numberColumn>
    : ReturnType<typeof textColumn>;
type OwnerColumns<O extends Ownership> = O extends 'institution' | 'hierarchy' | 'allotted'
  ? { universityId: ReturnType<typeof numberColumn>; campusId: ReturnType<typeof numberColumn> }
  : O extends 'campus' | 'campusKept'
    ? { universityId: ReturnType<typeof numberColumn> }
    : Record<never, never>;
type Flatten<T> = { [K in keyof T]: T[K] };
export type ResourceColumns<F extends Record<string, FieldSpec>, O extends Ownership> = Flatten<
  { id: ReturnType<typeof serialColumn> } & OwnerColumns<O> & {
      [K in keyof F]: FieldColumn<F[K]>;
    } & ReturnType<typeof audit>
>;
const serialColumn = (name: string) => serial(name).primaryKey();

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The unique index of one `uniqueEach` field: a 409 names its field by this. */
export const uniqueEachIndexName = (tableName: string, field: string) =>
  `${tableName}_${snakeCase(field)}_uq`;

type Columns = Record<string, AnyPgColumn>;

export interface ResourceTableOptions<
  K extends string,
  E extends Record<string, PgColumnBuilderBase> = Record<never, never>,
> {
  /** Name of the partial unique index (default `<table>_name_uq`). */
  uniqueName?: string;
  /** Indexes beyond the owner and unique ones. */
  indexes?: (t: Record<K | (keyof E & string), AnyPgColumn>) => PgTableExtraConfigValue[];
  /** Columns only the server reads and writes, never in the contract (a student's account). */
  columns?: E;
  /** The rows the unique indexes hold (default: the live ones). */
  uniqueWhere?: (t: Record<K | (keyof E & string), AnyPgColumn>) => SQL;
}

/**
 * Builds `resourceTable(tableName, contract, options)` over the tables a reference field may
 * point at (by resource name); each table it builds becomes a reference target too.
 */
export function resourceTables(targets: Record<string, PgTable & { id: AnyPgColumn }>) {
  const tables = new Map(Object.entries(targets));

  function fieldColumn(key: string, spec: FieldSpec, notNull: boolean): PgColumnBuilderBase {
    const name = snakeCase(key);
    switch (spec.kind) {
      case 'flag':
        return boolean(name).notNull().default(false);
      case 'status':
        return flagOn(name);
      case 'text':
        return nullable(varchar(name, { length: spec.max }), notNull);
      case 'longText':
        return nullable(textColumn(name), notNull);
      case 'choice':
        return nullable(varchar(name, { length: 20 }), notNull);
      case 'date':
        return nullable(day(name), notNull);
      case 'integer':
        return nullable(numberColumn(name), notNull);
      case 'decimal':
        return nullable(money(name), notNull);
      case 'reference': {
        const target = tables.get(spec.resource);
        const column = nullable(numberColumn(name), notNull);
        return target ? column.references(() => target.id) : column;
      }
    }
  }

  function resourceTable<
    N extends string,
    F extends Record<string, FieldSpec>,
    O extends Ownership,
    E extends Record<string, PgColumnBuilderBase> = Record<never, never>,
  >(
    tableName: N,
    contract: ResourceContract<F, O>,
    options: ResourceTableOptions<keyof ResourceColumns<F, O> & string, E> = {},
  ) {
    const { ownership } = contract;
    const university = () => integer('university_id').references(() => universityTarget().id);
    const universityTarget = () => {
      const target = tables.get('University');
      if (!target) throw new Error('resourceTable: the University table is not known');
      return target;
    };
    const campusTarget = () => {
      const target = tables.get('Campus');
      if (!target) throw new Error('resourceTable: the Campus table is not known');
      return target;
    };
    const columns: Record<string, PgColumnBuilderBase> = { id: serialColumn('id') };
    if (TWO_OWNER_OWNERSHIPS.includes(ownership)) {
      columns.universityId = university();
      columns.campusId = integer('campus_id').references(() => campusTarget().id);
    } else if (CAMPUS_ROW_OWNERSHIPS.includes(ownership)) {
      columns.universityId = university();
    }
    for (const [key, spec] of Object.entries(contract.fields)) {
      // A campus's rows always name their campus.
      const notNull =
        Boolean(spec.required) || (CAMPUS_ROW_OWNERSHIPS.includes(ownership) && key === 'campusId');
      columns[key] = fieldColumn(key, spec, notNull);
    }
    // Each upload is kept as the stored file's name (served under the uploads path).
    for (const key of Object.keys(contract.uploads)) {
      columns[key] = varchar(snakeCase(key), { length: 200 });
    }
    Object.assign(columns, options.columns ?? {}, audit());

    const table = pgTable(
      tableName,
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the columns are built from the contract at run time; drizzle types a table by a literal column map
      columns as Flatten<ResourceColumns<F, O> & E>,
      (self): PgTableExtraConfigValue[] => {
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle types the extra-config callback's columns by the literal column map; they are read by name here
        const t = self as unknown as Columns;
        const column = (key: string): AnyPgColumn => {
          const found = t[key];
          if (!found) throw new Error(`resourceTable ${tableName}: no column ${key}`);
          return found;
        };
        const owners: (SQL | AnyPgColumn)[] = TWO_OWNER_OWNERSHIPS.includes(ownership)
          ? [owner(column('universityId')), owner(column('campusId'))]
          : CAMPUS_ROW_OWNERSHIPS.includes(ownership)
            ? [column('campusId')]
            : ownership === 'university'
              ? [owner(column('universityId'))]
              : [];
        const uniques = contract.unique.map((key) => {
          const spec: FieldSpec | undefined = contract.fields[key];
          if (spec?.kind === 'text' || spec?.kind === 'longText') return norm(column(key));
          return spec?.required ? column(key) : owner(column(key));
        });
        const ownerIndexes = TWO_OWNER_OWNERSHIPS.includes(ownership)
          ? [
              index(`${tableName}_university_idx`).on(column('universityId')),
              index(`${tableName}_campus_idx`).on(column('campusId')),
            ]
          : CAMPUS_ROW_OWNERSHIPS.includes(ownership)
            ? [index(`${tableName}_university_idx`).on(column('universityId'))]
            : [];
        const uniqueRows =
          options.uniqueWhere?.(
            // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the same columns by their keys (drizzle cannot derive them from the run-time column map)
            t as Record<(keyof ResourceColumns<F, O> | keyof E) & string, AnyPgColumn>,
          ) ?? live({ deletedAt: column('deletedAt') });
        // No unique fields: no unique index (the owner columns alone are not a key).
        const [first, ...rest] = uniques.length ? [...owners, ...uniques] : [];
        const unique = first
          ? [
              uniqueIndex(options.uniqueName ?? `${tableName}_name_uq`)
                .on(first, ...rest)
                .where(uniqueRows),
            ]
          : [];
        // Each of these fields is unique on its own within the owner (empty values never clash).
        const uniqueEach = Object.keys(contract.uniqueEach).map((key) =>
          uniqueIndex(uniqueEachIndexName(tableName, key))
            .on(norm(column(key)), ...owners)
            .where(uniqueRows),
        );
        return [
          ...unique,
          ...uniqueEach,
          ...ownerIndexes,
          ...(options.indexes?.(
            // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the same columns by their keys (drizzle cannot derive them from the run-time column map)
            t as Record<(keyof ResourceColumns<F, O> | keyof E) & string, AnyPgColumn>,
          ) ?? []),
        ];
      },
    );
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a reference target needs only the table and its id column, which every registry table has
    tables.set(contract.name, table as unknown as PgTable & { id: AnyPgColumn });
    return table;
  }

  /**
   * Another resource name references may point at a table by (`Teacher`: the employees table,
   * of which a reference names a teacher), so their columns get the foreign key too.
   */
  function target(name: string, table: PgTable & { id: AnyPgColumn }): void {
    tables.set(name, table);
  }

  return Object.assign(resourceTable, { target });
}

function nullable<B extends { notNull: () => unknown }>(builder: B, notNull: boolean): B {
  if (notNull) builder.notNull();
  return builder;
}
