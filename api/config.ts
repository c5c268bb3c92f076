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
  /** False makes the server API-only (in development Vite serves the app and proxies /api and /ws). */
  serveWeb: boolean;
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
  /**
   * Newest backups kept per owner (device or signed-in user); older ones are deleted, except each phone's
   * newest, so one phone of an account never pushes another's latest backup out.
   */
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
    /**
     * How long a sign-in lasts without use: every use moves the end on by this much (docs/sign-in.md).
     * Tests set a short one.
     */
    sessionMs: number;
  };
  /** Origins allowed to call the API from another site; empty means CORS stays closed. */
  corsOrigins: string[];
  rateLimits: RateLimits;
  /** Trust X-Forwarded-For from this many proxies in front (for rate limits by client address). */
  trustProxyHops: number;
  logFormat: LogFormat;
  logLevel: LogLevel;
}

/**
 * Every environment variable the server reads, in one list: readConfig can read no other (docs/configuration.md
 * describes each, and config.test.ts holds that page to this list).
 */
export const SERVER_VARIABLES = [
  'PORT',
  'HOST',
  'DATABASE_PATH',
  'DATABASE_URL',
  'REDIS_URL',
  'WEB_DIST',
  'SERVE_WEB',
  'MAX_SOCKETS',
  'WS_HEARTBEAT_SECONDS',
  'SHOOT_TTL_HOURS',
  'MAX_PARTICIPANTS',
  'BACKUP_MAX_BYTES',
  'JSON_MAX_BYTES',
  'BACKUPS_KEPT',
  'AUTH_JWKS_URL',
  'AUTH_ISSUER',
  'GOOGLE_CLIENT_ID',
  'ADMIN_EMAILS',
  'TEST_ACCOUNTS',
  'SESSION_DAYS',
  'NODE_ENV',
  'CORS_ORIGINS',
  'RATE_LIMIT_WINDOW_SECONDS',
  'RATE_LIMIT_CREATE',
  'RATE_LIMIT_JOIN',
  'RATE_LIMIT_LOOKUP',
  'RATE_LIMIT_BACKUP',
  'RATE_LIMIT_SCORE',
  'TRUST_PROXY_HOPS',
  'LOG_FORMAT',
  'LOG_LEVEL',
] as const;

type Variable = (typeof SERVER_VARIABLES)[number];
type Environment = Partial<Record<Variable, string>>;

/** A setting the server cannot run with; the message is one line naming the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The variable's value, or undefined when it is unset or empty (both mean "the default"). */
function given(env: Environment, name: Variable): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

function text(env: Environment, name: Variable, fallback: string): string {
  return given(env, name) ?? fallback;
}

function port(env: Environment, name: Variable, fallback: number): number {
  const value = given(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new ConfigError(`${name} must be a port number from 0 to 65535, not "${value}"`);
  }
  return parsed;
}

function positiveNumber(env: Environment, name: Variable, fallback: number, integer = true): number {
  const value = given(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0 || (integer && !Number.isInteger(parsed))) {
    throw new ConfigError(`${name} must be a positive ${integer ? 'whole ' : ''}number, not "${value}"`);
  }
  return parsed;
}

function wholeNumber(env: Environment, name: Variable, fallback: number): number {
  const value = given(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new ConfigError(`${name} must be a whole number (0 or more), not "${value}"`);
  }
  return parsed;
}

/** A comma-separated list; each item is trimmed and, when `check` is given, must pass it. */
function list(
  env: Environment,
  name: Variable,
  fallback: string[] = [],
  check?: { test: (item: string) => boolean; want: string },
): string[] {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const bad = check ? items.find((item) => !check.test(item)) : undefined;
  if (check && bad !== undefined) throw new ConfigError(`${name} must list ${check.want}, not "${bad}"`);
  return items;
}

function oneOf<T extends string>(env: Environment, name: Variable, allowed: readonly T[], fallback: T): T {
  const value = given(env, name);
  if (value === undefined) return fallback;
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, not "${value}"`);
  }
  return match;
}

function url(env: Environment, name: Variable, fallback: string): string {
  const chosen = given(env, name) ?? fallback;
  if (!URL.canParse(chosen)) throw new ConfigError(`${name} must be a URL, not "${chosen}"`);
  return chosen;
}

/**
 * A connection URL with one of the given schemes, or undefined when unset. The value is not repeated
 * in the message: it may hold a password.
 */
function connectionUrl(env: Environment, name: Variable, schemes: readonly string[]): string | undefined {
  const value = given(env, name);
  if (value === undefined) return undefined;
  const scheme = URL.canParse(value) ? new URL(value).protocol.replace(/:$/, '') : undefined;
  if (scheme === undefined || !schemes.includes(scheme)) {
    throw new ConfigError(`${name} must be a ${schemes.map((s) => `${s}://`).join(' or ')} URL`);
  }
  return value;
}

function flag(env: Environment, name: Variable, fallback: boolean): boolean {
  const value = given(env, name);
  if (value === undefined) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new ConfigError(`${name} must be true or false, not "${value}"`);
}

/** An origin as browsers send it: scheme, host and port, nothing after. */
function isOrigin(item: string): boolean {
  return URL.canParse(item) && new URL(item).origin === item;
}

function isEmailAddress(item: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(item);
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
function testAccounts(env: Environment, host: string): boolean {
  const on = flag(env, 'TEST_ACCOUNTS', false);
  if (!on) return false;
  if (!isLoopbackHost(host)) {
    throw new ConfigError(
      `TEST_ACCOUNTS=true needs a loopback HOST (127.0.0.1, ::1 or localhost), not "${host}": test accounts let anyone sign in as anyone`,
    );
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError('TEST_ACCOUNTS=true is refused with NODE_ENV=production');
  }
  return true;
}

const MEGABYTE = 1024 * 1024;
const DAY_MS = 24 * 3_600_000;

/** Reads and checks every setting at once; the first bad one throws a ConfigError. */
export function readConfig(env: Environment = process.env): ServerConfig {
  const host = text(env, 'HOST', '127.0.0.1');
  return {
    port: port(env, 'PORT', 3000),
    host,
    databasePath: resolve(text(env, 'DATABASE_PATH', 'data/archery.sqlite')),
    databaseUrl: connectionUrl(env, 'DATABASE_URL', ['postgres', 'postgresql']),
    redisUrl: connectionUrl(env, 'REDIS_URL', ['redis', 'rediss']),
    webDist: resolve(text(env, 'WEB_DIST', 'dist/web')),
    serveWeb: flag(env, 'SERVE_WEB', true),
    maxSockets: positiveNumber(env, 'MAX_SOCKETS', 10_000),
    socketHeartbeatMs: positiveNumber(env, 'WS_HEARTBEAT_SECONDS', 30, false) * 1000,
    shootTtlMs: positiveNumber(env, 'SHOOT_TTL_HOURS', 24, false) * 3_600_000,
    maxParticipantsPerShoot: positiveNumber(env, 'MAX_PARTICIPANTS', 100),
    backupMaxBytes: positiveNumber(env, 'BACKUP_MAX_BYTES', 20 * MEGABYTE),
    jsonMaxBytes: positiveNumber(env, 'JSON_MAX_BYTES', 64 * 1024),
    backupsKept: positiveNumber(env, 'BACKUPS_KEPT', 10),
    auth: {
      jwksUrl: url(env, 'AUTH_JWKS_URL', 'https://www.googleapis.com/oauth2/v3/certs'),
      issuers: list(env, 'AUTH_ISSUER', ['https://accounts.google.com', 'accounts.google.com']),
      googleClientId: given(env, 'GOOGLE_CLIENT_ID'),
      adminEmails: list(env, 'ADMIN_EMAILS', [], { test: isEmailAddress, want: 'e-mail addresses' }).map(
        (email) => email.toLowerCase(),
      ),
      testAccounts: testAccounts(env, host),
      sessionMs: Math.round(positiveNumber(env, 'SESSION_DAYS', 30, false) * DAY_MS),
    },
    corsOrigins: list(env, 'CORS_ORIGINS', [], {
      test: isOrigin,
      want: 'origins like https://club.example (scheme, host and port only)',
    }),
    rateLimits: {
      windowSeconds: positiveNumber(env, 'RATE_LIMIT_WINDOW_SECONDS', 60),
      create: positiveNumber(env, 'RATE_LIMIT_CREATE', 20),
      join: positiveNumber(env, 'RATE_LIMIT_JOIN', 60),
      lookup: positiveNumber(env, 'RATE_LIMIT_LOOKUP', 300),
      backup: positiveNumber(env, 'RATE_LIMIT_BACKUP', 30),
      score: positiveNumber(env, 'RATE_LIMIT_SCORE', 600),
    },
    trustProxyHops: wholeNumber(env, 'TRUST_PROXY_HOPS', 0),
    logFormat: oneOf(env, 'LOG_FORMAT', ['json', 'text'] as const, 'json'),
    logLevel: oneOf(env, 'LOG_LEVEL', ['error', 'warn', 'log', 'debug'] as const, 'log'),
  };
}

export const SERVER_CONFIG = Symbol('SERVER_CONFIG');
