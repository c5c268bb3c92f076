import { describe, expect, it } from 'vitest';
import type { ImportSummary } from '../../../../shared/contract/backupViews.js';
import {
  backupFileName,
  duplicatesToast,
  fileImportLine,
  importFailureToast,
  importToasts,
} from './import-toasts.js';

function summary(fields: Partial<ImportSummary>): ImportSummary {
  return {
    format: 'backup',
    shootsAdded: 0,
    sightMarksAdded: 0,
    shootsRemoved: 0,
    sightMarksRemoved: 0,
    notesAdded: 0,
    profileFieldsFilled: [],
    setAside: [],
    duplicatesSkipped: [],
    unknownRounds: [],
    ignoredParts: [],
    preferences: null,
    ...fields,
  };
}

describe('the toasts after an import (docs/product.md section 8)', () => {
  it('says what was added', () => {
    expect(importToasts(summary({ shootsAdded: 5000, sightMarksAdded: 2 }))).toEqual([
      { type: 'success', message: 'Combined successfully! Added 5000 shooting records and 2 sight marks.' },
    ]);
  });

  it('says what was taken away because another device deleted it, instead of "already synchronized"', () => {
    expect(importToasts(summary({ shootsRemoved: 1 }))).toEqual([
      { type: 'info', message: 'Removed 1 shooting records and 0 sight marks deleted on another device.' },
    ]);
    expect(importToasts(summary({ shootsAdded: 2, sightMarksRemoved: 1 }))).toEqual([
      { type: 'success', message: 'Combined successfully! Added 2 shooting records and 0 sight marks.' },
      { type: 'info', message: 'Removed 0 shooting records and 1 sight marks deleted on another device.' },
    ]);
  });

  it('names a shoot the file held twice, so a count one short explains itself', () => {
    const frostbite = { gameType: 'frostbite', score: 273, date: '2017-12-30' };
    expect(importToasts(summary({ shootsAdded: 4999, duplicatesSkipped: [frostbite] }))).toEqual([
      { type: 'success', message: 'Combined successfully! Added 4999 shooting records and 0 sight marks.' },
      { type: 'info', message: '1 duplicate skipped: Frostbite 273, 30 Dec 2017.' },
    ]);
  });

  it('says which rounds it did not know, kept with their scores but without a handicap', () => {
    expect(importToasts(summary({ shootsAdded: 3, unknownRounds: ['club 60'] }))).toEqual([
      { type: 'success', message: 'Combined successfully! Added 3 shooting records and 0 sight marks.' },
      {
        type: 'info',
        message:
          'Kept shoots on a round this app does not know ("club 60") with their scores, but with no handicap or classification.',
      },
    ]);
    const many = importToasts(summary({ shootsAdded: 4, unknownRounds: ['a', 'b', 'c', 'd'] }))[1]?.message;
    expect(many).toContain('("a", "b", "c" and 1 more)');
  });

  it('names three skipped duplicates and counts the rest', () => {
    const shoot = (score: number) => ({
      gameType: 'portsmouth',
      score,
      date: '2024-01-0' + String(score - 500),
    });
    expect(duplicatesToast([501, 502, 503, 504, 505].map(shoot))).toEqual([
      {
        type: 'info',
        message:
          '5 duplicates skipped: Portsmouth 501, 1 Jan 2024; Portsmouth 502, 2 Jan 2024; Portsmouth 503, 3 Jan 2024 and 2 more.',
      },
    ]);
    expect(duplicatesToast([])).toEqual([]);
  });

  it('says which shoots came with fewer arrows than their round holds, with the figures', () => {
    const toasts = importToasts(
      summary({
        shootsAdded: 2,
        shootsMissingArrows: [
          { gameType: 'york', score: 500, date: '2025-06-14', arrowsShot: 120, arrowsInRound: 144 },
        ],
      }),
    );
    expect(toasts).toContainEqual({
      type: 'info',
      message:
        '1 shoot has fewer arrows than its round holds, kept as shot and marked in your history: York 14 Jun 2025: 120 of 144 arrows.',
    });
  });

  it('says when the file added nothing new', () => {
    expect(importToasts(summary({}))).toEqual([
      { type: 'info', message: 'Data was already synchronized - no changes needed.' },
    ]);
  });

  it('lists entries that could not be read as a failed merge, and still says what was kept', () => {
    const lines = ['Failed to add history item from 2024-01-02', 'Failed to add sight mark'];
    expect(importToasts(summary({ setAside: lines }))).toEqual([
      {
        type: 'error',
        message: 'Merge failed: Failed to add history item from 2024-01-02, Failed to add sight mark',
      },
    ]);
    expect(importToasts(summary({ setAside: lines, shootsAdded: 3 }))[1]).toEqual({
      type: 'success',
      message: 'Combined successfully! Added 3 shooting records and 0 sight marks.',
    });
  });

  it('treats parts of the file this app does not keep (a version, an export date) as information, not failure', () => {
    const toasts = importToasts(summary({ shootsAdded: 3, ignoredParts: ['version', 'exportDate'] }));
    expect(toasts).toEqual([
      { type: 'success', message: 'Combined successfully! Added 3 shooting records and 0 sight marks.' },
      { type: 'info', message: 'Not imported: version, exportDate (this app does not keep them).' },
    ]);
    expect(toasts.some((toast) => toast.type === 'error')).toBe(false);
    expect(importToasts(summary({ ignoredParts: ['exportDate'] }))[1]).toEqual({
      type: 'info',
      message: 'Not imported: exportDate (this app does not keep it).',
    });
  });

  it('explains a refused file and that nothing changed', () => {
    const toast = importFailureToast({ reason: 'invalid-import', message: 'The file is not valid JSON' });
    expect(toast).toEqual({
      type: 'error',
      message: 'Error combining data: The file is not valid JSON. Nothing was changed.',
    });
  });
});

describe("a file import on the Data screen: told once (issue #44's two notices saying the same)", () => {
  /** Every notice of one import: its toasts and the card's line under the Import button. */
  function notices(fileName: string, imported: ImportSummary): string[] {
    const line = fileImportLine({ state: 'imported', fileName, notesAdded: imported.notesAdded });
    return [...importToasts(imported).map((toast) => toast.message), line!];
  }

  it('says what a file added in one toast, and the line names only the file and what no toast says', () => {
    expect(notices('backup.json', summary({ shootsAdded: 30, sightMarksAdded: 2 }))).toEqual([
      'Combined successfully! Added 30 shooting records and 2 sight marks.',
      'Imported backup.json.',
    ]);
    expect(notices('backup.json', summary({ shootsAdded: 30, notesAdded: 3 }))).toEqual([
      'Combined successfully! Added 30 shooting records and 0 sight marks.',
      'Imported backup.json, with 3 notes.',
    ]);
    expect(fileImportLine({ state: 'imported', fileName: 'old.json', notesAdded: 1 })).toBe(
      'Imported old.json, with 1 note.',
    );
  });

  it('gives a refused file its reason in the toast alone', () => {
    const toast = importFailureToast({ reason: 'invalid-import', message: 'The file is not valid JSON' });
    const line = fileImportLine({ state: 'refused', fileName: 'photo.json' })!;
    expect(line).toBe('photo.json was not imported.');
    expect(toast.message).toContain('not valid JSON');
    expect(line).not.toContain('not valid JSON');
  });

  it('never repeats a number or a sentence of its toasts in the line', () => {
    const imported = summary({
      shootsAdded: 12,
      sightMarksAdded: 4,
      notesAdded: 7,
      duplicatesSkipped: [{ gameType: 'frostbite', score: 273, date: '2017-12-30' }],
      unknownRounds: ['club 60'],
    });
    const [line, ...toasts] = notices('backup.json', imported).reverse();
    for (const toast of toasts) {
      expect(toast).not.toBe(line);
      for (const figure of toast.match(/\d+/g) ?? []) expect(line).not.toContain(figure);
    }
    // No two toasts of one import say the same either.
    expect(new Set(toasts).size).toBe(toasts.length);
    expect(fileImportLine({ state: 'importing', fileName: 'backup.json' })).toBe('Reading backup.json…');
    expect(fileImportLine({ state: 'idle' })).toBeNull();
  });
});

describe('the backup file name', () => {
  it('carries the local date', () => {
    expect(backupFileName(new Date(2024, 5, 3, 23, 59))).toBe('archery-scores-backup-2024-06-03.json');
  });
});
