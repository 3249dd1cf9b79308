// No imports but types: the shell's lean sign-in path reads this file before the full app loads.
import type { Role } from '@hemis/shared-contracts';

/** The dashboard's paths (a Student's is their home). */
export const DASHBOARD_PATHS: readonly string[] = ['/', '/home'];

export const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** Whether a signed-in user of `role` opening `path` (query and hash allowed) sees the dashboard. */
export function opensDashboard(role: Role, path: string): boolean {
  const pathname = withoutTrailingSlash(path.split(/[?#]/)[0] ?? '');
  return role !== 'Student' && DASHBOARD_PATHS.includes(pathname);
}
