import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '@hemis/shared-contracts';
import { useCurrentUser, useRole } from './hooks';
import { DASHBOARD_PATHS, withoutTrailingSlash } from './landing';

export { opensDashboard } from './landing';

/**
 * The only paths a signed-in Student may open (spec section 2), the change of their own
 * password, and their character certificate applications. `/` and `/home` are the student's
 * dashboard: their home.
 */
export const STUDENT_PATHS: readonly string[] = [
  '/',
  '/home',
  '/student-home',
  '/change-password',
  '/character-application',
];
/** Pages below these a Student opens too: one of their own certificates (the API serves no other). */
const STUDENT_PATH_PREFIXES: readonly string[] = ['/character-certificate/'];
export const STUDENT_HOME = '/student-home';

/** Display gating of spec section 6: hidden when the role (empty when unknown) is in the list. */
export function isHiddenFor(hiddenRoles: readonly string[] | undefined, role: Role): boolean {
  return (hiddenRoles ?? []).includes(role);
}

export function isStudentPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return (
    STUDENT_PATHS.includes(path) || STUDENT_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}

/** Where a signed-in Student at `pathname` belongs: their home, or null to stay. */
function studentRedirect(pathname: string): string | null {
  const path = withoutTrailingSlash(pathname);
  return DASHBOARD_PATHS.includes(path) || !isStudentPath(path) ? STUDENT_HOME : null;
}

export interface RequireAuthProps {
  /** What to show when allowed; the nested routes (`<Outlet />`) when left out. */
  children?: ReactNode;
}

/**
 * A protected page: an anonymous visitor goes to /login?redirect={current path} (replacing
 * history); a Student outside the student paths, or at the dashboard, goes to the student home.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const user = useCurrentUser();
  const role = useRole();
  const location = useLocation();
  if (!user) {
    const current = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(current)}`} replace />;
  }
  const studentHome = role === 'Student' ? studentRedirect(location.pathname) : null;
  if (studentHome) return <Navigate to={studentHome} replace />;
  return <>{children ?? <Outlet />}</>;
}

export interface RequireRoleProps {
  /** Roles that may not open this page (the empty role stands for "none known"). */
  hiddenFrom: readonly string[];
  children?: ReactNode;
  /** Shown to a hidden role; by default the user is sent to the dashboard. */
  fallback?: ReactNode;
}

export function RequireRole({ hiddenFrom, children, fallback }: RequireRoleProps) {
  const role = useRole();
  if (isHiddenFor(hiddenFrom, role)) return <>{fallback ?? <Navigate to="/" replace />}</>;
  return <>{children ?? <Outlet />}</>;
}
