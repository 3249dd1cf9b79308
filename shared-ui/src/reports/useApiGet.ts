import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '@hemis/shared-auth';

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
  const request = path === null ? null : JSON.stringify([path, params, round]);
  const [answer, setAnswer] = useState<{ for: string | null; data: T | null; failed: boolean }>({
    for: null,
    data: null,
    failed: false,
  });
  useEffect(() => {
    if (request === null) return;
    let current = true;
    const [url, query] = JSON.parse(request) as [string, Record<string, unknown>];
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
  }, [request]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return {
    data: request === null ? null : answer.data,
    loading: request !== null && answer.for !== request,
    failed: request !== null && answer.for === request && answer.failed,
    reload,
  };
}
