import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../core/canonicalJson.js';
import { canonicalContent } from './canonicalContent.js';

const backup = {
  history: [{ date: '2026-05-01', gameType: 'york', score: 800, scores: [9, 'X', 'M'] }],
  notes: [{ id: 'n1', text: 'Windy', timestamp: 5 }],
  user: { name: 'Zoë', bowType: 'recurve' },
  sightMarks: [{ id: 'a', distance: 50, unit: 'm', notches: 3 }],
  preferences: { tipsSeen: true },
  timestamp: '2026-05-02T10:00:00.000Z',
  deviceId: 'device-abcdefghijklmnop',
  tombstones: { shoots: [{ date: '2026-01-01', gameType: 'york', score: 1, deletedAt: 9 }], sightMarks: [] },
};

/** The same object with every object's keys in reverse order, as another writer might put them. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, entry]) => [key, reversedKeys(entry)]),
  );
}

describe('the canonical content of a backup', () => {
  it('is sorted, white-space-free JSON of the eight parts', () => {
    expect(canonicalContent({ user: { b: 1, a: [2, { d: 'x', c: null }] }, timestamp: 7 })).toBe(
      '{"deviceId":null,"history":[],"notes":[],"preferences":{},"sightMarks":[],"timestamp":7,' +
        '"tombstones":{"shoots":[],"sightMarks":[]},"user":{"a":[2,{"c":null,"d":"x"}],"b":1}}',
    );
  });

  it('is the same whatever the key order and after a JSON round trip', () => {
    const text = canonicalContent(backup);
    expect(canonicalContent(reversedKeys(backup) as Record<string, unknown>)).toBe(text);
    expect(canonicalContent(JSON.parse(JSON.stringify(backup)) as Record<string, unknown>)).toBe(text);
  });

  it('leaves out the manifest and parts it does not know, as the server does', () => {
    const text = canonicalContent(backup);
    expect(canonicalContent({ ...backup, manifest: { version: 1 }, achievements: [1, 2] })).toBe(text);
  });

  it('reads absent parts as the server stores them', () => {
    const bare = { history: [], user: {} };
    expect(canonicalContent(bare)).toBe(
      canonicalContent({
        ...bare,
        notes: [],
        sightMarks: [],
        preferences: {},
        timestamp: null,
        deviceId: null,
        tombstones: { shoots: [], sightMarks: [], other: [1] },
      }),
    );
  });

  it('changes when any value is lost, added or changed', () => {
    const text = canonicalContent(backup);
    const changed = (edit: (copy: typeof backup) => void) => {
      const copy = JSON.parse(JSON.stringify(backup)) as typeof backup;
      edit(copy);
      return canonicalContent(copy);
    };
    expect(changed((copy) => copy.history[0]!.scores.pop())).not.toBe(text);
    expect(changed((copy) => (copy.history[0]!.score = 801))).not.toBe(text);
    expect(changed((copy) => (copy.user.name = 'Zoe'))).not.toBe(text);
    expect(changed((copy) => copy.notes.push({ id: 'n2', text: '', timestamp: 6 }))).not.toBe(text);
    expect(changed((copy) => copy.tombstones.shoots.pop())).not.toBe(text);
    expect(changed((copy) => (copy.preferences.tipsSeen = false))).not.toBe(text);
  });

  it('writes numbers and strings as JSON does, leaving out what JSON leaves out', () => {
    expect(
      canonicalContent({
        history: [],
        user: { gone: undefined, big: 1e21, tiny: 1e-7, nan: Number.NaN, quote: 'a"b\n', list: [undefined] },
      }),
    ).toContain('"user":{"big":1e+21,"list":[null],"nan":null,"quote":"a\\"b\\n","tiny":1e-7}');
  });

  it('keeps a "__proto__" key as a key, and writes integer-like keys one way whatever their order', () => {
    const hostile = JSON.parse('{"history":[],"user":{"z":1,"__proto__":{"polluted":true}}}') as Record<
      string,
      unknown
    >;
    expect(canonicalContent(hostile)).toContain('"user":{"__proto__":{"polluted":true},"z":1}');
    expect(canonicalJson({ b: 1, 10: 'ten', 9: 'nine', a: 2 })).toBe('{"9":"nine","10":"ten","a":2,"b":1}');
    expect(canonicalJson(JSON.parse('{"a":2,"10":"ten","b":1,"9":"nine"}'))).toBe(
      '{"9":"nine","10":"ten","a":2,"b":1}',
    );
  });
});
