import { describe, expect, it } from 'vitest';
import { isBackupDue, newRecoveryCode, readBackupSettings } from './backup-settings.js';
import { backupStatusText } from './backup-status.js';

const now = new Date('2026-11-24T15:00:00Z');
const calm = { failures: 0, lastError: null, lastBackupAt: null, changesNotBackedUp: 0 };

describe('the backup status in plain words', () => {
  it('says when it last backed up, or that it is off, backing up or waiting for a connection', () => {
    expect(backupStatusText('off', calm, null, now)).toBe(
      'Cloud backup is off: your data is only on this device.',
    );
    expect(backupStatusText('idle', { ...calm, lastBackupAt: '2026-11-24T14:05:00Z' }, null, now)).toMatch(
      /^Backed up today at \d\d:\d\d\.$/,
    );
    expect(backupStatusText('idle', calm, '2026-10-02T09:00:00Z', now)).toMatch(
      /^Backed up on 2 October 2026 at/,
    );
    expect(backupStatusText('idle', calm, null, now)).toBe(
      'Cloud backup is on. Nothing has been backed up yet.',
    );
    expect(backupStatusText('backingUp', calm, null, now)).toBe('Backing up…');
    expect(backupStatusText('waitingForNetwork', calm, null, now)).toContain('No connection');
    expect(backupStatusText('starting', calm, null, now)).toBe('Checking what is backed up…');
  });

  it('never claims more than the server has: an owed change is said after the last backup', () => {
    const owed = { ...calm, lastBackupAt: '2026-11-24T06:05:00Z', changesNotBackedUp: 1 };
    expect(backupStatusText('idle', owed, null, now)).toMatch(
      /^Backed up today at \d\d:\d\d · 1 change not backed up yet$/,
    );
    expect(backupStatusText('idle', { ...owed, changesNotBackedUp: 3 }, null, now)).toMatch(
      /^Backed up today at \d\d:\d\d · 3 changes not backed up yet$/,
    );
    // While one is owed it is being backed up: never "Backed up".
    for (const state of ['settling', 'ready', 'backingUp', 'stored', 'failedOnce'] as const) {
      expect(backupStatusText(state, owed, null, now)).toBe('Backing up…');
    }
  });

  it('says why a backup failed and when it retries, or that it gave up', () => {
    const failed = { ...calm, failures: 2, lastError: 'HTTP error! status: 503' };
    expect(backupStatusText('retrying', failed, null, now)).toBe('Retrying in 5 s (HTTP error! status: 503)');
    expect(backupStatusText('abandoned', { ...failed, failures: 5 }, null, now)).toBe(
      'Backup failed: HTTP error! status: 503. It will try again after your next change, or tap Back up now.',
    );
  });
});

describe('backup settings', () => {
  it('makes a recovery code of five groups of four unambiguous characters, once, and keeps it', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^([2-9A-HJKMNP-Z]{4}-){4}[2-9A-HJKMNP-Z]{4}$/);
    const stored = new Map<string, string>();
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    };
    const first = readBackupSettings(storage);
    expect(first.enabled).toBe(false);
    expect(readBackupSettings(storage)).toEqual(first);
    stored.set('cloud-backup', '{"enabled":true,"recoveryCode":"x"}');
    expect(readBackupSettings(storage).recoveryCode).toMatch(/^[2-9A-Z-]{24}$/);
  });

  it('draws every character with the same chance (bytes past the last whole alphabet are dropped)', () => {
    let next = 0;
    const bytes = (count: number) => Uint8Array.from({ length: count }, () => [255, 248, 0, 30][next++ % 4]!);
    expect(newRecoveryCode(bytes)).toBe('2Z2Z-2Z2Z-2Z2Z-2Z2Z-2Z2Z');
  });

  it('is due when never made or over a month old (docs/product.md section 4)', () => {
    expect(isBackupDue(undefined, now)).toBe(true);
    expect(isBackupDue('2026-10-25T15:00:00Z', now)).toBe(false);
    expect(isBackupDue('2026-10-23T15:00:00Z', now)).toBe(true);
    expect(isBackupDue('not a date', now)).toBe(true);
  });
});
