import { describe, expect, it } from 'vitest';
import { withManifest } from './manifest.js';
import { checkBackupData, checkCutFile, refusesImport } from './manifestCheck.js';
import { wholeStartOf } from './cutFile.js';

const shoot = (day: number) => ({
  date: `2026-05-${String(day).padStart(2, '0')}`,
  gameType: 'york',
  scores: [9, 7],
});

const data = {
  history: Array.from({ length: 12 }, (_, index) => shoot(index + 1)),
  notes: [{ id: 'n1', text: 'Windy' }],
  user: { name: 'Robin' },
  sightMarks: [{ id: 'a', distance: 50 }],
  preferences: {},
  timestamp: '2026-06-01T00:00:00.000Z',
  deviceId: 'device-abcdefghijklmnop',
  tombstones: { shoots: [], sightMarks: [] },
};

describe('checking a backup against its manifest', () => {
  it('finds a file as written complete, after a JSON round trip too', async () => {
    const sealed = JSON.parse(JSON.stringify(await withManifest(data))) as Record<string, unknown>;
    const check = await checkBackupData(sealed);
    expect(check).toEqual({
      verdict: 'complete',
      listed: { shoots: 12, arrows: 24, notes: 1, sightMarks: 1, deletions: 0 },
      found: { shoots: 12, arrows: 24, notes: 1, sightMarks: 1, deletions: 0 },
      message:
        'This file is complete: 12 shoots, 24 arrows, 1 note, 1 sight mark and 0 deletions, as its manifest lists.',
    });
    expect(refusesImport(check)).toBe(false);
  });

  it('says what is missing, in figures, when shoots are lost', async () => {
    const sealed = await withManifest({
      ...data,
      history: Array.from({ length: 4812 }, (_, i) => shoot(1 + (i % 28))),
    });
    const cut = { ...sealed, history: sealed.history.slice(0, 4790) };
    const check = await checkBackupData(cut);
    expect(check.verdict).toBe('incomplete');
    expect(check.message).toBe(
      'This file is incomplete: 4,812 shoots listed, 4,790 in it; 9,624 arrows listed, 9,580 in it.',
    );
    expect(refusesImport(check)).toBe(true);
  });

  it('says "none" for a list that is gone', async () => {
    const sealed = await withManifest(data);
    const check = await checkBackupData({ ...sealed, notes: undefined, sightMarks: [] });
    expect(check.message).toBe(
      'This file is incomplete: 1 note listed, none in it; 1 sight mark listed, none in it.',
    );
  });

  it('refuses a file with more than it lists, or other content under the same counts', async () => {
    const sealed = await withManifest(data);
    const more = await checkBackupData({ ...sealed, history: [...sealed.history, shoot(20)] });
    expect(more).toMatchObject({ verdict: 'altered' });
    expect(more.message).toBe(
      'This file does not match its manifest: 12 shoots listed, 13 in it; 24 arrows listed, 26 in it.',
    );
    const edited = JSON.parse(JSON.stringify(sealed)) as typeof sealed;
    edited.history[3]!.scores[0] = 10;
    const check = await checkBackupData(edited);
    expect(check.verdict).toBe('altered');
    expect(check.message).toMatch(/^This file has been changed since it was made/);
    expect(refusesImport(check)).toBe(true);
  });

  it('cannot check a file without a manifest, or with a newer one, and lets it import', async () => {
    const none = await checkBackupData(data);
    expect(none).toMatchObject({ verdict: 'unchecked', listed: null, found: { shoots: 12 } });
    expect(none.message).toMatch(/^This file has no manifest/);
    expect(refusesImport(none)).toBe(false);
    const newer = await checkBackupData({ ...data, manifest: { version: 2, entries: 5 } });
    expect(newer).toMatchObject({ verdict: 'unchecked', listed: null });
    expect(refusesImport(newer)).toBe(false);
  });

  it('refuses a damaged manifest', async () => {
    const check = await checkBackupData({ ...data, manifest: { version: 1, shoots: 'twelve' } });
    expect(check).toMatchObject({ verdict: 'altered', listed: null });
    expect(refusesImport(check)).toBe(true);
  });
});

describe('checking a file cut short', () => {
  it('names what the cut took, from the manifest at its start', async () => {
    const text = JSON.stringify(await withManifest(data));
    const salvaged = wholeStartOf(text.slice(0, text.indexOf('"2026-05-11"')))!;
    const check = checkCutFile(salvaged);
    expect(check).toMatchObject({ verdict: 'incomplete', found: { shoots: 10, arrows: 20, notes: 0 } });
    expect(check.message).toBe(
      'This file is incomplete: it ends part-way through. 12 shoots listed, 10 in it; 24 arrows listed, 20 in it; ' +
        '1 note listed, none in it; 1 sight mark listed, none in it.',
    );
    expect(refusesImport(check)).toBe(true);
  });

  it('still refuses a file cut by one byte, though every entry listed survived', async () => {
    const text = JSON.stringify(await withManifest(data));
    const check = checkCutFile(wholeStartOf(text.slice(0, -1))!);
    expect(check.verdict).toBe('incomplete');
    expect(check.message).toBe(
      'This file is incomplete: it ends part-way through. It holds 12 shoots, 24 arrows, 1 note, 1 sight mark and ' +
        '0 deletions before the cut, but the end of the file is missing.',
    );
  });
});
