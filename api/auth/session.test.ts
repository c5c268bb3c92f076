import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalIssuer } from '../test-support/local-issuer.js';
import { call, startTestApp, type TestApp } from '../test-support/test-app.js';
import { SESSION_COOKIE } from './session-cookie.js';
import { SessionEntity } from './session.entity.js';
import { sessionHash, SessionService, type SessionOwner } from './session.service.js';

const DAY = 24 * 3_600_000;
let t: TestApp;
let issuer: LocalIssuer;
let sessions: SessionService;

beforeAll(async () => {
  issuer = await LocalIssuer.start();
  t = await startTestApp(issuer.env());
  sessions = t.app.get(SessionService);
});

afterAll(async () => {
  await t.close();
  await issuer.stop();
});

const robin: SessionOwner = {
  id: 'user-robin',
  email: 'robin@example.org',
  emailVerified: true,
  name: 'Robin',
};
const cookie = (value: string) => ({ cookie: `${SESSION_COOKIE}=${value}` });

/** The session value and the attributes of the Set-Cookie header of an answer. */
function setCookie(headers: Headers): { value: string; attributes: string[] } {
  const header = headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  expect(header, 'a session Set-Cookie header').toBeDefined();
  const [pair = '', ...attributes] = (header ?? '').split(';').map((part) => part.trim());
  return { value: pair.slice(SESSION_COOKIE.length + 1), attributes };
}

async function signIn(app: TestApp, claims: Parameters<LocalIssuer['token']>[0] = {}): Promise<string> {
  const answer = await call(app.base, 'POST', '/api/auth/session', undefined, await issuer.bearer(claims));
  expect(answer.status).toBe(200);
  return setCookie(answer.headers).value;
}

describe('a session (on the server clock the test moves)', () => {
  it('is issued as a random value whose hash alone is stored', async () => {
    const first = await sessions.issue(robin);
    const second = await sessions.issue(robin);
    expect(first.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.value).not.toBe(first.value);
    expect(first.expiresAt).toBe(t.clock.now() + 30 * DAY);
    const rows = await t.app.get(DataSource).getRepository(SessionEntity).findBy({ userId: robin.id });
    expect(rows.map((row) => row.tokenHash).sort()).toEqual(
      [sessionHash(first.value), sessionHash(second.value)].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain(first.value);
    expect((await sessions.use(first.value)).owner).toEqual(robin);
  });

  it('slides: every use moves the end on, so 30 days of use never end it', async () => {
    const { value } = await sessions.issue(robin);
    for (let day = 0; day < 90; day += 20) {
      t.clock.advance(20 * DAY);
      const used = await sessions.use(value);
      expect(used.renewed).toBe(true);
      expect(used.expiresAt).toBe(t.clock.now() + 30 * DAY);
    }
    // Uses close together do not write again.
    t.clock.advance(1000);
    expect((await sessions.use(value)).renewed).toBe(false);
  });

  it('expires after 30 days without use, and stays refused', async () => {
    const { value } = await sessions.issue(robin);
    t.clock.advance(30 * DAY - 1);
    await sessions.use(value);
    t.clock.advance(30 * DAY);
    await expect(sessions.use(value)).rejects.toMatchObject({ status: 401 });
    await expect(sessions.use(value)).rejects.toMatchObject({ status: 401 });
  });

  it('is refused once revoked, and "everywhere" ends every session of the account only', async () => {
    const phone = await sessions.issue(robin);
    const tablet = await sessions.issue(robin);
    const marian = await sessions.issue({ ...robin, id: 'user-marian', email: 'marian@example.org' });
    await sessions.revoke(phone.value);
    await expect(sessions.use(phone.value)).rejects.toMatchObject({ status: 401 });
    await sessions.use(tablet.value);
    expect(await sessions.revokeAll(robin.id)).toBeGreaterThanOrEqual(1);
    await expect(sessions.use(tablet.value)).rejects.toMatchObject({ status: 401 });
    expect((await sessions.use(marian.value)).owner.id).toBe('user-marian');
  });

  it('refuses malformed and never-issued values with a 401', async () => {
    for (const value of ['', 'x', 'a'.repeat(43), 'a'.repeat(44), '../../etc', 'é'.repeat(43)]) {
      await expect(sessions.use(value), value).rejects.toMatchObject({ status: 401 });
    }
  });
});

describe('the session endpoints', () => {
  it('sign in with an ID token once and set an HttpOnly, SameSite=Strict cookie (not Secure on loopback)', async () => {
    const answer = await call(
      t.base,
      'POST',
      '/api/auth/session',
      undefined,
      await issuer.bearer({ email: 'robin@example.org' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.account).toMatchObject({ email: 'robin@example.org', isAdmin: false });
    const { value, attributes } = setCookie(answer.headers);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(attributes).toEqual(
      expect.arrayContaining(['Path=/api', 'HttpOnly', 'SameSite=Strict', `Max-Age=${30 * 24 * 3600}`]),
    );
    expect(attributes).not.toContain('Secure');
    // The answer never carries the value where page script could read it.
    expect(JSON.stringify(answer.body)).not.toContain(value);
    const me = await call(t.base, 'GET', '/api/auth/me', undefined, cookie(value));
    expect(me.body.account).toMatchObject({ email: 'robin@example.org' });
  });

  it('set a Secure cookie when the app is reached under a real host name', async () => {
    // fetch will not send another Host header, so this one request goes out through node:http.
    const { authorization } = await issuer.bearer();
    const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      const sent = request(
        `${t.base}/api/auth/session`,
        { method: 'POST', headers: { authorization, host: 'scores.example.org' } },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.headers));
        },
      );
      sent.on('error', reject);
      sent.end();
    });
    const line = (headers['set-cookie'] ?? []).find((item) => item.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(line.split(';').map((part) => part.trim())).toEqual(
      expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict']),
    );
  });

  it('refuse to sign in without a good ID token', async () => {
    expect((await call(t.base, 'POST', '/api/auth/session')).status).toBe(401);
    const forged = `Bearer ${await issuer.token({}, { forged: true })}`;
    const refused = await call(t.base, 'POST', '/api/auth/session', undefined, { authorization: forged });
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it('key backups to the account and check admin rights on every request', async () => {
    const value = await signIn(t, { sub: 'user-admin', email: 'admin@example.org' });
    const admin = await call(t.base, 'GET', '/api/admin/backups?limit=1', undefined, cookie(value));
    expect(admin.status).toBe(200);
    const archer = await signIn(t, { sub: 'user-archer', email: 'archer@example.org' });
    expect((await call(t.base, 'GET', '/api/admin/backups?limit=1', undefined, cookie(archer))).status).toBe(
      403,
    );
    const saved = await call(
      t.base,
      'POST',
      '/api/backups/backup/device-sessiontest-0123456789',
      { data: { history: [], user: { name: 'Archer' } }, userName: 'Archer' },
      cookie(archer),
    );
    expect(saved.status).toBe(201);
    const mine = await call(t.base, 'GET', '/api/backups/mine', undefined, cookie(archer));
    expect(mine.body.backups).toHaveLength(1);
  });

  it('sign out: the session is ended on the server, the cookie cleared, and the value refused after', async () => {
    const value = await signIn(t);
    const out = await call(t.base, 'DELETE', '/api/auth/session', undefined, cookie(value));
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, sessionsEnded: 1 });
    const cleared = setCookie(out.headers);
    expect(cleared.value).toBe('');
    expect(cleared.attributes.some((a) => a.startsWith('Expires=Thu, 01 Jan 1970'))).toBe(true);
    const replayed = await call(t.base, 'GET', '/api/auth/me', undefined, cookie(value));
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ success: false, error: 'Your sign-in has ended: sign in again' });
    const upload = await call(
      t.base,
      'POST',
      '/api/backups/backup/device-sessiontest-0123456789',
      { data: { history: [] } },
      cookie(value),
    );
    expect(upload.status).toBe(401);
    // A backup the app meant for the account, sent after the cookie went away, is not stored for the device.
    const late = await call(
      t.base,
      'POST',
      '/api/backups/backup/device-sessiontest-0123456789',
      { data: { history: [] } },
      { 'x-expect-account': 'true' },
    );
    expect(late.status).toBe(401);
    expect(late.body.error).toBe('Your sign-in has ended: sign in again');
    // Signing out again is harmless.
    expect((await call(t.base, 'DELETE', '/api/auth/session', undefined, cookie(value))).status).toBe(200);
  });

  it('sign out everywhere ends the sessions of every device of the account', async () => {
    const phone = await signIn(t, { sub: 'user-everywhere' });
    const tablet = await signIn(t, { sub: 'user-everywhere' });
    const out = await call(t.base, 'POST', '/api/auth/sign-out-everywhere', undefined, cookie(phone));
    expect(out.body).toEqual({ success: true, sessionsEnded: 2 });
    expect((await call(t.base, 'GET', '/api/auth/me', undefined, cookie(tablet))).status).toBe(401);
  });

  it('renew the cookie as the session slides, and refuse it 30 days after the last use', async () => {
    const value = await signIn(t);
    t.clock.advance(10 * DAY);
    const used = await call(t.base, 'GET', '/api/auth/me', undefined, cookie(value));
    expect(setCookie(used.headers)).toMatchObject({ value });
    t.clock.advance(30 * DAY + 1);
    expect((await call(t.base, 'GET', '/api/auth/me', undefined, cookie(value))).status).toBe(401);
  });
});

describe('a session across a server restart', () => {
  it('still signs the device in, and the session lifetime follows SESSION_DAYS', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'archery-session-'));
    const env = { ...issuer.env(), DATABASE_PATH: join(dir, 'kept.sqlite'), SESSION_DAYS: '0.5' };
    try {
      const before = await startTestApp(env);
      const value = await signIn(before);
      await before.close();
      const after = await startTestApp(env);
      try {
        expect((await call(after.base, 'GET', '/api/auth/me', undefined, cookie(value))).status).toBe(200);
        after.clock.advance(DAY / 2 + 1);
        expect((await call(after.base, 'GET', '/api/auth/me', undefined, cookie(value))).status).toBe(401);
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
