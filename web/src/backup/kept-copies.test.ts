import { describe, expect, it } from 'vitest';
import { MANIFEST_VERSION, type BackupManifest } from '../../../shared/backups/manifest.js';
import type { BackupSummary } from '../../../shared/backups/types.js';
import { decodeStored, encodeStored } from '../device-storage/setting.js';
import { cloudCopyCheckSetting, lastExportSetting } from '../device-storage/registry.js';
import { settingStore } from '../device-storage/store.js';
import { checkStoredCopy } from './cloud-copy-check.js';
import { checkCloudCopy, lastVerified, type CloudCopyCheck } from './kept-copies.js';

const counts = { shoots: 3, arrows: 9, notes: 1, sightMarks: 1, deletions: 0 };
const sent: BackupManifest = { version: MANIFEST_VERSION, ...counts, sha256: 'a'.repeat(64) };
const at = '2026-11-29T12:00:00.000Z';

function listed(key: string, manifest: unknown): BackupSummary {
  return { key, manifest } as unknown as BackupSummary;
}

describe("the cloud copy read back from the server's listing", () => {
  it('is verified when the stored manifest is the one sent', () => {
    expect(checkCloudCopy(sent, { ...sent }, at, null)).toEqual({ state: 'verified', copy: { counts, at } });
  });

  it('is a mismatch when a count or the checksum differs, or no manifest is listed, keeping the last verified copy', () => {
    const before: CloudCopyCheck = {
      state: 'verified',
      copy: { counts: { ...counts, shoots: 2 }, at: '2026-11-28T09:00:00.000Z' },
    };
    const short = checkCloudCopy(sent, { ...sent, shoots: 2 }, at, before);
    expect(short).toEqual({
      state: 'mismatch',
      at,
      sent: counts,
      stored: { ...counts, shoots: 2 },
      verified: before.copy,
    });
    expect(checkCloudCopy(sent, { ...sent, sha256: 'b'.repeat(64) }, at, null)).toMatchObject({
      state: 'mismatch',
      stored: counts,
      verified: null,
    });
    expect(checkCloudCopy(sent, null, at, short)).toMatchObject({ stored: null, verified: before.copy });
    expect(lastVerified(checkCloudCopy(sent, { damaged: true }, at, short))).toEqual(before.copy);
  });

  it('keeps the outcome for the backup just stored, and nothing when the listing cannot be read', async () => {
    const store = settingStore(cloudCopyCheckSetting, () => undefined);
    store.set(null);
    await checkStoredCopy(sent, { key: 'k2', createdAt: at }, async () => [
      listed('k1', { ...sent, shoots: 1 }),
      listed('k2', sent),
    ]);
    expect(store.get()).toEqual({ state: 'verified', copy: { counts, at } });
    await checkStoredCopy(sent, { key: 'k3', createdAt: at }, () => Promise.reject(new Error('offline')));
    expect(store.get()).toEqual({ state: 'verified', copy: { counts, at } });
    // The listing does not have the backup just stored: not verified.
    await checkStoredCopy(sent, { key: 'k3', createdAt: at }, async () => [listed('k2', sent)]);
    expect(store.get()).toMatchObject({ state: 'mismatch', stored: null, verified: { counts, at } });
  });
});

describe('the kept records on the device', () => {
  it('read back as written, and a damaged one as none', () => {
    const exported = { counts, at };
    expect(decodeStored(lastExportSetting, encodeStored(lastExportSetting, exported)!)).toEqual(exported);
    const mismatch: CloudCopyCheck = {
      state: 'mismatch',
      at,
      sent: counts,
      stored: null,
      verified: exported,
    };
    expect(decodeStored(cloudCopyCheckSetting, encodeStored(cloudCopyCheckSetting, mismatch)!)).toEqual(
      mismatch,
    );
    expect(
      decodeStored(lastExportSetting, JSON.stringify({ counts: { ...counts, arrows: -1 }, at })),
    ).toBeUndefined();
    expect(decodeStored(lastExportSetting, JSON.stringify({ counts, at: 'yesterday' }))).toBeUndefined();
    expect(decodeStored(cloudCopyCheckSetting, JSON.stringify({ state: 'verified' }))).toBeUndefined();
    expect(encodeStored(lastExportSetting, null)).toBeNull();
  });
});
