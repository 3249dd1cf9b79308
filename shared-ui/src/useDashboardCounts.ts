import { useEffect, useState } from 'react';
import {
  API_PATHS,
  dashboardCountsSchema,
  type CountKey,
  type DashboardCounts,
} from '@hemis/shared-contracts';
import { readAhead } from './home/prefetchedReads';

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
    readAhead(API_PATHS.dashboardCounts)
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
