import { readdirSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test-support/test-app.js';
import { migrations } from './migrations/index.js';

const FOLDER = new URL('./migrations/', import.meta.url);
const FILE_NAME = /^(\d{13})-[a-z0-9]+(?:-[a-z0-9]+)*\.ts$/;

describe('migrations', () => {
  it('are every file of the migrations folder, listed oldest first, with unique names and timestamps', async () => {
    const files = readdirSync(FOLDER)
      .filter((file) => file !== 'index.ts' && !file.endsWith('.test.ts'))
      .sort();
    for (const file of files) expect(file).toMatch(FILE_NAME);
    const timestamps = files.map((file) => Number(FILE_NAME.exec(file)?.[1]));
    expect(new Set(timestamps).size).toBe(files.length);

    // The list the server runs is the files in timestamp order, each file's migration once.
    const fromFiles: unknown[] = [];
    for (const file of files) {
      const module = (await import(new URL(file.replace(/\.ts$/, '.js'), FOLDER).href)) as Record<
        string,
        unknown
      >;
      fromFiles.push(...Object.values(module).filter((value) => typeof value === 'function'));
    }
    expect(migrations).toEqual(fromFiles);

    // TypeORM orders and records migrations by the timestamp at the end of the name.
    const names = migrations.map((Migration) => new Migration().name ?? '');
    expect(new Set(names).size).toBe(names.length);
    names.forEach((name, index) => {
      expect(name).toBe(migrations[index]?.name);
      expect(name.endsWith(String(timestamps[index])), name).toBe(true);
    });
  });

  it('give a fresh SQLite database exactly the schema the entities describe', async () => {
    expect(await schemaAfterMigrations({ DATABASE_URL: '' })).toEqual({ type: 'sqlite', pending: [] });
  });

  it('give the database the suite runs on the same schema (PostgreSQL under test:api:postgres)', async () => {
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
    expect(await schemaAfterMigrations({})).toEqual({ type: expected, pending: [] });
  });
});

/** Starts the app (which migrates at start-up) and asks TypeORM what it would still change. */
async function schemaAfterMigrations(
  env: Record<string, string>,
): Promise<{ type: string; pending: string[] }> {
  const t = await startTestApp(env);
  try {
    const dataSource = t.app.get(DataSource);
    expect(await dataSource.showMigrations()).toBe(false);
    expect(dataSource.entityMetadatas.map((entity) => entity.tableName).sort()).toEqual([
      'account_session',
      'backup',
      'live_shoot',
      'live_shoot_participant',
    ]);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    return { type: dataSource.options.type, pending: pending.upQueries.map((query) => query.query) };
  } finally {
    await t.close();
  }
}
