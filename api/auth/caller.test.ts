import { GUARDS_METADATA } from '@nestjs/common/constants';
import { ThrottlerGuard } from '@nestjs/throttler';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupSummary } from '../../shared/backups/types.js';
import { AdminController } from '../admin/admin.controller.js';
import { BackupsController } from '../backups/backups.controller.js';
import { LiveShootsController } from '../live-shoots/live-shoots.controller.js';
import { LocalIssuer } from '../test-support/local-issuer.js';
import { call, startTestApp, type TestApp } from '../test-support/test-app.js';
import { AuthController } from './auth.controller.js';
import { CallerGuard } from './caller.js';

let t: TestApp;
let issuer: LocalIssuer;
const expired = { authorization: '' };

beforeAll(async () => {
  issuer = await LocalIssuer.start();
  t = await startTestApp(issuer.env());
  expired.authorization = `Bearer ${await issuer.token({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 })}`;
});

afterAll(async () => {
  await t.close();
  await issuer.stop();
});

const newDevice = () => `device-${randomBytes(16).toString('base64url')}`;
const data = { history: [], notes: [], user: { name: 'Robin' }, sightMarks: [], preferences: {} };

describe('a stale or bad sign-in token', () => {
  it('does not lock an archer out of what needs no sign-in: a device backup or a recovery code', async () => {
    const identifier = `RECOVER-${randomBytes(6).toString('hex').toUpperCase()}`;
    const saved = await call(t.base, 'POST', `/api/backups/backup/${newDevice()}`, {
      data,
      backupIdentifier: identifier,
    });
    const key = (saved.body.backup as BackupSummary).key;
    const download = await call(t.base, 'GET', `/api/backups/backup/${key}`, undefined, expired);
    expect(download.status).toBe(200);
    const found = await call(t.base, 'GET', `/api/backups/find-backups?identifier=${identifier}`, undefined, {
      authorization: 'Bearer nonsense',
    });
    expect(found.body).toMatchObject({ success: true, backups: [{ key }] });
  });

  it('is refused with 401 where the route uses it, after the checks of the request itself', async () => {
    const byName = await call(t.base, 'GET', '/api/backups/find-backups?name=Robin', undefined, expired);
    expect(byName.status).toBe(401);
    expect(byName.body.error).toMatch(/expired/);
    // A malformed device id, body, name or backup key is still a 400, and a missing backup a 404.
    const badDevice = await call(t.base, 'POST', '/api/backups/backup/nobody', { data }, expired);
    expect(badDevice.status).toBe(400);
    const badBody = await call(t.base, 'POST', `/api/backups/backup/${newDevice()}`, '[]', expired);
    expect(badBody.status).toBe(400);
    const badName = await call(t.base, 'GET', '/api/backups/find-backups?name=%00', undefined, expired);
    expect(badName.status).toBe(400);
    const missing = await call(t.base, 'GET', `/api/backups/backup/${'b'.repeat(22)}`, undefined, expired);
    expect(missing.status).toBe(404);
    const badKey = await call(t.base, 'GET', '/api/backups/backup/short', undefined, expired);
    expect(badKey.status).toBe(400);
    // A body that is wrong and a token that is wrong: the token is looked at first, as it always was.
    const both = await call(t.base, 'POST', `/api/backups/backup/${newDevice()}`, { data: 5 }, expired);
    expect(both.status).toBe(401);
  });

  it('gets the same answer on every route that needs an account', async () => {
    for (const path of ['/api/backups/mine', '/api/auth/me', '/api/admin/backups']) {
      const none = await call(t.base, 'GET', path);
      expect(none.body, path).toEqual({
        success: false,
        error: 'Sign in first: send your Google ID token as "Authorization: Bearer <token>"',
      });
      const stale = await call(t.base, 'GET', path, undefined, expired);
      expect(stale.body, path).toEqual({
        success: false,
        error: 'The sign-in token has expired: sign in again',
      });
      expect(stale.status, path).toBe(401);
    }
  });
});

describe('the caller guard', () => {
  it('runs after the rate limit on every route, so refused requests still count against it', () => {
    const guards = (target: object): unknown[] =>
      (Reflect.getMetadata(GUARDS_METADATA, target) as unknown[] | undefined) ?? [];
    const controllers = [BackupsController, AuthController, LiveShootsController];
    let checked = 0;
    for (const controller of controllers) {
      expect(guards(controller), controller.name).not.toContain(CallerGuard);
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler: unknown = Reflect.get(controller.prototype, name);
        if (typeof handler !== 'function') continue;
        const list = guards(handler as object);
        if (!list.includes(CallerGuard)) continue;
        checked++;
        expect(list.indexOf(ThrottlerGuard), `${controller.name}.${name}`).toBeGreaterThanOrEqual(0);
        expect(list.indexOf(ThrottlerGuard), `${controller.name}.${name}`).toBeLessThan(
          list.indexOf(CallerGuard),
        );
      }
    }
    expect(checked).toBe(6);
    // The admin screen's routes are closed to everyone else before any counting, as they always were.
    expect(guards(AdminController)).toEqual([CallerGuard]);
  });
});
