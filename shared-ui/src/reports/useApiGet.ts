import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '@hemis/shared-auth';
import { useKeyed } from '../useKeyed';

export interface ApiGetState<T> {
  /** The last answer (kept while a new one loads); null before the first. */
  data: T | null;
  loading: boolean;
  /** True when the last request failed. */
  failed: boolean;
  reload(): void;
}

/**
 * GET `path` with `params` through the shared apiClient, again whenever they change or `reload()`
 * is called; nothing is asked while `path` is null (e.g. before a campus is chosen).
 */
export function useApiGet<T>(
  path: string | null,
  params: Readonly<Record<string, string | number | undefined>> = {},
): ApiGetState<T> {
  const [round, setRound] = useState(0);
  const keyed = useKeyed(path === null ? null : { url: path, query: params, round });
  const request = keyed.value === null ? null : keyed.key;
  const [answer, setAnswer] = useState<{ for: string | null; data: T | null; failed: boolean }>({
    for: null,
    data: null,
    failed: false,
  });
  useEffect(() => {
    const { key: request, value } = keyed;
    if (value === null) return;
    let current = true;
    const { url, query } = value;
    apiClient.get<T>(url, { params: query }).then(
      (response) => {
        if (current) setAnswer({ for: request, data: response.data, failed: false });
      },
      (error: unknown) => {
        console.error(`Loading ${url} failed`, error);
        if (current) setAnswer((previous) => ({ for: request, data: previous.data, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [keyed]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return {
    data: request === null ? null : answer.data,
    loading: request !== null && answer.for !== request,
    failed: request !== null && answer.for === request && answer.failed,
    reload,
  };
}
