import { describe, expect, it } from 'vitest';
import { wholeStartOf } from './cutFile.js';

const file = JSON.stringify({
  manifest: { version: 1, shoots: 2 },
  history: [
    { date: '2026-05-01', scores: [9, 9, 7], venue: 'a "quoted" } ] name' },
    { date: '2026-05-02', scores: [10], nested: { deeper: [1, 2] } },
  ],
  notes: [{ text: 'n' }],
  user: { name: 'Robin', searchPreferences: { maxDistance: 60 } },
  tombstones: { shoots: [{ score: 1 }, { score: 2 }], sightMarks: [] },
});

describe('what survives of a backup file cut short', () => {
  it('keeps only whole entries, however the cut falls', () => {
    for (let length = 1; length < file.length; length++) {
      const whole = wholeStartOf(file.slice(0, length));
      if (whole === undefined) continue;
      const history = (whole['history'] ?? []) as Array<Record<string, unknown>>;
      // Every shoot that survived is whole: its arrows and the fields after them are there.
      for (const shoot of history) expect(shoot['scores']).toBeDefined();
      for (const shoot of history) expect(Object.keys(shoot).length).toBe(3);
      const tombs = ((whole['tombstones'] as Record<string, unknown> | undefined)?.['shoots'] ??
        []) as unknown[];
      for (const tomb of tombs) expect(tomb).toHaveProperty('score');
    }
  });

  it('has the manifest as soon as the manifest has ended', () => {
    const afterManifest = file.indexOf('},') + 1;
    expect(wholeStartOf(file.slice(0, afterManifest - 1))).toBeUndefined();
    expect(wholeStartOf(file.slice(0, afterManifest))).toEqual({ manifest: { version: 1, shoots: 2 } });
  });

  it('keeps the shoots before a cut inside the next one, and everything before a one-byte cut', () => {
    const cutInSecond = file.indexOf('"2026-05-02"');
    expect(wholeStartOf(file.slice(0, cutInSecond))?.['history']).toHaveLength(1);
    const oneByte = wholeStartOf(file.slice(0, -1));
    expect(oneByte).toEqual(JSON.parse(file));
  });

  it('reads nothing from text that is not an object cut short', () => {
    expect(wholeStartOf('')).toBeUndefined();
    expect(wholeStartOf('[1,2')).toBeUndefined();
    expect(wholeStartOf('history,notes\n1,2')).toBeUndefined();
    expect(wholeStartOf(`${file} trailing`)).toBeUndefined();
    expect(wholeStartOf('{"history":[{"a":x},')).toBeUndefined();
  });
});
