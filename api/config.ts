import { resolve } from 'node:path';

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
  /** Folder holding the built PWA (vite build output). */
  webDist: string;
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${name} must be a port number from 0 to 65535, not "${value}"`);
  }
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: port(env.PORT, 3000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    databasePath: resolve(env.DATABASE_PATH || 'data/archery.sqlite'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: resolve(env.WEB_DIST || 'dist/web'),
  };
}

export const SERVER_CONFIG = Symbol('SERVER_CONFIG');
