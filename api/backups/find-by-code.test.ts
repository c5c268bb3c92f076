import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_CODE_SHAPE } from '../../shared/backups/recoveryCode.js';
import type { BackupSummary } from '../../shared/backups/types.js';
import { LocalIssuer } from '../test-support/local-issuer.js';
import { call, startTestApp, type TestApp } from '../test-support/test-app.js';

// On its own app: the backup routes' rate limit is shared by every call of one file.
let t: TestApp;
let issuer: LocalIssuer;

beforeAll(async () => {
  issuer = await LocalIssuer.start();
  t = await startTestApp(issuer.env());
});

afterAll(async () => {
  await t.close();
  await issuer.stop();
});

/** A code as the app makes them: 20 characters of the recovery alphabet in groups of four. */
function newCode(): string {
  const { alphabet } = RECOVERY_CODE_SHAPE;
  const chars = [...randomBytes(20)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

function backupData(rounds: number) {
  return {
    history: Array.from({ length: rounds }, (_, i) => ({
      id: i + 1,
      gameType: 'york',
      score: 800 + i,
      scores: [9],
    })),
    notes: [],
    user: { name: 'Robin' },
    sightMarks: [],
    preferences: {},
    timestamp: '2026-05-01T10:00:00.000Z',
    deviceId: 'device-in-data',
  };
}

const newDevice = () => `device-${randomBytes(16).toString('base64url')}`;

describe('finding backups by a typed recovery code', () => {
  it('finds them in any case, with or without dashes, and says which belong to an account', async () => {
    const code = newCode();
    const robin = await issuer.bearer({ sub: 'google-robin-code', email: 'robin-code@example.org' });
    const body = (rounds: number) => ({
      data: backupData(rounds),
      userName: 'Robin',
      backupIdentifier: code,
    });
    expect((await call(t.base, 'POST', `/api/backups/backup/${newDevice()}`, body(1))).status).toBe(201);
    t.clock.advance(1000);
    expect((await call(t.base, 'POST', `/api/backups/backup/${newDevice()}`, body(2), robin)).status).toBe(
      201,
    );

    for (const typed of [
      code,
      code.toLowerCase(),
      code.replace(/-/g, ''),
      code.replace(/-/g, '').toLowerCase(),
    ]) {
      const found = await call(t.base, 'GET', `/api/backups/find-backups?identifier=${typed}`);
      expect(found.status, typed).toBe(200);
      const backups = found.body.backups as BackupSummary[];
      expect(
        backups.map((backup) => [backup.heldBy, backup.historyCount]),
        typed,
      ).toEqual([
        ['account', 2],
        ['device', 1],
      ]);
    }
    const other = await call(t.base, 'GET', `/api/backups/find-backups?identifier=${newCode()}`);
    expect(other.body).toEqual({ success: true, backups: [] });
  });
});
