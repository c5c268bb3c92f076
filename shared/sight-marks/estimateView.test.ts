import { describe, expect, it } from 'vitest';
import { estimateSightMark } from './estimate.js';
import { sightEstimateView } from './estimateView.js';
import type { SightMark } from './sightMark.js';

function mark(id: string, partial: Partial<SightMark>): SightMark {
  return { id, distance: 30, unit: 'm', notches: 0, vertical: 0, priority: false, label: '', ...partial };
}

// A recurve archer's marks on the long extension setting (3 notches), and two on another setting.
const marks: SightMark[] = [
  mark('30', { distance: 30, notches: 3, vertical: 5.6 }),
  mark('50', { distance: 50, notches: 3, vertical: 4.1 }),
  mark('70', { distance: 70, notches: 3, vertical: { major: 2, minor: 4 } }),
  mark('short-18', { distance: 18, notches: 0, vertical: 7.2 }),
  mark('short-30', { distance: 30, notches: 0, vertical: 6.1 }),
];

describe('the sight-mark estimate view', () => {
  it('uses the extension setting with most marks unless the archer picks another', () => {
    const view = sightEstimateView(marks, { distance: null, unit: 'm', notches: null }, 'recurve');
    expect(view.settings).toEqual([3, 0]);
    expect(view.notches).toBe(3);
    expect(view.usableMarks).toBe(3);
    expect(sightEstimateView(marks, { distance: null, unit: 'm', notches: 0 }, 'recurve').notches).toBe(0);
    // A setting with no marks is not a choice: the default is used instead.
    expect(sightEstimateView(marks, { distance: null, unit: 'm', notches: 9 }, 'recurve').notches).toBe(3);
  });

  it('answers nothing until a distance is asked, but still charts the recorded marks and the curve', () => {
    const view = sightEstimateView(marks, { distance: null, unit: 'm', notches: null }, 'recurve');
    expect(view.estimate).toBeNull();
    expect(view.askedMetres).toBeNull();
    expect(view.recorded).toEqual([
      { metres: 30, mark: 5.6 },
      { metres: 50, mark: 4.1 },
      { metres: 70, mark: 2.4 },
    ]);
    expect(view.curve.length).toBeGreaterThan(40);
  });

  it('gives the same estimate as the estimator, from that setting only', () => {
    const view = sightEstimateView(marks, { distance: 60, unit: 'm', notches: null }, 'recurve');
    const direct = estimateSightMark(
      [
        { distance: 30, unit: 'm', mark: 5.6 },
        { distance: 50, unit: 'm', mark: 4.1 },
        { distance: 70, unit: 'm', mark: 2.4 },
      ],
      { distance: 60, unit: 'm' },
      'recurve',
    );
    expect(view.estimate).toEqual(direct);
    expect(view.estimate?.kind).toBe('interpolated');
    expect(view.askedMetres).toBe(60);
  });

  it('puts yards on the chart in metres', () => {
    const view = sightEstimateView(marks, { distance: 60, unit: 'yd', notches: null }, 'recurve');
    expect(view.askedMetres).toBeCloseTo(54.864, 6);
  });

  it('draws the curve through every recorded mark and marks the extrapolated part', () => {
    const view = sightEstimateView(marks, { distance: null, unit: 'm', notches: null }, 'recurve');
    for (const point of view.recorded) {
      const onCurve = view.curve.find((p) => p.metres === point.metres);
      expect(onCurve?.mark).toBeCloseTo(point.mark, 9);
      expect(onCurve?.beyond).toBe(false);
    }
    expect(view.curve.filter((p) => p.metres < 30 || p.metres > 70).every((p) => p.beyond)).toBe(true);
    // Marks fall as the distance grows: the curve between recorded marks never rises.
    const inside = view.curve.filter((p) => !p.beyond);
    for (let i = 1; i < inside.length; i += 1)
      expect(inside[i]!.mark).toBeLessThanOrEqual(inside[i - 1]!.mark);
  });

  it('has no curve and refuses an estimate with one mark', () => {
    const view = sightEstimateView([marks[0]!], { distance: 40, unit: 'm', notches: null }, 'recurve');
    expect(view.curve).toEqual([]);
    expect(view.estimate).toEqual({ kind: 'refused', reason: 'record a second distance' });
  });

  it('ignores a non-positive or non-numeric distance', () => {
    for (const distance of [0, -5, Number.NaN]) {
      expect(sightEstimateView(marks, { distance, unit: 'm', notches: null }, 'recurve').estimate).toBeNull();
    }
  });
});
