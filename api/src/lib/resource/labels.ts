/**
 * Reference labels: the shown value of each reference field of a resource's rows (a program's
 * faculty name), from the labels kept per referenced resource (LABEL_CACHE_MS, dropped when the
 * referenced table changes: by this process or, heard through LISTEN, by another; see
 * lib/table-changes) or, for the others, one query (a UNION ALL per field).
 */
import { getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnyResourceContract, FieldSpec } from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { GenerationCache } from '../session-cache';
import type { TableVersions } from '../table-changes';
import type { ResourceRegistry, Row } from './types';

/** How long a referenced row's label is kept at most (a change of its table drops it at once). */
export const LABEL_CACHE_MS = 60_000;

/** The labels kept of one resource's rows, and the version of its table they were read at. */
interface KeptLabels {
  cache: GenerationCache<string>;
  version: number;
}
const labelCaches = new WeakMap<ResourceRegistry, Map<string, KeptLabels>>();

/**
 * The kept labels of one resource's rows (by label field and id), per app (its registry), good at
 * `version` of the resource's table: a cache kept at another version starts afresh.
 */
function labelCacheOf(
  registry: ResourceRegistry,
  resource: string,
  version: number,
): GenerationCache<string> {
  let byResource = labelCaches.get(registry);
  if (!byResource) {
    byResource = new Map();
    labelCaches.set(registry, byResource);
  }
  let kept = byResource.get(resource);
  if (!kept) {
    kept = { cache: new GenerationCache<string>(LABEL_CACHE_MS, 20_000), version };
    byResource.set(resource, kept);
  }
  if (kept.version !== version) {
    kept.cache.clear();
    kept.version = version;
  }
  return kept.cache;
}

export type ReferenceField = [string, Extract<FieldSpec, { kind: 'reference' }>];
/** field name -> referenced id -> label */
export type LabelsByField = Map<string, Map<number, string>>;

/** The reference fields of a contract, in field order. */
export function referenceFieldsOf(contract: AnyResourceContract): ReferenceField[] {
  return Object.entries(contract.fields).filter(
    (entry): entry is ReferenceField => entry[1].kind === 'reference',
  );
}

export interface ReferenceLabels {
  referenceFields: readonly ReferenceField[];
  /** The labels of every reference these records hold. */
  labelsOf(records: readonly Row[]): Promise<LabelsByField>;
}

export function createReferenceLabels(
  db: Database,
  contract: AnyResourceContract,
  registry: ResourceRegistry,
  versions: TableVersions,
): ReferenceLabels {
  const referenceFields = referenceFieldsOf(contract);

  async function labelsOf(records: readonly Row[]): Promise<LabelsByField> {
    const result: LabelsByField = new Map();
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
      const ids = new Set<number>();
      for (const record of records) {
        const value = record[name];
        if (typeof value === 'number') ids.add(value);
      }
      if (ids.size === 0) continue;
      // While another process's changes cannot be heard, nothing kept holds.
      const cache = versions.live
        ? labelCacheOf(registry, spec.resource, versions.versionOf([getTableName(target.table)]))
        : null;
      const prefix = `${spec.labelField}\u0000`;
      const labels = new Map<number, string>();
      const missing: number[] = [];
      for (const id of ids) {
        const kept = cache?.get(`${prefix}${id}`);
        if (kept === undefined) missing.push(id);
        else labels.set(id, kept);
      }
      result.set(name, labels);
      if (missing.length === 0) continue;
      if (cache) stores.push({ field: name, cache, prefix, since: cache.begin() });
      const targetColumns: Record<string, AnyPgColumn> = getTableColumns(target.table);
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
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle's unionAll answers the first select's row type loosely; these are the labels' fields
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

  return { referenceFields, labelsOf };
}
