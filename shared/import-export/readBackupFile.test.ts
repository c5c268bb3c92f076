import { describe, expect, it } from 'vitest';
import { withManifest } from '../backups/manifest.js';
import { checkFile, importableFile } from './readBackupFile.js';

const backup = {
  history: [
    { date: '2026-05-01', gameType: 'york', score: 25, scores: [9, 9, 7] },
    { date: '2026-05-02', gameType: 'york', score: 18, scores: [9, 9] },
  ],
  notes: [],
  user: { name: 'Robin' },
  sightMarks: [],
};

describe('reading a file once, checked against its manifest', () => {
  it('reads JSON text and a server restore answer alike, with the check', async () => {
    const sealed = await withManifest(backup);
    const fromText = await checkFile(JSON.stringify(sealed));
    expect(fromText).toMatchObject({ ok: true, value: { check: { verdict: 'complete' } } });
    const answer = await checkFile({ success: true, backup: { key: 'k' }, data: sealed });
    expect(answer).toMatchObject({
      ok: true,
      value: { payload: { history: sealed.history }, check: { verdict: 'complete' } },
    });
  });

  it('answers a file cut short with what the cut took, and refuses it for import', async () => {
    const text = JSON.stringify(await withManifest(backup));
    const cut = text.slice(0, text.indexOf('{"date":"2026-05-02"'));
    const checked = await checkFile(cut);
    expect(checked).toMatchObject({
      ok: true,
      value: { payload: null, check: { verdict: 'incomplete', found: { shoots: 1, arrows: 3 } } },
    });
    expect(await importableFile(cut)).toEqual({
      ok: false,
      error: {
        reason: 'incomplete-file',
        message:
          'This file is incomplete: it ends part-way through. 2 shoots listed, 1 in it; 5 arrows listed, 3 in it.',
      },
    });
  });

  it('refuses what is no backup at all as invalid-import, as before manifests', async () => {
    expect(await checkFile('{"history": [1, 2')).toEqual({
      ok: false,
      error: {
        reason: 'invalid-import',
        message: 'The file is not valid JSON; it may be cut short or not be a backup at all',
      },
    });
    expect(await checkFile('"a string"')).toMatchObject({ ok: false, error: { reason: 'invalid-import' } });
    expect(await checkFile('x'.repeat(64 * 1024 * 1024 + 1))).toMatchObject({
      ok: false,
      error: { reason: 'invalid-import', message: 'The file is too large to be a backup' },
    });
  });

  it('lets a file without a manifest through, and stops one edited under its manifest', async () => {
    expect(await importableFile(backup)).toMatchObject({
      ok: true,
      value: { check: { verdict: 'unchecked' } },
    });
    const sealed = await withManifest(backup);
    const edited = { ...sealed, user: { name: 'Mallory' } };
    expect(await importableFile(edited)).toMatchObject({ ok: false, error: { reason: 'incomplete-file' } });
  });
});
