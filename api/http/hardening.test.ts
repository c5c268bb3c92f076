import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../test-support/test-app.js';

describe('rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_CREATE: '3', RATE_LIMIT_JOIN: '2', RATE_LIMIT_LOOKUP: '4' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('slows creating shoots with 429 and a Retry-After, counting each kind apart', async () => {
    const statuses: number[] = [];
    let code = '';
    for (let i = 0; i < 4; i++) {
      const created = await call(t.base, 'POST', '/api/shoots', { creatorName: 'Robin' });
      statuses.push(created.status);
      if (created.status === 201) code = created.body.code as string;
      if (created.status === 429) {
        expect(created.body).toEqual({
          success: false,
          error: 'Too many requests: wait a minute and try again',
        });
        expect(Number(created.headers.get('retry-after-create'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);

    // Joins have their own budget, untouched by the creates.
    const joins: number[] = [];
    for (const archerName of ['A', 'B', 'C']) {
      const body = { archerName, roundName: 'york', bowType: 'recurve' };
      joins.push((await call(t.base, 'POST', `/api/shoots/${code}/join`, body)).status);
    }
    expect(joins).toEqual([200, 200, 429]);

    // Guessing codes or device ids is a lookup.
    const lookups: number[] = [];
    for (let i = 0; i < 5; i++) lookups.push((await call(t.base, 'GET', '/api/shoots/ZZZZZZ')).status);
    expect(lookups).toEqual([404, 404, 404, 404, 429]);
    const find = await call(t.base, 'GET', '/api/backups/find-backups?name=Robin');
    expect(find.status).toBe(429);

    // Health is never throttled.
    expect((await call(t.base, 'GET', '/api/health')).status).toBe(200);
  });
});

describe('headers, CORS and docs', () => {
  let closed: TestApp;
  let open: TestApp;

  beforeAll(async () => {
    closed = await startTestApp();
    open = await startTestApp({ CORS_ORIGINS: 'https://club.example, https://scores.example' });
  });

  afterAll(async () => {
    await closed.close();
    await open.close();
  });

  it('sends security headers', async () => {
    const response = await fetch(`${closed.base}/api/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('keeps CORS closed by default and opens it only to the configured origins', async () => {
    const preflight = (base: string, origin: string) =>
      fetch(`${base}/api/shoots`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    expect(
      (await preflight(closed.base, 'https://club.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
    const allowed = await preflight(open.base, 'https://club.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://club.example');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-participant-token');
    const stranger = await preflight(open.base, 'https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves OpenAPI docs at /api/docs listing every endpoint', async () => {
    const page = await fetch(`${closed.base}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
    const document = (await (await fetch(`${closed.base}/api/docs-json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/admin/backups',
        '/api/admin/backups/{backupId}',
        '/api/auth/me',
        '/api/auth/session',
        '/api/auth/sign-out-everywhere',
        '/api/auth/test-token',
        '/api/backups/backup/{backupId}',
        '/api/backups/backup/{deviceId}',
        '/api/backups/backups/{deviceId}',
        '/api/backups/find-backups',
        '/api/backups/health',
        '/api/backups/mine',
        '/api/config',
        '/api/health',
        '/api/health/ready',
        '/api/shoots',
        '/api/shoots/{code}',
        '/api/shoots/{code}/archer/{archerName}',
        '/api/shoots/{code}/finish',
        '/api/shoots/{code}/join',
        '/api/shoots/{code}/score',
      ].sort(),
    );
  });
});
