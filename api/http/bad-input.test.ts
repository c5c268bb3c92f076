import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveShoot } from '../../shared/live-shoots/types.js';
import { badInputCases } from '../test-support/bad-input-cases.js';
import type { BadRequestCase, CaseContext } from '../test-support/bad-request-case.js';
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

/**
 * The cases are listed before the suite sets up its shoot, to name one test each: listed again with the
 * real shoot, the same index is the same case (a few names carry the shoot's code or a token, so the names
 * shown are the placeholder's).
 */
const placeholder: CaseContext = {
  code: 'CODE',
  token: 'token',
  otherToken: 'other-token',
  device,
  signedOutSession: 'session',
};
const named = badInputCases(placeholder).map((test, index) => ({ index, name: test.name }));
let cases: BadRequestCase[] = [];
let before: Record<string, number>;

describe('bad input', () => {
  beforeAll(async () => {
    cases = badInputCases({ code, token, otherToken, device, signedOutSession });
    before = await rowCounts();
  });

  it('has a case for every kind of malformed request', () => {
    expect(named.length).toBeGreaterThanOrEqual(200);
    expect(cases).toHaveLength(named.length);
  });

  it.each(named)('answers $name with a clear 4xx', async ({ index }) => {
    const test = cases[index]!;
    const { status, body } = await send(test);
    if (process.env.SHOW_BAD_INPUT) console.log(`${test.name} -> ${status} ${String(body.error)}`);
    expect(status, JSON.stringify(body).slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
    expect(body.success).toBe(false);
    expect(typeof body.error === 'string' && body.error.length >= 8, String(body.error)).toBe(true);
    // The server keeps answering throughout, not only at the end.
    if (index % 50 === 49) expect((await call(t.base, 'GET', '/api/health')).status).toBe(200);
  });

  it('wrote nothing and keeps answering after them all', async () => {
    expect(await rowCounts()).toEqual(before);
    const shoot = await call(t.base, 'GET', `/api/shoots/${code}`);
    expect((shoot.body.shoot as LiveShoot).participants.map((p) => [p.archerName, p.totalScore])).toEqual([
      ['Marian', 0],
      ['Robin', 0],
    ]);
    expect((await call(t.base, 'GET', '/api/health')).body).toEqual({ status: 'ok' });
  });
});
