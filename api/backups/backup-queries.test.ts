import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalIssuer } from '../test-support/local-issuer.js';
import { call, startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let issuer: LocalIssuer;
let admin: { authorization: string };

beforeAll(async () => {
  issuer = await LocalIssuer.start();
  t = await startTestApp(issuer.env());
  admin = await issuer.bearer({ sub: 'google-admin', email: 'admin@example.org' });
});

afterAll(async () => {
  await t.close();
  await issuer.stop();
});

async function error(path: string, headers: Record<string, string> = {}): Promise<[number, unknown]> {
  const answer = await call(t.base, 'GET', path, undefined, headers);
  return [answer.status, answer.body.error];
}

describe('finding backups', () => {
  it('says which of identifier and name is wrong, and looks at the name only without an identifier', async () => {
    const identifierRule = 'identifier must be 12 to 64 letters, digits and dashes';
    const nameRule = 'name must be 1 to 100 characters of visible text';
    expect(await error('/api/backups/find-backups')).toEqual([400, 'Give ?identifier= or ?name=']);
    expect(await error('/api/backups/find-backups?nickname=Robin')).toEqual([
      400,
      'Give ?identifier= or ?name=',
    ]);
    expect(await error('/api/backups/find-backups?identifier=short&name=Robin')).toEqual([
      400,
      identifierRule,
    ]);
    expect(await error('/api/backups/find-backups?identifier=a&identifier=b')).toEqual([400, identifierRule]);
    expect(await error('/api/backups/find-backups?name=%20%20')).toEqual([400, nameRule]);
    expect(await error('/api/backups/find-backups?name=a&name=b')).toEqual([400, nameRule]);
    const withIdentifier = await call(
      t.base,
      'GET',
      '/api/backups/find-backups?identifier=ABCDEF-123456&name=%00',
    );
    expect(withIdentifier.body).toEqual({ success: true, backups: [] });
  });
});

describe('the admin listing', () => {
  it('pages with limit and offset, reading numbers as it always has', async () => {
    const limitRule = 'limit must be from 1 to 200';
    expect(await error('/api/admin/backups?limit=0', admin)).toEqual([400, limitRule]);
    expect(await error('/api/admin/backups?limit=201', admin)).toEqual([400, limitRule]);
    expect(await error('/api/admin/backups?limit=', admin)).toEqual([400, limitRule]);
    expect(await error('/api/admin/backups?limit=5.5', admin)).toEqual([
      400,
      'Validation failed (numeric string is expected)',
    ]);
    expect(await error('/api/admin/backups?offset=-1', admin)).toEqual([400, 'offset must be 0 or more']);
    expect(await error('/api/admin/backups?q=a&q=b', admin)).toEqual([
      400,
      'q must be text of at most 200 characters',
    ]);
    // Text that is no number at all means the default.
    for (const query of ['?limit=abc', '?offset=x', '?limit=%2B5', '?q=%20', '?limit=200&offset=3']) {
      expect((await call(t.base, 'GET', `/api/admin/backups${query}`, undefined, admin)).status, query).toBe(
        200,
      );
    }
  });
});
