import { describe, expect, it } from 'vitest';
import type { BackupSummary } from '../../../shared/backups/types.js';
import { backupCards } from './backup-cards.js';

function backup(key: string, overrides: Partial<BackupSummary> = {}): BackupSummary {
  return {
    key,
    phone: 'phone-a',
    heldBy: 'device',
    timestamp: '2026-11-26T10:00:00.000Z',
    createdAt: '2026-11-26T10:00:00.000Z',
    userName: 'Robin',
    historyCount: 12,
    notesCount: 1,
    sightMarksCount: 3,
    sizeBytes: 100,
    ...overrides,
  };
}

describe('the backup cards of a recovery-code search', () => {
  it('shows two identical backups of one phone as one card', () => {
    const cards = backupCards([backup('newer'), backup('older')]);
    expect(cards.map((card) => [card.backup.key, card.olderCopies])).toEqual([['newer', 1]]);
  });

  it('keeps the newest of each phone and one card for the account', () => {
    const cards = backupCards([
      backup('a2', { timestamp: '2026-11-26T12:00:00.000Z', historyCount: 14 }),
      backup('b1', { phone: 'phone-b', historyCount: 5 }),
      backup('acct', { heldBy: 'account', phone: 'phone-a', historyCount: 20 }),
      backup('a1', { historyCount: 13 }),
    ]);
    expect(cards.map((card) => card.backup.key)).toEqual(['a2', 'b1', 'acct']);
    expect(cards[0]!.olderCopies).toBe(1);
  });

  it('shows one card when two phones hold the same backup, and none for an empty listing', () => {
    const sameData = { timestamp: '2026-11-20T09:00:00.000Z', historyCount: 7 };
    expect(backupCards([backup('a', sameData), backup('b', { ...sameData, phone: 'phone-b' })])).toHaveLength(
      1,
    );
    expect(backupCards([])).toEqual([]);
  });

  it('tells a device backup from an account backup made by the same phone', () => {
    const cards = backupCards([backup('device'), backup('account', { heldBy: 'account', historyCount: 2 })]);
    expect(cards.map((card) => card.backup.heldBy)).toEqual(['device', 'account']);
  });
});
