import { describe, expect, it } from 'vitest';
import { canonicalContent } from './canonicalContent.js';
import { sha256Hex } from '../core/sha256.js';
import { countsOf, manifestOf, readManifest, withManifest } from './manifest.js';

const data = {
  history: [
    { date: '2026-05-01', gameType: 'york', scores: [9, 9, 7] },
    { date: '2026-05-02', gameType: 'portsmouth', scores: Array.from({ length: 60 }, () => 10) },
    'not even a shoot',
  ],
  notes: [{ text: 'a' }, { text: 'b' }],
  user: {},
  sightMarks: [{ distance: 50 }],
  tombstones: { shoots: [{}, {}], sightMarks: [{}] },
};

describe('a backup manifest', () => {
  it('counts every entry of each list as it stands, arrows from the shoots that have them', () => {
    expect(countsOf(data)).toEqual({ shoots: 3, arrows: 63, notes: 2, sightMarks: 1, deletions: 3 });
    expect(countsOf({ history: 'lots', tombstones: [] })).toEqual({
      shoots: 0,
      arrows: 0,
      notes: 0,
      sightMarks: 0,
      deletions: 0,
    });
  });

  it('carries the SHA-256 of the canonical content', async () => {
    const manifest = await manifestOf(data);
    expect(manifest).toEqual({
      version: 1,
      shoots: 3,
      arrows: 63,
      notes: 2,
      sightMarks: 1,
      deletions: 3,
      sha256: await sha256Hex(canonicalContent(data)),
    });
  });

  it('goes first in the file, replacing any manifest the data had', async () => {
    const sealed = await withManifest({ ...data, manifest: { version: 1, shoots: 99 } });
    expect(Object.keys(sealed)[0]).toBe('manifest');
    expect(sealed.manifest).toEqual(await manifestOf(data));
    expect(JSON.stringify(sealed).startsWith('{"manifest":{"version":1,')).toBe(true);
  });

  it('is read back as written, as a newer format, as absent or as damaged', async () => {
    const manifest = await manifestOf(data);
    expect(readManifest(JSON.parse(JSON.stringify(manifest)))).toEqual({ kind: 'current', manifest });
    expect(readManifest(undefined)).toEqual({ kind: 'none' });
    expect(readManifest({ version: 2, anything: true })).toEqual({ kind: 'newer', version: 2 });
    expect(readManifest('yes')).toEqual({ kind: 'damaged' });
    expect(readManifest(null)).toEqual({ kind: 'damaged' });
    expect(readManifest({ ...manifest, shoots: -1 })).toEqual({ kind: 'damaged' });
    expect(readManifest({ ...manifest, arrows: 1.5 })).toEqual({ kind: 'damaged' });
    expect(readManifest({ ...manifest, sha256: 'ABC' })).toEqual({ kind: 'damaged' });
    expect(readManifest({ ...manifest, version: 0 })).toEqual({ kind: 'damaged' });
  });
});
