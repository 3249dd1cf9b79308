import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchOptionRows, resourceApi, type ContractPath, type ListParams } from './api';
import type { ResourceRow } from './types';
import { useKeyed } from '../useKeyed';

export interface ResourceListState {
  rows: ResourceRow[];
  total: number;
  loading: boolean;
  /** True when the last load failed (the table shows an error with a retry). */
  failed: boolean;
  reload(): void;
}

/** One page of a resource's list, loaded again whenever `params` change or `reload()` is called. */
export function useResourceList(contract: ContractPath, params: ListParams): ResourceListState {
  const api = useMemo(() => resourceApi(contract), [contract]);
  const [round, setRound] = useState(0);
  const keyed = useKeyed({ query: params, round });
  const request = keyed.key;
  // The answer of the last finished request (`for` names it): loading while it is not this one.
  const [answer, setAnswer] = useState<{
    for: string;
    rows: ResourceRow[];
    total: number;
    failed: boolean;
  }>({ for: '', rows: [], total: 0, failed: false });

  useEffect(() => {
    let current = true;
    const { key: request, value } = keyed;
    api.list(value.query).then(
      (result) => {
        if (current)
          setAnswer({ for: request, rows: result.data, total: result.total, failed: false });
      },
      (error: unknown) => {
        console.error(`Loading ${contract.path} failed`, error);
        if (current) setAnswer({ for: request, rows: [], total: 0, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [api, contract.path, keyed]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return {
    rows: answer.rows,
    total: answer.total,
    failed: answer.failed,
    loading: answer.for !== request,
    reload,
  };
}

/**
 * The rows behind each reference field (field name -> rows), loaded from each field's options
 * path, and again when a path changes (dependent choices: districts of the chosen province).
 * A field's rows are undefined while its current path loads; a failed load leaves them empty (and
 * is logged).
 */
export function useReferenceRows(
  references: Record<string, string>,
): Record<string, ResourceRow[] | undefined> {
  const keyed = useKeyed(references);
  const [loaded, setLoaded] = useState<Record<string, { path: string; rows: ResourceRow[] }>>({});
  useEffect(() => {
    let current = true;
    const entries = Object.entries(keyed.value);
    const byPath = new Map<string, Promise<ResourceRow[]>>();
    for (const [field, path] of entries) {
      if (!byPath.has(path)) {
        byPath.set(
          path,
          fetchOptionRows(path).catch((error: unknown) => {
            console.error(`Loading ${path} failed`, error);
            return [];
          }),
        );
      }
      void byPath.get(path)?.then((rows) => {
        if (current) setLoaded((previous) => ({ ...previous, [field]: { path, rows } }));
      });
    }
    return () => {
      current = false;
    };
  }, [keyed]);
  const rows: Record<string, ResourceRow[] | undefined> = {};
  for (const [field, path] of Object.entries(references)) {
    const entry = loaded[field];
    rows[field] = entry?.path === path ? entry.rows : undefined;
  }
  return rows;
}
