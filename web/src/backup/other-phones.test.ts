import { describe, expect, it } from 'vitest';
import type { BackupSummary } from '../../../shared/backups/types.js';
import { latestOfOtherPhones } from './other-phones.js';

function backup(key: string, phone: string | null): BackupSummary {
  return {
    key,
    phone,
    timestamp: '2026-11-26T10:00:00.000Z',
    createdAt: '2026-11-26T10:00:00.000Z',
    userName: 'Robin',
    historyCount: 1,
    notesCount: 0,
    sightMarksCount: 0,
    sizeBytes: 100,
    heldBy: 'device',
  };
}

describe("the other phones' latest backups", () => {
  const newestFirst = [
    backup('a3', 'A'),
    backup('b2', 'B'),
    backup('a2', 'A'),
    backup('old', null),
    backup('c1', 'C'),
    backup('b1', 'B'),
    backup('older', null),
  ];

  it("keeps each other phone's newest and leaves out this phone's own", () => {
    expect(latestOfOtherPhones(newestFirst, 'B').map((b) => b.key)).toEqual(['a3', 'old', 'c1']);
  });

  it('takes every phone as another before this one has backed up (its label is not known yet)', () => {
    expect(latestOfOtherPhones(newestFirst, null).map((b) => b.key)).toEqual(['a3', 'b2', 'old', 'c1']);
  });
});
