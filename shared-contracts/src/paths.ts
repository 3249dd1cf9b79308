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
export const REMOTE_MANIFEST_PATH = '/remotes.json';
export const CLIENT_CONFIG_PATH = '/config.json';
/** Fiscal Year Setup: a public page (read-only) for visitors, the setup screen when signed in. */
export const FISCAL_YEAR_SETUP_PATH = '/other-setup/arthikBarsa';
