import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { createApp } from '../create-app.js';

describe('health endpoints on the real app', () => {
  let app: INestApplication;
  let base: string;
  const dir = mkdtempSync(join(tmpdir(), 'archery-health-'));

  beforeAll(async () => {
    app = await createApp(readConfig({ DATABASE_PATH: join(dir, 'test.sqlite') }), { serveWeb: false });
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 200 on /api/backups/health and /api/health', async () => {
    for (const path of ['/api/backups/health', '/api/health']) {
      const response = await fetch(base + path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });

  it('reports the database reachable and Redis off on /api/health/ready for a load balancer', async () => {
    const response = await fetch(base + '/api/health/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off' });
  });

  it('answers 503 on /api/health/ready once the database is gone', async () => {
    const { DataSource } = await import('typeorm');
    await app.get(DataSource).destroy();
    const response = await fetch(base + '/api/health/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'down', redis: 'off' });
  });
});
