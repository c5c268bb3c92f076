import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../clock.js';
import { readConfig, type ServerConfig } from '../config.js';
import { createApp } from '../create-app.js';

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private current = Date.parse('2026-05-01T09:00:00Z')) {}

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestApp {
  app: INestApplication;
  base: string;
  config: ServerConfig;
  clock: ManualClock;
  close(): Promise<void>;
}

/**
 * The real app on a loopback port, on a fresh SQLite file migrated by the real migrations, with quiet
 * logs. `env` holds the same variables the server reads in production.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'archery-api-'));
  // TEST_DATABASE_URL=postgres://... runs the same suite on PostgreSQL (one file at a time).
  const postgres = process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {};
  const config = readConfig({
    DATABASE_PATH: join(dir, 'test.sqlite'),
    LOG_LEVEL: 'error',
    ...postgres,
    ...env,
  });
  const clock = new ManualClock();
  const app = await createApp(config, { serveWeb: false, clock });
  await app.listen(0, '127.0.0.1');
  const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return {
    app,
    base,
    config,
    clock,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** fetch with a JSON body and a JSON answer. */
export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const response = await fetch(base + path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { unparsed: text };
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
