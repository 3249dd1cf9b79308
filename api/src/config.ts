/** Reads the environment into the options of buildApp (see api/README.md for every variable). */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_MAP_TILE_URL,
  USER_MANUAL_PATH,
  isMapTileUrl,
  type ClientConfig,
} from '@hemis/shared-contracts';
import {
  ESEWA_TEST_FORM_URL,
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET,
  ESEWA_TEST_STATUS_URL,
  type EsewaSettings,
} from './lib/esewa';
import { addressListOf } from './lib/metrics';

export type Mode = 'demo' | 'production';

export interface SignInLimits {
  /** Failed sign-ins for one e-mail address from one client address within the window. */
  perEmail: number;
  /** Failed sign-ins for one e-mail address from all client addresses together. */
  perEmailAllAddresses: number;
  /** Failed sign-ins from one client address (all e-mail addresses) within the window. */
  perAddress: number;
  windowMs: number;
}

export interface EsewaConfig extends EsewaSettings {
  /**
   * The local eSewa sandbox stands in for eSewa (demo mode only). formUrl and statusUrl are then
   * empty here and filled in at start from the sandbox's address (`withSandboxUrls`).
   */
  sandbox: boolean;
}

export interface AppConfig {
  mode: Mode;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  demoPassword: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  staticRoot: string;
  remotesJsonFile?: string;
  clientConfig: ClientConfig;
  signInLimits: SignInLimits;
  /** Multiplies every per-address limit of the public routes (RATE_LIMIT_DEFAULTS). */
  rateLimitFactor: number;
  trustProxy: boolean;
  /**
   * Whether report answers are kept until a table they are counted from changes (default yes;
   * HEMIS_KEEP_REPORT_ANSWERS=false counts every read afresh, as the national bench does to time
   * the count itself).
   */
  keepReportAnswers?: boolean;
  /**
   * Origins of other sites' pages that may call the API and load the remotes (an integrator's
   * page embedding a module); exact `scheme://host[:port]`, none by default.
   */
  corsOrigins: string[];
  /** HEMIS_EXAM_MIN_ATTENDANCE: the attendance % below which an exam candidate is flagged short. */
  examMinAttendance: number;
  firstAdmin?: { email: string; password: string };
  /** Online fee payment through eSewa; absent when it is not offered (production without it). */
  esewa?: EsewaConfig;
  /** HEMIS_METRICS_TOKEN: the bearer token /api/metrics asks for (plugins/metrics). */
  metricsToken?: string;
  /** HEMIS_METRICS_ALLOW: the addresses and CIDRs /api/metrics answers (plugins/metrics). */
  metricsAllow?: string[];
}

export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  supportPhone: '+977-1-4000000',
  supportEmail: 'support@hemis.gov.np',
  developerName: 'HEMIS Team',
  developerUrl: 'https://hemis.gov.np',
  // The manual rendered from docs/user-manual (the Links menu opens the signed-in role's page).
  userManualUrl: USER_MANUAL_PATH,
  legacySystemUrl: 'https://old.hemis.gov.np',
  mapTileUrl: DEFAULT_MAP_TILE_URL,
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perEmail: 10,
  perEmailAllAddresses: 100,
  perAddress: 100,
  windowMs: 15 * 60 * 1000,
};

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** Below this attendance % a candidate is flagged short before admit cards print. */
export const DEFAULT_EXAM_MIN_ATTENDANCE = 75;

function percentOf(env: Env, name: string, fallback: number): number {
  const value = positiveInt(env, name, fallback);
  if (value > 100) throw new Error(`${name} must be a whole percentage from 1 to 100`);
  return value;
}

/** The repository root: the folder holding shell/ and the mfe-* folders. */
function defaultStaticRoot(): string {
  const candidates = [
    path.resolve(__dirname, '..', '..'),
    path.resolve(__dirname, '..'),
    process.cwd(),
  ];
  return (
    candidates.find((dir) => fs.existsSync(path.join(dir, 'shell', 'package.json'))) ??
    process.cwd()
  );
}

/** In demo mode without JWT_SECRET, a random secret kept in the data folder (survives restarts). */
function demoJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: create it below
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** HEMIS_CORS_ORIGINS: comma-separated origins (`https://portal.example.edu.np`), each exact. */
export function corsOriginsOf(env: Env): string[] {
  const listed = (env.HEMIS_CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of listed) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      throw new Error(
        `HEMIS_CORS_ORIGINS: "${origin}" is not an origin; write each as scheme://host[:port], e.g. https://portal.example.edu.np`,
      );
    }
  }
  return [...new Set(listed)];
}

/** MAP_TILE_URL: the GPS screen's tile server (also allowed by the content security policy). */
function mapTileUrlOf(env: Env): string {
  const value = env.MAP_TILE_URL?.trim();
  if (!value) return DEFAULT_MAP_TILE_URL;
  if (!isMapTileUrl(value)) {
    throw new Error(
      `MAP_TILE_URL must be an http(s) address with {z}, {x} and {y}, e.g. ${DEFAULT_MAP_TILE_URL}`,
    );
  }
  return value;
}

const ESEWA_REQUIRED = [
  'ESEWA_FORM_URL',
  'ESEWA_STATUS_URL',
  'ESEWA_PRODUCT_CODE',
  'ESEWA_SECRET_KEY',
] as const;

function esewaUrl(env: Env, name: string, fallback: string, httpsOnly: boolean): string {
  const value = env[name]?.trim() || fallback;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const allowed = httpsOnly ? ['https:'] : ['https:', 'http:'];
  if (!url || !allowed.includes(url.protocol)) {
    throw new Error(`${name} must be an ${httpsOnly ? 'https' : 'http(s)'} address`);
  }
  return value;
}

/**
 * eSewa ePay v2. Demo mode: the local sandbox by default (ESEWA_SANDBOX=0 uses eSewa's test
 * service), eSewa's test credentials unless others are given. Production: eSewa itself, offered
 * only when the ESEWA_ settings are given, all four of them, with the merchant's own key.
 */
export function esewaConfigOf(env: Env, mode: Mode): EsewaConfig | undefined {
  const sandboxRaw = env.ESEWA_SANDBOX?.trim() ?? '';
  let sandbox: boolean;
  if (sandboxRaw === '') sandbox = mode === 'demo';
  else if (sandboxRaw === '1' || sandboxRaw === 'true') sandbox = true;
  else if (sandboxRaw === '0' || sandboxRaw === 'false') sandbox = false;
  else throw new Error('ESEWA_SANDBOX must be 1 or 0');

  if (mode === 'demo') {
    const credentials = {
      productCode: env.ESEWA_PRODUCT_CODE?.trim() || ESEWA_TEST_PRODUCT_CODE,
      secretKey: env.ESEWA_SECRET_KEY || ESEWA_TEST_SECRET,
    };
    if (sandbox) return { sandbox, formUrl: '', statusUrl: '', ...credentials };
    return {
      sandbox,
      formUrl: esewaUrl(env, 'ESEWA_FORM_URL', ESEWA_TEST_FORM_URL, false),
      statusUrl: esewaUrl(env, 'ESEWA_STATUS_URL', ESEWA_TEST_STATUS_URL, false),
      ...credentials,
    };
  }

  if (sandbox) {
    throw new Error(
      'ESEWA_SANDBOX=1 is for demo mode only: in production payments must go to eSewa itself.',
    );
  }
  const given = ESEWA_REQUIRED.filter((name) => env[name]?.trim());
  if (given.length === 0) return undefined;
  const missing = ESEWA_REQUIRED.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `HEMIS_MODE=production with eSewa needs ${missing.join(', ')} as well (or none of ${ESEWA_REQUIRED.join(', ')} to offer no eSewa payment).`,
    );
  }
  const secretKey = env.ESEWA_SECRET_KEY ?? '';
  if (secretKey.trim() === ESEWA_TEST_SECRET) {
    throw new Error("ESEWA_SECRET_KEY must be the merchant's own key in production");
  }
  return {
    sandbox,
    formUrl: esewaUrl(env, 'ESEWA_FORM_URL', '', true),
    statusUrl: esewaUrl(env, 'ESEWA_STATUS_URL', '', true),
    productCode: env.ESEWA_PRODUCT_CODE?.trim() ?? '',
    secretKey,
  };
}

/** Bearer tokens shorter than this are refused: a scrape token must not be guessable. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

/** HEMIS_METRICS_TOKEN and HEMIS_METRICS_ALLOW (each checked: a mistake stops the start). */
export function metricsAccessOf(env: Env): Pick<AppConfig, 'metricsToken' | 'metricsAllow'> {
  const token = env.HEMIS_METRICS_TOKEN?.trim() || undefined;
  if (token !== undefined && token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(
      `HEMIS_METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters (e.g. openssl rand -hex 24)`,
    );
  }
  const allow = (env.HEMIS_METRICS_ALLOW ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  addressListOf(allow);
  return {
    ...(token === undefined ? {} : { metricsToken: token }),
    ...(allow.length === 0 ? {} : { metricsAllow: allow }),
  };
}

/** HEMIS_DATA_DIR: the embedded database, the uploaded files and (demo) the outbox of mail. */
export function dataDirOf(env: Env): string {
  return path.resolve(env.HEMIS_DATA_DIR ?? '.data');
}

/** What `npm run backup` and `npm run restore` read (api/src/ops). */
export interface BackupConfig {
  dataDir: string;
  databaseUrl?: string;
  /** HEMIS_BACKUP_DIR: where the dated archives go. */
  backupDir: string;
  /** HEMIS_BACKUP_KEEP_DAYS: archives older than this are removed after each backup. */
  keepDays: number;
}

export const DEFAULT_BACKUP_KEEP_DAYS = 30;

export function backupConfigOf(env: Env = process.env): BackupConfig {
  return {
    dataDir: dataDirOf(env),
    databaseUrl: env.DATABASE_URL || undefined,
    backupDir: path.resolve(env.HEMIS_BACKUP_DIR || 'backups'),
    keepDays: positiveInt(env, 'HEMIS_BACKUP_KEEP_DAYS', DEFAULT_BACKUP_KEEP_DAYS),
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const modeRaw = env.HEMIS_MODE ?? 'demo';
  if (modeRaw !== 'demo' && modeRaw !== 'production') {
    throw new Error('HEMIS_MODE must be demo or production');
  }
  const mode: Mode = modeRaw;
  const port = positiveInt(env, 'PORT', 8080);
  const host = env.HOST ?? '0.0.0.0';
  const dataDir = dataDirOf(env);
  let jwtSecret = env.JWT_SECRET ?? '';
  if (mode === 'production') {
    if (jwtSecret.length < 32) {
      throw new Error('HEMIS_MODE=production needs JWT_SECRET (at least 32 characters).');
    }
    // The embedded database and the outbox folder are for trying HEMIS, not for real records
    // and real users' mail.
    if (!env.DATABASE_URL) {
      throw new Error(
        'HEMIS_MODE=production needs DATABASE_URL (a PostgreSQL server); the embedded database is for demo mode only.',
      );
    }
    if (!env.SMTP_URL) {
      throw new Error(
        'HEMIS_MODE=production needs SMTP_URL (a mail server for password reset and verification mails); the outbox folder is for demo mode only.',
      );
    }
  } else if (!jwtSecret) {
    jwtSecret = demoJwtSecret(dataDir);
  }
  // Checked here, at start: the mail transport is made with the first mail.
  if (env.SMTP_URL && !/^smtps?:$/.test(URL.parse(env.SMTP_URL)?.protocol ?? '')) {
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587',
    );
  }
  const firstAdmin =
    env.HEMIS_ADMIN_EMAIL && env.HEMIS_ADMIN_PASSWORD
      ? { email: env.HEMIS_ADMIN_EMAIL, password: env.HEMIS_ADMIN_PASSWORD }
      : undefined;
  return {
    mode,
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    demoPassword: env.HEMIS_DEMO_PASSWORD || 'Hemis@2026',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'HEMIS <no-reply@hemis.gov.np>',
    staticRoot: path.resolve(env.HEMIS_STATIC_ROOT || defaultStaticRoot()),
    remotesJsonFile: env.HEMIS_REMOTES_JSON || undefined,
    clientConfig: {
      supportPhone: env.SUPPORT_PHONE || DEFAULT_CLIENT_CONFIG.supportPhone,
      supportEmail: env.SUPPORT_EMAIL || DEFAULT_CLIENT_CONFIG.supportEmail,
      developerName: env.DEVELOPER_NAME || DEFAULT_CLIENT_CONFIG.developerName,
      developerUrl: env.DEVELOPER_URL || DEFAULT_CLIENT_CONFIG.developerUrl,
      userManualUrl: env.USER_MANUAL_URL || DEFAULT_CLIENT_CONFIG.userManualUrl,
      legacySystemUrl: env.LEGACY_SYSTEM_URL || DEFAULT_CLIENT_CONFIG.legacySystemUrl,
      mapTileUrl: mapTileUrlOf(env),
    },
    signInLimits: {
      perEmail: positiveInt(env, 'HEMIS_SIGNIN_MAX_PER_EMAIL', DEFAULT_SIGN_IN_LIMITS.perEmail),
      perEmailAllAddresses: positiveInt(
        env,
        'HEMIS_SIGNIN_MAX_PER_EMAIL_ALL_ADDRESSES',
        DEFAULT_SIGN_IN_LIMITS.perEmailAllAddresses,
      ),
      perAddress: positiveInt(
        env,
        'HEMIS_SIGNIN_MAX_PER_ADDRESS',
        DEFAULT_SIGN_IN_LIMITS.perAddress,
      ),
      windowMs:
        positiveInt(env, 'HEMIS_SIGNIN_WINDOW_SECONDS', DEFAULT_SIGN_IN_LIMITS.windowMs / 1000) *
        1000,
    },
    rateLimitFactor: positiveNumber(env, 'HEMIS_RATE_LIMIT_FACTOR', 1),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    keepReportAnswers: env.HEMIS_KEEP_REPORT_ANSWERS !== 'false',
    corsOrigins: corsOriginsOf(env),
    examMinAttendance: percentOf(env, 'HEMIS_EXAM_MIN_ATTENDANCE', DEFAULT_EXAM_MIN_ATTENDANCE),
    firstAdmin,
    esewa: esewaConfigOf(env, mode),
    ...metricsAccessOf(env),
  };
}
