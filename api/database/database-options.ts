import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import sqlite3 from 'sqlite3';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { ServerConfig } from '../config.js';
import { migrations } from './migrations/index.js';

/**
 * TypeORM switches sqlite3 into verbose mode, which captures a stack trace on every query: a real cost on
 * the live-score hot path. It gets the same driver with verbose() as a no-op instead.
 */
const quietSqlite: typeof sqlite3 = Object.assign(Object.create(sqlite3) as typeof sqlite3, {
  verbose: () => quietSqlite,
});

/**
 * SQLite in a file by default (no set-up), PostgreSQL when DATABASE_URL says so. The schema is changed
 * only by migrations, which run at start-up; `synchronize` is never used outside tests.
 */
export function databaseOptions(
  config: ServerConfig,
  entities: DataSourceOptions['entities'],
): DataSourceOptions {
  if (config.databaseUrl) {
    return {
      type: 'postgres',
      url: config.databaseUrl,
      entities,
      migrations,
      // Run by initialiseDataSource under a lock instead: TypeORM has none across processes.
      migrationsRun: false,
      synchronize: false,
    };
  }
  mkdirSync(dirname(config.databasePath), { recursive: true });
  return {
    type: 'sqlite',
    database: config.databasePath,
    driver: quietSqlite,
    // WAL: a commit is one append, readers never block the writer, and a killed process loses nothing
    // it had committed (the next open replays the log).
    enableWAL: true,
    busyTimeout: 5000,
    entities,
    migrations,
    migrationsRun: true,
    synchronize: false,
  };
}

/** Any constant shared by every server of this app: the key of the migration lock. */
const MIGRATION_LOCK_KEY = 731_642_016;

/**
 * Opens the database. On PostgreSQL the migrations run under a session advisory lock: when several
 * servers start together one migrates while the others wait, then find nothing pending. The lock is
 * taken before the pending list is read (a lock inside the migration transaction would be too late),
 * and a server that dies holding it releases it with its session.
 */
export async function initialiseDataSource(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  if (options.type !== 'postgres') return dataSource;
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await dataSource.runMigrations({ transaction: 'all' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
  return dataSource;
}
