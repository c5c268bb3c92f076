import { describe, expect, it } from 'vitest';
import { parseDistanceText } from './distanceText.js';
import { distanceInMetres, filterSightMarksByUnit, sortSightMarks, DEFAULT_UNIT_FILTER } from './ordering.js';
import { readSightMark, restoreSightMarks } from './restore.js';
import { sameSightMark, type SightMark } from './sightMark.js';

function mark(partial: Partial<SightMark>): SightMark {
  return {
    id: 'a',
    distance: 30,
    unit: 'm',
    notches: 0,
    vertical: 0,
    priority: false,
    label: '',
    ...partial,
  };
}

function counter(): () => string {
  let n = 0;
  return () => `new-${++n}`;
}

describe('sorting sight marks', () => {
  it('puts priority marks first, then sorts by distance in metres', () => {
    const marks = [
      mark({ id: '50m', distance: 50 }),
      mark({ id: '50yd', distance: 50, unit: 'yd' }),
      mark({ id: '20yd-priority', distance: 20, unit: 'yd', priority: true }),
      mark({ id: '10m-priority', distance: 10, priority: true }),
      mark({ id: '30m', distance: 30 }),
    ];
    // 50 yd is 45.72 m, so it sorts before 50 m.
    expect(sortSightMarks(marks).map((m) => m.id)).toEqual([
      '10m-priority',
      '20yd-priority',
      '30m',
      '50yd',
      '50m',
    ]);
  });

  it('converts yards with 0.9144', () => {
    expect(distanceInMetres(100, 'yd')).toBeCloseTo(91.44, 10);
    expect(distanceInMetres(70, 'm')).toBe(70);
  });

  it('starts with both unit filters on and can hide either', () => {
    const marks = [mark({ id: 'm' }), mark({ id: 'yd', unit: 'yd' })];
    expect(filterSightMarksByUnit(marks, DEFAULT_UNIT_FILTER)).toHaveLength(2);
    expect(filterSightMarksByUnit(marks, { metric: false, imperial: true }).map((m) => m.id)).toEqual(['yd']);
  });
});

describe('distance text', () => {
  it('reads a number followed by m or yd', () => {
    expect(parseDistanceText('30m')).toEqual({ ok: true, value: { distance: 30, unit: 'm' } });
    expect(parseDistanceText(' 40 yd ')).toEqual({ ok: true, value: { distance: 40, unit: 'yd' } });
    expect(parseDistanceText('18.5M')).toEqual({ ok: true, value: { distance: 18.5, unit: 'm' } });
  });

  it('rejects anything else with a clear error', () => {
    for (const text of ['30', 'm', '30 metres', '30km', '-30m', '0m', '30yds', '', 'thirty yd']) {
      expect(parseDistanceText(text)).toEqual({
        ok: false,
        error: {
          reason: 'invalid-distance-text',
          message: 'Distance must be a number followed by m or yd, for example 30m or 40yd',
        },
      });
    }
  });
});

describe('restoring sight marks', () => {
  it('accepts entries with distance, unit and notches, filling defaults', () => {
    expect(readSightMark({ distance: 40, unit: 'yd', notches: 12 }, counter())).toEqual({
      ok: true,
      value: { id: 'new-1', distance: 40, unit: 'yd', notches: 12, vertical: 0, priority: false, label: '' },
    });
  });

  it('keeps ids, labels, priority and object verticals', () => {
    const read = readSightMark(
      {
        id: 'k1',
        distance: '50',
        unit: 'm',
        notches: 3,
        vertical: { major: 4, minor: 2 },
        priority: true,
        label: 'new arrows',
      },
      counter(),
    );
    expect(read).toEqual({
      ok: true,
      value: {
        id: 'k1',
        distance: 50,
        unit: 'm',
        notches: 3,
        vertical: { major: 4, minor: 2 },
        priority: true,
        label: 'new arrows',
      },
    });
  });

  it('rejects entries without distance, unit or notches, as data', () => {
    const newId = counter();
    expect(readSightMark({ unit: 'm', notches: 1 }, newId)).toMatchObject({
      ok: false,
      error: { reason: 'invalid-distance' },
    });
    expect(readSightMark({ distance: 30, notches: 1 }, newId)).toMatchObject({
      ok: false,
      error: { reason: 'invalid-unit' },
    });
    expect(readSightMark({ distance: 30, unit: 'km', notches: 1 }, newId)).toMatchObject({
      ok: false,
      error: { reason: 'invalid-unit' },
    });
    expect(readSightMark({ distance: 30, unit: 'm' }, newId)).toMatchObject({
      ok: false,
      error: { reason: 'invalid-notches' },
    });
    expect(readSightMark(null, newId)).toMatchObject({ ok: false, error: { reason: 'not-an-object' } });
    expect(readSightMark('30m', newId)).toMatchObject({ ok: false, error: { reason: 'not-an-object' } });
  });

  it('keeps the valid marks of a list and counts the rest; non-lists give nothing', () => {
    const restored = restoreSightMarks(
      [{ distance: 20, unit: 'm', notches: 1 }, { distance: 20 }, 7],
      counter(),
    );
    expect(restored.marks).toHaveLength(1);
    expect(restored.rejected).toBe(2);
    expect(restoreSightMarks({ length: 3 }, counter())).toEqual({ marks: [], rejected: 0 });
  });

  it('does not let a hostile vertical change object prototypes', () => {
    const hostile = JSON.parse(
      '{"distance":20,"unit":"m","notches":1,"vertical":{"__proto__":{"polluted":1},"major":2}}',
    );
    const read = readSightMark(hostile, counter());
    expect(read.ok && read.value.vertical).toEqual({ major: 2 });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('same sight mark', () => {
  it('matches on distance, unit, notches and vertical', () => {
    const a = mark({ id: 'a', vertical: { major: 3, minor: 1 }, label: 'x' });
    expect(sameSightMark(a, mark({ id: 'b', vertical: { major: 3, minor: 1 }, label: 'y' }))).toBe(true);
    expect(sameSightMark(a, mark({ vertical: { major: 3, minor: 2 } }))).toBe(false);
    expect(sameSightMark(a, mark({ vertical: 3 }))).toBe(false);
    expect(sameSightMark(mark({ notches: 1 }), mark({ notches: 2 }))).toBe(false);
    expect(sameSightMark(mark({ unit: 'yd' }), mark({ unit: 'm' }))).toBe(false);
  });
});
