import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Configuration from the environment. Every variable is optional; the defaults run the whole product on one
 * machine with an embedded database (see README "Configuration").
 */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Embedded database, uploaded files and the file-signing key live here. */
  dataDir: string;
  /** PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** The built portal (vite build output) served at / with SPA fallback; skipped when the folder is missing. */
  portalDist: string;
  sessionTtlHours: number;
  fileUrlTtlSeconds: number;
  /** HMAC key for download links; when unset a random key is generated once and kept in DATA_DIR. */
  fileSigningSecret: string | undefined;
  /** Create demo data on an empty database. Never in production. */
  seedDemo: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /**
   * How many reverse proxies in front of the server add X-Forwarded-For / X-Forwarded-Proto. 0: the headers are
   * ignored (anyone could send them), the socket's address is the client and only a TLS socket is HTTPS.
   */
  trustProxyHops: number;
  /** Strict-Transport-Security max-age, sent on HTTPS requests only; 0 sends none. */
  hstsMaxAgeSeconds: number;
  /**
   * The key that encrypts POS client secrets (32 bytes as 64 hex digits or base64); when unset a key is generated
   * once and kept in DATA_DIR/pos-secret.key.
   */
  posSecretKey: string | undefined;
  /** KiotViet's API and token hosts (the simulator's URL replaces both in the demo). */
  kiotvietApiUrl: string;
  kiotvietIdentityUrl: string;
  /**
   * Start the KiotViet simulator with the server and connect the demo pharmacy to it (never in production, and only
   * with the demo data); `KIOTVIET_SIMULATOR=false` turns it off.
   */
  kiotvietSimulator: boolean;
  /** The simulator's port on the loopback (0: any free port). */
  kiotvietSimulatorPort: number;
  /**
   * The portal's address as KiotViet reaches it (`https://portal.example.vn`): webhooks are registered with the store
   * at `<this>/api/kiotviet/webhooks/…`, and changes arrive at once instead of at the next 12-hourly sync. Unset: no
   * webhooks (the demo uses its own address, the simulator being on the same machine).
   */
  kiotvietWebhookUrl: string | undefined;
  /** Hours between two automatic syncs of a connection; 0 turns the scheduler off. */
  syncIntervalHours: number;
}

/** apps/server: one level above this file, whether it runs from src/ or is bundled into dist/. */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));

function integer(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got '${value}'`);
  }
  return parsed;
}

function oneOf<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`${name} must be one of ${allowed.join(', ')}, got '${value}'`);
  }
  return value as T;
}

function url(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (!/^https?:\/\/[^/\s]+/.test(value)) throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  return value.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = oneOf('NODE_ENV', env.NODE_ENV, ['development', 'production', 'test'], 'development');
  const seedDemo = nodeEnv !== 'production' && env.SEED_DEMO !== 'false';
  return {
    nodeEnv,
    host: env.HOST || '127.0.0.1',
    port: integer('PORT', env.PORT, 3000, 0, 65535),
    dataDir: resolve(env.DATA_DIR || resolve(serverRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: integer('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10, 1, 200),
    portalDist: resolve(env.PORTAL_DIST || resolve(serverRoot, '../portal/dist')),
    sessionTtlHours: integer('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 12, 1, 24 * 90),
    fileUrlTtlSeconds: integer('FILE_URL_TTL_SECONDS', env.FILE_URL_TTL_SECONDS, 300, 10, 24 * 3600),
    fileSigningSecret: env.FILE_SIGNING_SECRET || undefined,
    seedDemo,
    logLevel: oneOf('LOG_LEVEL', env.LOG_LEVEL, ['debug', 'info', 'warn', 'error', 'silent'], 'info'),
    trustProxyHops: integer('TRUST_PROXY', env.TRUST_PROXY, 0, 0, 10),
    hstsMaxAgeSeconds: integer('HSTS_MAX_AGE', env.HSTS_MAX_AGE, 180 * 24 * 3600, 0, 2 * 365 * 24 * 3600),
    posSecretKey: env.POS_SECRET_KEY || undefined,
    kiotvietApiUrl: url('KIOTVIET_API_URL', env.KIOTVIET_API_URL, 'https://public.kiotapi.com'),
    kiotvietIdentityUrl: url('KIOTVIET_IDENTITY_URL', env.KIOTVIET_IDENTITY_URL, 'https://id.kiotviet.vn'),
    kiotvietSimulator: seedDemo && env.KIOTVIET_SIMULATOR !== 'false',
    kiotvietSimulatorPort: integer('KIOTVIET_SIMULATOR_PORT', env.KIOTVIET_SIMULATOR_PORT, 3390, 0, 65535),
    kiotvietWebhookUrl: env.KIOTVIET_WEBHOOK_URL
      ? url('KIOTVIET_WEBHOOK_URL', env.KIOTVIET_WEBHOOK_URL, '')
      : undefined,
    syncIntervalHours: integer('SYNC_INTERVAL_HOURS', env.SYNC_INTERVAL_HOURS, 12, 0, 24 * 30),
  };
}

/** Where the embedded database of DATA_DIR lives. */
export const pgliteDir = (config: Config) => join(config.dataDir, 'pglite');
