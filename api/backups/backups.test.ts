import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupSummary } from '../../shared/backups/types.js';
import { BackupEntity } from './backup.entity.js';
import { LocalIssuer } from '../test-support/local-issuer.js';
import { call, startTestApp, type TestApp } from '../test-support/test-app.js';

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

const newDevice = () => `device-${randomBytes(16).toString('base64url')}`;
const newIdentifier = () =>
  randomBytes(9)
    .toString('hex')
    .toUpperCase()
    .replace(/(.{6})(?!$)/g, '$1-');

function backupData(rounds = 3) {
  return {
    history: Array.from({ length: rounds }, (_, i) => ({
      id: i + 1,
      gameType: 'york',
      score: 800 + i,
      scores: [9, 9, 7],
    })),
    notes: [{ id: 1, text: 'Windy' }],
    user: { name: 'Robin', bowType: 'recurve' },
    sightMarks: [{ id: 1, distance: 50, unit: 'm', notches: 3 }],
    preferences: { theme: 'dark' },
    timestamp: '2026-05-01T10:00:00.000Z',
    deviceId: 'device-in-data',
  };
}

async function save(deviceId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call(t.base, 'POST', `/api/backups/backup/${deviceId}`, body, headers);
}

async function backupRows(): Promise<number> {
  return t.app.get(DataSource).getRepository(BackupEntity).count();
}

describe('anonymous backups', () => {
  it('stores a backup for a device, lists it there only, and restores it by key', async () => {
    const device = newDevice();
    const saved = await save(device, { data: { ...backupData(), extra: 'dropped' }, userName: 'Robin Hood' });
    expect(saved.status).toBe(201);
    const backup = saved.body.backup as BackupSummary;
    expect(backup).toMatchObject({
      userName: 'Robin Hood',
      historyCount: 3,
      notesCount: 1,
      sightMarksCount: 1,
    });
    expect(backup.key).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const listed = await call(t.base, 'GET', `/api/backups/backups/${device}`);
    expect(listed.body).toMatchObject({ success: true, backups: [{ key: backup.key }] });
    const elsewhere = await call(t.base, 'GET', `/api/backups/backups/${newDevice()}`);
    expect(elsewhere.body).toEqual({ success: true, backups: [] });

    const restored = await call(t.base, 'GET', `/api/backups/backup/${backup.key}`);
    expect(restored.status).toBe(200);
    expect(restored.body.success).toBe(true);
    expect(restored.body.data).toEqual(backupData());
  });

  it('keeps the tombstones of a backup that has them, and stores one without them as it came', async () => {
    const tombstones = {
      shoots: [{ date: '2026-05-01', gameType: 'york', score: 801, deletedAt: 1_777_000_000_000 }],
      sightMarks: [{ distance: 50, unit: 'm', notches: 3, vertical: 0, deletedAt: 1_777_000_000_000 }],
    };
    const withThem = await save(newDevice(), { data: { ...backupData(), tombstones } });
    const withKey = (withThem.body.backup as BackupSummary).key;
    const restored = await call(t.base, 'GET', `/api/backups/backup/${withKey}`);
    expect(restored.body.data).toEqual({ ...backupData(), tombstones });

    const without = await save(newDevice(), { data: backupData() });
    const withoutKey = (without.body.backup as BackupSummary).key;
    const old = await call(t.base, 'GET', `/api/backups/backup/${withoutKey}`);
    expect(old.body.data).not.toHaveProperty('tombstones');
  });

  it('stores the data compressed', async () => {
    const device = newDevice();
    const saved = await save(device, { data: backupData(400) });
    const key = (saved.body.backup as BackupSummary).key;
    const stored = await t.app.get(DataSource).getRepository(BackupEntity).findOneByOrFail({ id: key });
    const json = gunzipSync(Buffer.from(stored.payload, 'base64')).toString('utf8');
    expect(JSON.parse(json)).toEqual(backupData(400));
    expect(stored.payload.length).toBeLessThan(stored.sizeBytes / 4);
  });

  it('lists by recovery identifier, and by name shows only dates and counts', async () => {
    const identifier = newIdentifier();
    const name = `Marian ${randomBytes(3).toString('hex')}`;
    const saved = await save(newDevice(), {
      data: backupData(2),
      userName: name,
      backupIdentifier: identifier,
    });
    const key = (saved.body.backup as BackupSummary).key;

    const byIdentifier = await call(t.base, 'GET', `/api/backups/find-backups?identifier=${identifier}`);
    expect(byIdentifier.body).toMatchObject({ success: true, backups: [{ key, historyCount: 2 }] });
    const wrongIdentifier = await call(
      t.base,
      'GET',
      `/api/backups/find-backups?identifier=${newIdentifier()}`,
    );
    expect(wrongIdentifier.body).toEqual({ success: true, backups: [] });

    const byName = await call(
      t.base,
      'GET',
      `/api/backups/find-backups?name=${encodeURIComponent(name.toUpperCase())}`,
    );
    expect(byName.status).toBe(200);
    const found = byName.body.backups as Array<Record<string, unknown>>;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ userName: name, historyCount: 2, notesCount: 1, sightMarksCount: 1 });
    expect(Object.keys(found[0] ?? {}).sort()).toEqual(
      ['createdAt', 'historyCount', 'notesCount', 'sightMarksCount', 'timestamp', 'userName'].sort(),
    );
    expect(JSON.stringify(byName.body)).not.toContain(key);

    const asAdmin = await call(
      t.base,
      'GET',
      `/api/backups/find-backups?name=${encodeURIComponent(name)}`,
      undefined,
      await issuer.bearer({ email: 'admin@example.org' }),
    );
    expect(asAdmin.body).toMatchObject({ backups: [{ key, backupIdentifier: identifier }] });

    const blank = await call(t.base, 'GET', '/api/backups/find-backups?name=%20%20');
    expect(blank.status).toBe(400);
    const neither = await call(t.base, 'GET', '/api/backups/find-backups');
    expect(neither.status).toBe(400);
  });

  it('keeps the newest 10 backups of each owner', async () => {
    const device = newDevice();
    const other = newDevice();
    await save(other, { data: backupData(1) });
    const keys: string[] = [];
    for (let i = 0; i < 12; i++) {
      t.clock.advance(1000);
      const saved = await save(device, { data: { ...backupData(1), timestamp: `save ${i}` } });
      keys.push((saved.body.backup as BackupSummary).key);
    }
    const listed = await call(t.base, 'GET', `/api/backups/backups/${device}`);
    const listedKeys = (listed.body.backups as BackupSummary[]).map((b) => b.key);
    expect(listedKeys).toEqual(keys.slice(2).reverse());
    expect((await call(t.base, 'GET', `/api/backups/backup/${keys[0]}`)).status).toBe(404);
    expect((await call(t.base, 'GET', `/api/backups/backups/${other}`)).body.backups).toHaveLength(1);
  });

  it('answers /api/backups/health', async () => {
    expect((await call(t.base, 'GET', '/api/backups/health')).body).toEqual({ status: 'ok' });
  });
});

describe('signed-in backups', () => {
  it('keys a backup by the verified account, not the device', async () => {
    const device = newDevice();
    const robin = await issuer.bearer({ sub: 'google-robin', email: 'robin@example.org' });
    const saved = await save(device, { data: backupData(), userName: 'Robin' }, robin);
    expect(saved.status).toBe(201);
    const key = (saved.body.backup as BackupSummary).key;

    expect((await call(t.base, 'GET', `/api/backups/backups/${device}`)).body.backups).toEqual([]);
    const mine = await call(t.base, 'GET', '/api/backups/mine', undefined, robin);
    expect(mine.body).toMatchObject({ success: true, backups: [{ key }] });
    const otherUser = await issuer.bearer({ sub: 'google-marian', email: 'marian@example.org' });
    expect((await call(t.base, 'GET', '/api/backups/mine', undefined, otherUser)).body.backups).toEqual([]);
    expect((await call(t.base, 'GET', '/api/backups/mine')).status).toBe(401);

    expect((await call(t.base, 'GET', `/api/backups/backup/${key}`)).status).toBe(401);
    expect((await call(t.base, 'GET', `/api/backups/backup/${key}`, undefined, otherUser)).status).toBe(403);
    const restored = await call(t.base, 'GET', `/api/backups/backup/${key}`, undefined, robin);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toEqual(backupData());
  });

  it('refuses bad tokens with 401 and writes nothing', async () => {
    const before = await backupRows();
    const cases: Array<[string, Promise<string>]> = [
      ['forged', issuer.token({}, { forged: true })],
      ['expired', issuer.token({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
      ['wrong audience', issuer.token({ aud: 'someone-else' })],
      ['wrong issuer', issuer.token({ iss: 'https://evil.example' })],
    ];
    for (const [label, token] of cases) {
      const answer = await save(
        newDevice(),
        { data: backupData() },
        { authorization: `Bearer ${await token}` },
      );
      expect(answer.status, label).toBe(401);
      expect(answer.body.success, label).toBe(false);
    }
    const expired = await save(
      newDevice(),
      { data: backupData() },
      {
        authorization: `Bearer ${await issuer.token({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 })}`,
      },
    );
    expect(expired.body.error).toMatch(/expired/);
    expect(
      (await save(newDevice(), { data: backupData() }, { authorization: 'Bearer nonsense' })).status,
    ).toBe(401);
    expect(
      (await save(newDevice(), { data: backupData() }, { authorization: 'Basic dXNlcjpwYXNz' })).status,
    ).toBe(401);
    expect(await backupRows()).toBe(before);
  });
});

describe('an account with several phones', () => {
  it("keeps every phone's latest backup of an account, however busy another phone is", async () => {
    // A server of its own, so these uploads do not use up the suite's backup rate limit.
    const own = await startTestApp({ ...issuer.env(), RATE_LIMIT_BACKUP: '1000' });
    const save = (device: string, body: Record<string, unknown>, headers: Record<string, string>) =>
      call(own.base, 'POST', `/api/backups/backup/${device}`, body, headers);
    try {
      const account = await issuer.bearer({ sub: 'google-two-phones', email: 'twophones@example.org' });
      const quietPhone = newDevice();
      const busyPhone = newDevice();
      own.clock.advance(1000);
      const quiet = await save(quietPhone, { data: { ...backupData(5), timestamp: 'quiet' } }, account);
      const quietKey = (quiet.body.backup as BackupSummary).key;
      const busyKeys: string[] = [];
      for (let i = 0; i < 14; i++) {
        own.clock.advance(1000);
        const saved = await save(busyPhone, { data: { ...backupData(1), timestamp: `busy ${i}` } }, account);
        busyKeys.push((saved.body.backup as BackupSummary).key);
      }
      const mine = await call(own.base, 'GET', '/api/backups/mine', undefined, account);
      const keys = (mine.body.backups as BackupSummary[]).map((b) => b.key);
      // The busy phone's newest 10, and the quiet phone's only backup, which holds shoots the others lack.
      expect(keys).toEqual([...busyKeys.slice(4).reverse(), quietKey]);
      // Each backup names its phone by a label of its own, the same for all of one phone's backups, so
      // each phone finds the others' latest; the label is not the device id, which anyone may back up under.
      const phones = (mine.body.backups as BackupSummary[]).map((b) => b.phone);
      expect(new Set(phones.slice(0, 10)).size).toBe(1);
      expect(phones[10]).not.toBe(phones[0]);
      expect(phones.every((phone) => typeof phone === 'string' && phone.length >= 16)).toBe(true);
      expect(JSON.stringify(mine.body)).not.toContain(quietPhone);
      expect(JSON.stringify(mine.body)).not.toContain(busyPhone);
      const restored = await call(own.base, 'GET', `/api/backups/backup/${quietKey}`, undefined, account);
      expect((restored.body.data as { history: unknown[] }).history).toHaveLength(5);
      // The busy phone's older backups still age out.
      expect(
        (await call(own.base, 'GET', `/api/backups/backup/${busyKeys[0]}`, undefined, account)).status,
      ).toBe(404);
    } finally {
      await own.close();
    }
  });
});

describe('admin endpoints', () => {
  it('refuse everyone but the admin', async () => {
    const saved = await save(newDevice(), { data: backupData() });
    const key = (saved.body.backup as BackupSummary).key;
    for (const path of ['/api/admin/backups', `/api/admin/backups/${key}`]) {
      expect((await call(t.base, 'GET', path)).status).toBe(401);
      const archer = await issuer.bearer({ sub: 'google-robin', email: 'robin@example.org' });
      expect((await call(t.base, 'GET', path, undefined, archer)).status).toBe(403);
      const unverified = await issuer.bearer({ sub: 'x', email: 'admin@example.org', email_verified: false });
      expect((await call(t.base, 'GET', path, undefined, unverified)).status).toBe(403);
    }
    const admin = await issuer.bearer({ sub: 'google-admin', email: 'Admin@Example.org' });
    const list = await call(t.base, 'GET', '/api/admin/backups?limit=5', undefined, admin);
    expect(list.status).toBe(200);
    expect((list.body.backups as unknown[]).length).toBeLessThanOrEqual(5);
    expect(list.body.total).toBeGreaterThanOrEqual(1);
    const read = await call(t.base, 'GET', `/api/admin/backups/${key}`, undefined, admin);
    expect(read.body).toMatchObject({ success: true, backup: { key, owner: 'device' }, data: backupData() });
  });
});

describe('admin search', () => {
  it('finds backups by part of the user name, by recovery code or by device id, and nothing else', async () => {
    const admin = await issuer.bearer({ sub: 'google-admin', email: 'admin@example.org' });
    const device = newDevice();
    const identifier = newIdentifier();
    await save(device, { data: backupData(1), userName: 'Maid  Marian_Search' });
    await save(newDevice(), { data: backupData(2), userName: 'Little John', backupIdentifier: identifier });
    await save(newDevice(), { data: backupData(1), userName: 'Much 100%' });
    const search = async (q: string) => {
      const answer = await call(
        t.base,
        'GET',
        `/api/admin/backups?limit=50&q=${encodeURIComponent(q)}`,
        undefined,
        admin,
      );
      expect(answer.status).toBe(200);
      return answer.body as { backups: Array<{ userName: string }>; total: number };
    };

    const byName = await search('marian_s');
    expect(byName.backups.map((b) => b.userName)).toEqual(['Maid  Marian_Search']);
    expect(byName.total).toBe(1);
    expect((await search(identifier.toLowerCase())).backups.map((b) => b.userName)).toEqual(['Little John']);
    expect((await search(device)).backups.map((b) => b.userName)).toEqual(['Maid  Marian_Search']);
    // LIKE wildcards are searched for as themselves.
    expect((await search('100%')).backups.map((b) => b.userName)).toEqual(['Much 100%']);
    expect((await search('%')).backups.map((b) => b.userName)).toEqual(['Much 100%']);
    expect((await search('nobody at all')).total).toBe(0);
    // Part of a device id or recovery code finds nothing: they are secrets, not names.
    expect((await search(device.slice(0, 12))).total).toBe(0);
  });

  it('answers 400 for a search that is too long', async () => {
    const admin = await issuer.bearer({ sub: 'google-admin', email: 'admin@example.org' });
    const answer = await call(t.base, 'GET', `/api/admin/backups?q=${'a'.repeat(201)}`, undefined, admin);
    expect(answer.status).toBe(400);
  });
});

describe('sign-in switched off', () => {
  it('refuses Bearer tokens when GOOGLE_CLIENT_ID is unset', async () => {
    const plain = await startTestApp();
    try {
      const answer = await call(
        plain.base,
        'POST',
        `/api/backups/backup/${newDevice()}`,
        { data: backupData() },
        { authorization: `Bearer ${await issuer.token()}` },
      );
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatch(/not configured/);
      expect(
        (await call(plain.base, 'GET', '/api/admin/backups', undefined, await issuer.bearer())).status,
      ).toBe(401);
    } finally {
      await plain.close();
    }
  });
});
