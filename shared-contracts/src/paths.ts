import { isKnownRole, type KnownRole, type Role } from './roles';

/** API paths used by both sides (relative to the API base `/api`). */
export const API_BASE = '/api';
export const API_PATHS = {
  login: '/User/Login',
  signUp: '/User',
  forgotPassword: '/User/GetCodeUser',
  resetPassword: '/User/ResetPassword',
  changePassword: '/User/ChangePassword',
  profile: '/User/Profile',
  logout: '/User/Logout',
  campus: (id: number | string) => `/Campus/${id}`,
  dashboardCounts: '/Dashboard/Counts',
  /** Public: the nation's fiscal years, newest first. */
  fiscalYears: '/FiscalYear/GetFiscalYearsForSelection',
  health: '/health',
} as const;
export const UPLOADS_BASE = '/uploads';

/**
 * Where the browser reads an uploaded file a row carries: a public file's stored name is under
 * UPLOADS_BASE; a personal file comes as a signed link (a path starting with "/"), used as it is.
 */
export function uploadedFileUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  return value.startsWith('/') ? value : `${UPLOADS_BASE}/${encodeURIComponent(value)}`;
}
export const REMOTE_MANIFEST_PATH = '/remotes.json';
export const CLIENT_CONFIG_PATH = '/config.json';
/** Fiscal Year Setup: a public page (read-only) for visitors, the setup screen when signed in. */
export const FISCAL_YEAR_SETUP_PATH = '/other-setup/arthikBarsa';

/** The user manual (Markdown in docs/user-manual, served as HTML): an index and a page per role. */
export const USER_MANUAL_PATH = '/user-manual';
export const userManualPathFor = (role: KnownRole): string =>
  `${USER_MANUAL_PATH}/${role.toLowerCase()}`;
/**
 * The Links menu's User Manual: the built-in manual opens at the signed-in role's page; a
 * deployment's own manual (USER_MANUAL_URL) opens as configured.
 */
export function userManualLink(url: string, role: Role): string {
  return url === USER_MANUAL_PATH && isKnownRole(role) ? userManualPathFor(role) : url;
}
