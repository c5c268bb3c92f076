import { randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalIssuer, TEST_CLIENT_ID } from '../test-support/local-issuer.js';
import { call, startTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_ACCOUNT_AUDIENCE, TEST_ACCOUNT_ISSUER, TEST_ACCOUNT_KEY_ID } from './test-accounts.js';

let withTestAccounts: TestApp;
let plain: TestApp;
let issuer: LocalIssuer;

beforeAll(async () => {
  issuer = await LocalIssuer.start();
  withTestAccounts = await startTestApp({ TEST_ACCOUNTS: 'true', ADMIN_EMAILS: 'admin@example.org' });
  plain = await startTestApp(issuer.env());
});

afterAll(async () => {
  await withTestAccounts.close();
  await plain.close();
  await issuer.stop();
});

const newDevice = () => `device-${randomBytes(16).toString('base64url')}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function testToken(t: TestApp, email: string, name?: string): Promise<string> {
  const answer = await call(t.base, 'POST', '/api/auth/test-token', { email, name });
  expect(answer.status).toBe(200);
  return answer.body.idToken as string;
}

/** Flips one character of the payload, keeping the token well-formed. */
function tampered(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  claims.email = 'admin@example.org';
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('the app config endpoint', () => {
  it('tells the app whether Google sign-in and test accounts are available', async () => {
    expect((await call(withTestAccounts.base, 'GET', '/api/config')).body).toEqual({
      success: true,
      googleClientId: null,
      testAccounts: true,
    });
    expect((await call(plain.base, 'GET', '/api/config')).body).toEqual({
      success: true,
      googleClientId: TEST_CLIENT_ID,
      testAccounts: false,
    });
  });
});

describe('test accounts (TEST_ACCOUNTS=true, loopback only)', () => {
  it('signs a short-lived ID token for any e-mail, with its own issuer, audience and key', async () => {
    const token = await testToken(withTestAccounts, 'Robin@Example.org', 'Robin Hood');
    const claims = decodeJwt(token);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', kid: TEST_ACCOUNT_KEY_ID });
    expect(claims).toMatchObject({
      iss: TEST_ACCOUNT_ISSUER,
      aud: TEST_ACCOUNT_AUDIENCE,
      email: 'robin@example.org',
      email_verified: true,
      name: 'Robin Hood',
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(Number(claims.exp) * 1000).toBeGreaterThan(Date.now());
  });

  it('accepts the token on every call like a Google token, and the same e-mail is the same account', async () => {
    const token = await testToken(withTestAccounts, 'marian@example.org', 'Maid Marian');
    const me = await call(withTestAccounts.base, 'GET', '/api/auth/me', undefined, bearer(token));
    expect(me.status).toBe(200);
    expect(me.body.account).toMatchObject({
      email: 'marian@example.org',
      name: 'Maid Marian',
      isAdmin: false,
    });

    const saved = await call(
      withTestAccounts.base,
      'POST',
      `/api/backups/backup/${newDevice()}`,
      { data: { history: [], user: { name: 'Marian' } }, userName: 'Marian' },
      bearer(token),
    );
    expect(saved.status).toBe(201);
    // A new token for the same e-mail (another phone, or after the first expired) sees that backup.
    const again = await testToken(withTestAccounts, 'MARIAN@example.org');
    const mine = await call(withTestAccounts.base, 'GET', '/api/backups/mine', undefined, bearer(again));
    expect(mine.body.backups).toHaveLength(1);
    const other = await testToken(withTestAccounts, 'john@example.org');
    const theirs = await call(withTestAccounts.base, 'GET', '/api/backups/mine', undefined, bearer(other));
    expect(theirs.body.backups).toHaveLength(0);
  });

  it('makes an ADMIN_EMAILS test account the admin and nobody else', async () => {
    const admin = await testToken(withTestAccounts, 'admin@example.org');
    const archer = await testToken(withTestAccounts, 'robin@example.org');
    const path = '/api/admin/backups?limit=1';
    expect((await call(withTestAccounts.base, 'GET', path, undefined, bearer(admin))).status).toBe(200);
    expect((await call(withTestAccounts.base, 'GET', path, undefined, bearer(archer))).status).toBe(403);
    const me = await call(withTestAccounts.base, 'GET', '/api/auth/me', undefined, bearer(admin));
    expect(me.body.account).toMatchObject({ isAdmin: true });
  });

  it('refuses a tampered token, one signed by another key, and Google-shaped tokens without GOOGLE_CLIENT_ID', async () => {
    const token = await testToken(withTestAccounts, 'robin@example.org');
    const me = (t: TestApp, value: string) => call(t.base, 'GET', '/api/auth/me', undefined, bearer(value));
    expect((await me(withTestAccounts, tampered(token))).status).toBe(401);
    // Another key that names the test key id: the signature check fails.
    const impostor = await issuer.token({
      iss: TEST_ACCOUNT_ISSUER,
      aud: TEST_ACCOUNT_AUDIENCE,
      email: 'admin@example.org',
    });
    const [, payload, signature] = impostor.split('.') as [string, string, string];
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: TEST_ACCOUNT_KEY_ID })).toString(
      'base64url',
    );
    const withTestKeyId = [header, payload, signature].join('.');
    expect((await me(withTestAccounts, withTestKeyId)).status).toBe(401);
    // A Google-style token on a server with no client id is refused as before.
    expect((await me(withTestAccounts, await issuer.token())).body.error).toMatch(/not configured/);
    expect((await me(withTestAccounts, 'not.a.token')).status).toBe(401);
  });

  it('answers 400 for something that is not an e-mail address', async () => {
    for (const body of [
      {},
      { email: '' },
      { email: 'robin' },
      { email: 'a b@c' },
      { email: 'a@b', name: 7 },
    ]) {
      const answer = await call(withTestAccounts.base, 'POST', '/api/auth/test-token', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('test accounts off (the default)', () => {
  it('has no test-token endpoint and refuses test tokens from any other server', async () => {
    const answer = await call(plain.base, 'POST', '/api/auth/test-token', { email: 'robin@example.org' });
    expect(answer.status).toBe(404);
    const token = await testToken(withTestAccounts, 'admin@example.org');
    const me = await call(plain.base, 'GET', '/api/auth/me', undefined, bearer(token));
    expect(me.status).toBe(401);
    expect((await call(plain.base, 'GET', '/api/admin/backups', undefined, bearer(token))).status).toBe(401);
  });

  it('keeps verifying Google tokens as before', async () => {
    const me = await call(
      plain.base,
      'GET',
      '/api/auth/me',
      undefined,
      await issuer.bearer({ email: 'robin@example.org' }),
    );
    expect(me.status).toBe(200);
    expect(me.body.account).toMatchObject({ email: 'robin@example.org', isAdmin: false });
  });
});
