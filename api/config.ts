import { resolve } from 'node:path';

/**
 * Limits are per client address, and a whole club on one Wi-Fi shares an address: the defaults leave
 * room for that while keeping code guessing hopeless (300 lookups a minute against 595 million codes).
 */
export interface RateLimits {
  windowSeconds: number;
  /** POST /api/shoots */
  create: number;
  /** POST /api/shoots/{code}/join */
  join: number;
  /** Reads that take a code, device id, identifier, name or backup id: guessing is what this slows. */
  lookup: number;
  /** POST /api/backups/backup/{deviceId} */
  backup: number;
  /** PUT score and finish, DELETE archer: generous, an archer updates every arrow. */
  score: number;
}

export type LogFormat = 'json' | 'text';
export type LogLevel = 'error' | 'warn' | 'log' | 'debug';

/**
 * Every setting the server reads from the environment, parsed once at start-up. A bad value stops the
 * server with a clear message rather than running with a surprise default.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite file used when DATABASE_URL is not set. */
  databasePath: string;
  /** postgres://... to use PostgreSQL instead of SQLite. */
  databaseUrl: string | undefined;
  /** redis://... to share live-shoot changes and rate limits between several server processes. */
  redisUrl: string | undefined;
  /** Folder holding the built PWA (vite build output). */
  webDist: string;
  /** Most WebSocket connections at once; the next one is closed with code 1008. */
  maxSockets: number;
  /** How often the server pings sockets; a socket that missed the previous ping is dropped. */
  socketHeartbeatMs: number;
  /** A live shoot is forgotten this long after its last join, score, finish or leave. */
  shootTtlMs: number;
  maxParticipantsPerShoot: number;
  /** Largest backup request body, in bytes. */
  backupMaxBytes: number;
  /** Largest body of every other request, in bytes. */
  jsonMaxBytes: number;
  /** Newest backups kept per owner (device or signed-in user); older ones are deleted. */
  backupsKept: number;
  /** Google sign-in: where the signing keys are published, who may issue tokens, and our client id. */
  auth: {
    jwksUrl: string;
    issuers: string[];
    /** Audience of the ID tokens; unset means sign-in is switched off and Bearer tokens are refused. */
    googleClientId: string | undefined;
    /** Lower-cased e-mail addresses of the admin accounts (verified e-mail required). */
    adminEmails: string[];
    /**
     * TEST_ACCOUNTS=true: the server signs ID tokens for any e-mail with a key of its own (loopback
     * only, never in production), so sign-in can be tried and tested without Google.
     */
    testAccounts: boolean;
  };
  /** Origins allowed to call the API from another site; empty means CORS stays closed. */
  corsOrigins: string[];
  rateLimits: RateLimits;
  /** Trust X-Forwarded-For from this many proxies in front (for rate limits by client address). */
  trustProxyHops: number;
  logFormat: LogFormat;
  logLevel: LogLevel;
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${name} must be a port number from 0 to 65535, not "${value}"`);
  }
  return parsed;
}

function positiveNumber(value: string | undefined, fallback: number, name: string, integer = true): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0 || (integer && !Number.isInteger(parsed))) {
    throw new Error(`${name} must be a positive ${integer ? 'whole ' : ''}number, not "${value}"`);
  }
  return parsed;
}

function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number (0 or more), not "${value}"`);
  }
  return parsed;
}

function list(value: string | undefined, fallback: string[] = []): string[] {
  if (value === undefined || value.trim() === '') return fallback;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  name: string,
): T {
  if (value === undefined || value === '') return fallback;
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) throw new Error(`${name} must be one of ${allowed.join(', ')}, not "${value}"`);
  return match;
}

function url(value: string | undefined, fallback: string, name: string): string {
  const chosen = value || fallback;
  try {
    new URL(chosen);
  } catch {
    throw new Error(`${name} must be a URL, not "${chosen}"`);
  }
  return chosen;
}

function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`${name} must be true or false, not "${value}"`);
}

/** Addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * Test accounts let anyone who can reach the server sign in as anyone: they are only allowed where the
 * only one who can reach it is the person at this machine.
 */
function testAccounts(env: NodeJS.ProcessEnv, host: string): boolean {
  const on = flag(env.TEST_ACCOUNTS, 'TEST_ACCOUNTS');
  if (!on) return false;
  if (!isLoopbackHost(host)) {
    throw new Error(
      `TEST_ACCOUNTS=true needs a loopback HOST (127.0.0.1, ::1 or localhost), not "${host}": test accounts let anyone sign in as anyone`,
    );
  }
  if (env.NODE_ENV === 'production')
    throw new Error('TEST_ACCOUNTS=true is refused with NODE_ENV=production');
  return true;
}

const MEGABYTE = 1024 * 1024;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST || '127.0.0.1';
  return {
    port: port(env.PORT, 3000, 'PORT'),
    host,
    databasePath: resolve(env.DATABASE_PATH || 'data/archery.sqlite'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    webDist: resolve(env.WEB_DIST || 'dist/web'),
    maxSockets: positiveNumber(env.MAX_SOCKETS, 10_000, 'MAX_SOCKETS'),
    socketHeartbeatMs: positiveNumber(env.WS_HEARTBEAT_SECONDS, 30, 'WS_HEARTBEAT_SECONDS', false) * 1000,
    shootTtlMs: positiveNumber(env.SHOOT_TTL_HOURS, 24, 'SHOOT_TTL_HOURS', false) * 3_600_000,
    maxParticipantsPerShoot: positiveNumber(env.MAX_PARTICIPANTS, 100, 'MAX_PARTICIPANTS'),
    backupMaxBytes: positiveNumber(env.BACKUP_MAX_BYTES, 20 * MEGABYTE, 'BACKUP_MAX_BYTES'),
    jsonMaxBytes: positiveNumber(env.JSON_MAX_BYTES, 64 * 1024, 'JSON_MAX_BYTES'),
    backupsKept: positiveNumber(env.BACKUPS_KEPT, 10, 'BACKUPS_KEPT'),
    auth: {
      jwksUrl: url(env.AUTH_JWKS_URL, 'https://www.googleapis.com/oauth2/v3/certs', 'AUTH_JWKS_URL'),
      issuers: list(env.AUTH_ISSUER, ['https://accounts.google.com', 'accounts.google.com']),
      googleClientId: env.GOOGLE_CLIENT_ID || undefined,
      adminEmails: list(env.ADMIN_EMAILS).map((email) => email.toLowerCase()),
      testAccounts: testAccounts(env, host),
    },
    corsOrigins: list(env.CORS_ORIGINS),
    rateLimits: {
      windowSeconds: positiveNumber(env.RATE_LIMIT_WINDOW_SECONDS, 60, 'RATE_LIMIT_WINDOW_SECONDS'),
      create: positiveNumber(env.RATE_LIMIT_CREATE, 20, 'RATE_LIMIT_CREATE'),
      join: positiveNumber(env.RATE_LIMIT_JOIN, 60, 'RATE_LIMIT_JOIN'),
      lookup: positiveNumber(env.RATE_LIMIT_LOOKUP, 300, 'RATE_LIMIT_LOOKUP'),
      backup: positiveNumber(env.RATE_LIMIT_BACKUP, 30, 'RATE_LIMIT_BACKUP'),
      score: positiveNumber(env.RATE_LIMIT_SCORE, 600, 'RATE_LIMIT_SCORE'),
    },
    trustProxyHops: wholeNumber(env.TRUST_PROXY_HOPS, 0, 'TRUST_PROXY_HOPS'),
    logFormat: oneOf(env.LOG_FORMAT, ['json', 'text'] as const, 'json', 'LOG_FORMAT'),
    logLevel: oneOf(env.LOG_LEVEL, ['error', 'warn', 'log', 'debug'] as const, 'log', 'LOG_LEVEL'),
  };
}

export const SERVER_CONFIG = Symbol('SERVER_CONFIG');
