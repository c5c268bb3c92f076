import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withManifest } from '../../shared/backups/manifest.js';
import { checkBackupData } from '../../shared/backups/manifestCheck.js';
import type { BackupSummary } from '../../shared/backups/types.js';
import { BackupEntity } from './backup.entity.js';
import { call, startTestApp, type TestApp } from '../test-support/test-app.js';

/** A stored backup's manifest (docs/completeness.md): checked on arrival, returned with its listing. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const newDevice = () => `device-${randomBytes(16).toString('base64url')}`;

/** A backup as the app sends it: its manifest first, then the data. */
function sealed(shoots = 3) {
  return withManifest({
    history: Array.from({ length: shoots }, (_, i) => ({
      id: i + 1,
      date: `2026-05-0${i + 1}`,
      gameType: 'york',
      score: 800 + i,
      scores: [9, 9, 7],
    })),
    notes: [{ id: 'n1', text: 'Windy' }],
    user: { name: 'Kestrel Manifest', bowType: 'recurve' },
    sightMarks: [{ id: 'a', distance: 50, unit: 'm', notches: 3 }],
    preferences: { theme: 'dark' },
    timestamp: '2026-05-10T10:00:00.000Z',
    deviceId: 'device-in-data',
    tombstones: {
      shoots: [{ date: '2026-04-01', gameType: 'york', score: 1, deletedAt: 5 }],
      sightMarks: [],
    },
  });
}

const save = (device: string, data: unknown) =>
  call(t.base, 'POST', `/api/backups/backup/${device}`, { data, userName: 'Kestrel Manifest' });

const rows = () => t.app.get(DataSource).getRepository(BackupEntity).count();

describe('a backup with a manifest', () => {
  it('is stored, and its listing and download return the manifest it was checked against', async () => {
    const device = newDevice();
    const data = await sealed();
    const saved = await save(device, data);
    expect(saved.status).toBe(201);
    expect((saved.body.backup as BackupSummary).manifest).toEqual(data.manifest);

    const listed = await call(t.base, 'GET', `/api/backups/backups/${device}`);
    const [summary] = listed.body.backups as BackupSummary[];
    expect(summary?.manifest).toEqual({
      version: 1,
      shoots: 3,
      arrows: 9,
      notes: 1,
      sightMarks: 1,
      deletions: 1,
      sha256: data.manifest.sha256,
    });

    const downloaded = await call(t.base, 'GET', `/api/backups/backup/${summary!.key}`);
    const stored = downloaded.body.data as Record<string, unknown>;
    expect(Object.keys(stored)[0]).toBe('manifest');
    // The server writes the parts in its own order; the stored copy still checks as whole.
    expect(await checkBackupData(stored)).toMatchObject({ verdict: 'complete' });
  });

  it('lists a backup sent without one with a null manifest, and stores it as before', async () => {
    const device = newDevice();
    const { manifest: _manifest, ...older } = await sealed();
    expect((await save(device, older)).status).toBe(201);
    const listed = await call(t.base, 'GET', `/api/backups/backups/${device}`);
    expect((listed.body.backups as BackupSummary[])[0]?.manifest).toBeNull();
  });

  it('shows a stranger searching by name no manifest', async () => {
    const device = newDevice();
    expect((await save(device, await sealed())).status).toBe(201);
    const found = await call(t.base, 'GET', '/api/backups/find-backups?name=kestrel%20manifest');
    const backups = found.body.backups as Array<Record<string, unknown>>;
    expect(backups.length).toBeGreaterThan(0);
    for (const backup of backups) expect(backup).not.toHaveProperty('manifest');
  });
});

describe('a backup whose body does not match its manifest', () => {
  it('is refused with 400 saying what is missing, and nothing is stored', async () => {
    const data = await sealed();
    const before = await rows();
    const cut = await save(newDevice(), { ...data, history: data.history.slice(0, 2) });
    expect(cut.status).toBe(400);
    expect(cut.body).toMatchObject({
      success: false,
      error: 'This backup is incomplete: 3 shoots listed, 2 in it; 9 arrows listed, 6 in it.',
    });
    expect(await rows()).toBe(before);
  });

  it('is refused when its content differs under the same counts', async () => {
    const data = await sealed();
    const edited = { ...data, user: { ...data.user, name: 'Someone Else' } };
    const refused = await save(newDevice(), edited);
    expect(refused.status).toBe(400);
    expect(String(refused.body.error)).toMatch(/^This backup has been changed since it was made/);
  });

  it('is refused when the manifest itself is damaged', async () => {
    const data = await sealed();
    const refused = await save(newDevice(), { ...data, manifest: { ...data.manifest, shoots: -3 } });
    expect(refused.status).toBe(400);
    expect(String(refused.body.error)).toContain('data.manifest must be a backup manifest');
  });

  it('keeps a newer app’s manifest as it came, unchecked, and lists none', async () => {
    const device = newDevice();
    const { manifest: _manifest, ...rest } = await sealed();
    const newer = { manifest: { version: 2, parts: { shoots: 3 } }, ...rest };
    expect((await save(device, newer)).status).toBe(201);
    const [summary] = (await call(t.base, 'GET', `/api/backups/backups/${device}`)).body
      .backups as BackupSummary[];
    expect(summary?.manifest).toBeNull();
    const downloaded = await call(t.base, 'GET', `/api/backups/backup/${summary!.key}`);
    expect((downloaded.body.data as Record<string, unknown>)['manifest']).toEqual(newer.manifest);
  });
});
