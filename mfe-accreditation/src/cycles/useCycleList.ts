import { useMemo, useState } from 'react';
import { ACCREDITATION_PATHS, type CycleListQuery, type CycleRow } from '@hemis/shared-contracts';
import { useApiGet, useExport } from '@hemis/shared-ui';
import { ACCREDITATION_TEXTS as T } from '../texts';

/** The list's own filters (what the screen fixes, like `status`, is given apart). */
export type CycleFilterValues = Pick<
  CycleListQuery,
  'universityId' | 'campusType' | 'provinceId' | 'search' | 'standing' | 'status'
>;

const NO_DEFAULTS: Partial<CycleListQuery> = {};

/**
 * A page of the cycles in reach: the screen's fixed query (accredited only, expiring within six
 * months), its defaults the user may change, the filters the user chose, the page, the export of the same rows, and a reload
 * after a change.
 */
export function useCycleList(
  fixed: Partial<CycleListQuery>,
  exportName: string,
  defaults: Partial<CycleListQuery> = NO_DEFAULTS,
) {
  const [filters, setFilters] = useState<CycleFilterValues>({});
  const [page, setPage] = useState(1);
  const query = useMemo(() => {
    const all: Record<string, string | number | undefined> = {
      ...defaults,
      ...fixed,
      ...filters,
      page,
    };
    return Object.fromEntries(
      Object.entries(all).filter(([, value]) => value !== undefined && value !== ''),
    );
  }, [defaults, fixed, filters, page]);
  const list = useApiGet<{ total: number; data: CycleRow[] }>(ACCREDITATION_PATHS.cycles, query);
  const { page: _page, ...exportQuery } = query;
  const exported = useExport(ACCREDITATION_PATHS.cyclesExport, exportQuery, `${exportName}.xlsx`, {
    what: exportName,
    failedText: T.exportFailed,
  });
  const choose = (next: CycleFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  return { filters, choose, page, setPage, list, exported };
}
