// The files themselves, not the package indexes: the lean sign-in path has neither zod nor axios.
import { API_BASE, API_PATHS } from '@hemis/shared-contracts/src/paths';
import { DASHBOARD_FIGURES_PATH } from '@hemis/shared-contracts/src/report-paths';
import { toRole } from '@hemis/shared-contracts/src/roles';
import type { Permission, Role } from '@hemis/shared-contracts';
import { opensDashboard } from '@hemis/shared-auth/src/landing';
import type { SignInAnswer } from '@hemis/shared-auth/src/signInCall';
import { homeChartsPath } from '@hemis/shared-ui/src/home/homeChartsPath';
import { keepReadAhead } from '@hemis/shared-ui/src/home/readAheadStore';
import { safeRedirect } from '../pages/redirect';

const READS_REPORTS: Permission = 'report:view';

/**
 * What the home reads ahead at a sign-in that lands on it: its counts, and its figure cards and
 * charts (at this window's width) for a user who reads reports. The lean screen and the full
 * app's sign-in both start these.
 */
export function homeReads(permissions: readonly string[]): string[] {
  return [
    API_PATHS.dashboardCounts,
    ...(permissions.includes(READS_REPORTS) ? [DASHBOARD_FIGURES_PATH, homeChartsPath()] : []),
  ];
}

interface SignedInAnswer {
  tokenString: string;
  role: Role;
  permissions?: readonly string[];
}

function signedInOf({ status, data }: SignInAnswer): SignedInAnswer | null {
  if (status !== 200 || !data || typeof data !== 'object') return null;
  const tokenString: unknown = Reflect.get(data, 'tokenString');
  const role: unknown = Reflect.get(data, 'role');
  const permissions: unknown = Reflect.get(data, 'permissions');
  if (typeof tokenString !== 'string' || typeof role !== 'string') return null;
  return {
    tokenString,
    role: toRole(role),
    permissions: Array.isArray(permissions) ? permissions.map(String) : undefined,
  };
}

/**
 * A sign-in pressed on the lean screen that lands on the dashboard starts the dashboard's reads
 * (its counts, and the figure cards for a user who reads reports) as soon as the sign-in
 * answers: on a slow link they then arrive while the full app's code is still coming, instead of
 * after it. The full app's screens take these answers (`readAhead`) and send nothing twice; its
 * own read-ahead at sign-in (homeReadAhead.ts) keeps them.
 */
export function readHomeAheadOnSignIn(answer: Promise<SignInAnswer>, search: string): void {
  answer.then(
    (answered) => {
      const user = signedInOf(answered);
      const landing = safeRedirect(new URLSearchParams(search).get('redirect'));
      if (!user || !opensDashboard(user.role, landing)) return;
      const read = (path: string) =>
        fetch(`${API_BASE}${path}`, {
          headers: { Accept: 'application/json', Authorization: `Bearer ${user.tokenString}` },
        }).then(async (response): Promise<unknown> =>
          response.ok
            ? response.json()
            : Promise.reject(new Error(`${path} answered ${response.status}`)),
        );
      for (const path of homeReads(user.permissions ?? []))
        keepReadAhead(path, user.tokenString, read(path));
    },
    // A failed sign-in is the full screen's to report.
    () => undefined,
  );
}
