/** Business constants of spec section 9. */
export const BRANDING_CAMPUS_ID = 49;
export const SIGN_IN_UNI_ID = '0';
export const SIGN_IN_IS_UGC = true;
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
export const SESSION_CHECK_INTERVAL_MS = 60 * 1000;
export const PERSIST_KEY = 'root';
export const PERSIST_VERSION = 1;
export const PERSIST_TIMEOUT_MS = 5000;
export const PHONE_DIGITS = 10;
export const RESET_REDIRECT_MS = 3000;
export const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;
export const DIALOG_CLOSE_DELAY_MS = 600;
export const PAGE_SIZES = [25, 50, 75] as const;
export const DEFAULT_PAGE_SIZE = 25;

/**
 * Browser storage keys of spec section 3, plus the expiry's copy in local storage that every tab
 * of the browser shares (a new tab's session storage is empty; removing it signs out all tabs).
 */
export const STORAGE_KEYS = {
  sessionExpiry: 'hemis.sessionExpiresAt',
  sharedSessionExpiry: 'hemis.sharedSessionExpiresAt',
  rememberedEmail: 'hemis.rememberedEmail',
  rememberMe: 'hemis.rememberMe',
} as const;

/** Notice durations of spec section 9, in milliseconds (0: stays until closed). */
export const NOTICE_DURATION_MS = {
  default: 5000,
  info: 4000,
  error: 4000,
  success: 2000,
  loading: 0,
} as const;
export const MAX_NOTICES = 20;
