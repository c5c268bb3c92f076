import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveShoot } from '../../shared/live-shoots/types.js';
import { badInputCases, type BadRequestCase } from '../test-support/bad-input-cases.js';
import { LocalIssuer } from '../test-support/local-issuer.js';
import { call, startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * The bad-input suite: hundreds of malformed requests. Each must get a 4xx with a clear message in the
 * API's error body, none may write a row, and the server must keep answering throughout.
 */
let t: TestApp;
let issuer: LocalIssuer;
let code: string;
let token: string;
let otherToken: string;
let signedOutSession: string;
const device = `device-${randomBytes(16).toString('base64url')}`;

beforeAll(async () => {
  issuer = await LocalIssuer.start();
  t = await startTestApp({
    ...issuer.env(),
    BACKUP_MAX_BYTES: String(1024 * 1024),
    RATE_LIMIT_CREATE: '10000',
    RATE_LIMIT_JOIN: '10000',
    RATE_LIMIT_LOOKUP: '10000',
    RATE_LIMIT_BACKUP: '10000',
    RATE_LIMIT_SCORE: '10000',
  });
  const created = await call(t.base, 'POST', '/api/shoots', { creatorName: 'Robin' });
  code = (created.body.shoot as LiveShoot).code;
  const joined = await call(t.base, 'POST', `/api/shoots/${code}/join`, {
    archerName: 'Robin',
    roundName: 'york',
    bowType: 'recurve',
  });
  token = joined.body.participantToken as string;
  const other = await call(t.base, 'POST', `/api/shoots/${code}/join`, {
    archerName: 'Marian',
    roundName: 'york',
    bowType: 'recurve',
  });
  otherToken = other.body.participantToken as string;
  const signedIn = await call(t.base, 'POST', '/api/auth/session', undefined, await issuer.bearer());
  signedOutSession = /archery_session=([^;]*)/.exec(signedIn.headers.getSetCookie().join('\n'))?.[1] ?? '';
  expect(signedOutSession).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const header = { cookie: `archery_session=${signedOutSession}` };
  expect((await call(t.base, 'DELETE', '/api/auth/session', undefined, header)).status).toBe(200);
});

afterAll(async () => {
  await t.close();
  await issuer.stop();
});

async function rowCounts(): Promise<Record<string, number>> {
  const dataSource = t.app.get(DataSource);
  const counts: Record<string, number> = {};
  for (const table of ['live_shoot', 'live_shoot_participant', 'backup', 'account_session']) {
    const [row] = (await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`)) as Array<{ n: number }>;
    counts[table] = Number(row?.n);
  }
  return counts;
}

async function send(test: BadRequestCase): Promise<{ status: number; body: Record<string, unknown> }> {
  if (test.raw === undefined) return call(t.base, test.method, test.path, test.body, test.headers);
  const response = await fetch(t.base + test.path, {
    method: test.method,
    headers: { 'content-type': 'application/json', ...test.headers },
    body: test.raw,
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { status: response.status, body: { unparsed: text } };
  }
}

describe('bad input', () => {
  it('answers every malformed request with a clear 4xx, writes nothing and keeps answering', async () => {
    const all = badInputCases({ code, token, otherToken, device, signedOutSession });
    expect(all.length).toBeGreaterThanOrEqual(200);
    const before = await rowCounts();
    const failures: string[] = [];
    for (const [index, test] of all.entries()) {
      const { status, body } = await send(test);
      const clear = body.success === false && typeof body.error === 'string' && body.error.length >= 8;
      if (process.env.SHOW_BAD_INPUT)
        console.log(`${all.length} ${test.name} -> ${status} ${String(body.error)}`);
      if (status < 400 || status >= 500 || !clear)
        failures.push(`${test.name}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
      if (index % 50 === 49) expect((await call(t.base, 'GET', '/api/health')).status).toBe(200);
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    const shoot = await call(t.base, 'GET', `/api/shoots/${code}`);
    expect((shoot.body.shoot as LiveShoot).participants.map((p) => [p.archerName, p.totalScore])).toEqual([
      ['Marian', 0],
      ['Robin', 0],
    ]);
    expect((await call(t.base, 'GET', '/api/health')).body).toEqual({ status: 'ok' });
  }, 60_000);
});
