import { useEffect, useState } from 'react';
import {
  API_PATHS,
  dashboardCountsSchema,
  type CountKey,
  type DashboardCounts,
} from '@hemis/shared-contracts';
import { apiClient } from '@hemis/shared-auth';

export type { CountKey };

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
    apiClient
      .get<unknown>(API_PATHS.dashboardCounts)
      .then((response) => {
        const parsed = dashboardCountsSchema.safeParse(response.data);
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
