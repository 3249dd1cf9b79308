import { useEffect, useState } from 'react';
import {
  API_PATHS,
  dashboardCountsSchema,
  type CountKey,
  type DashboardCounts,
} from '@hemis/shared-contracts';
import { apiClient } from '@hemis/shared-auth';

export type { CountKey };

/** What each count is called on a card or a tile. */
export const COUNT_LABELS: Record<CountKey, string> = {
  universities: 'Universities',
  campuses: 'Campuses',
  students: 'Students',
  employees: 'Employees',
};

export interface DashboardCountsState {
  counts: DashboardCounts | null;
  loading: boolean;
  failed: boolean;
}

/** How long a prefetched answer may wait for its screen. */
const PREFETCH_FRESH_MS = 10_000;

let prefetched: { answer: Promise<unknown>; at: number } | null = null;

function readCounts(): Promise<unknown> {
  return apiClient.get<unknown>(API_PATHS.dashboardCounts).then((response) => response.data);
}

/**
 * Starts reading the counts before the screen that shows them has drawn (a sign-in that lands on
 * the dashboard: on a slow link the call then runs while the layout draws). The next
 * useDashboardCounts, within 10 s, takes this answer instead of calling again.
 */
export function prefetchDashboardCounts(): void {
  const answer = readCounts();
  // The screen that takes it handles a failure; until then it must not count as unhandled.
  answer.catch(() => undefined);
  prefetched = { answer, at: Date.now() };
}

function takePrefetchedCounts(): Promise<unknown> | null {
  const taken = prefetched;
  prefetched = null;
  return taken && Date.now() - taken.at <= PREFETCH_FRESH_MS ? taken.answer : null;
}

/** GET /api/Dashboard/Counts (scoped to the user by the API). `enabled: false` skips the call. */
export function useDashboardCounts(enabled = true): DashboardCountsState {
  const [state, setState] = useState<DashboardCountsState>({
    counts: null,
    loading: enabled,
    failed: false,
  });
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    (takePrefetchedCounts() ?? readCounts())
      .then((data) => {
        const parsed = dashboardCountsSchema.safeParse(data);
        if (!active) return;
        if (parsed.success) setState({ counts: parsed.data, loading: false, failed: false });
        else setState({ counts: null, loading: false, failed: true });
      })
      .catch((error: unknown) => {
        console.error('Dashboard counts could not be read', error);
        if (active) setState({ counts: null, loading: false, failed: true });
      });
    return () => {
      active = false;
    };
  }, [enabled]);
  return state;
}
