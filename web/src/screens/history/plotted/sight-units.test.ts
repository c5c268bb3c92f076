import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGHT_UNITS, parseSightUnits } from './sight-units.js';

describe('the sight-advice units an archer chose', () => {
  it('come back as they were stored', () => {
    const mm = { kind: 'millimetres', sightRadiusMm: 820, higherMarkMovesSight: 'down' } as const;
    expect(parseSightUnits(JSON.stringify(mm))).toEqual(mm);
    const marks = { kind: 'marks', notches: 3, sightRadiusMm: null } as const;
    expect(parseSightUnits(JSON.stringify(marks))).toEqual(marks);
  });

  it('fall back to millimetres with a typical sight radius when nothing usable is stored', () => {
    expect(parseSightUnits(null)).toEqual(DEFAULT_SIGHT_UNITS);
    expect(parseSightUnits('not json')).toEqual(DEFAULT_SIGHT_UNITS);
    expect(parseSightUnits('{"kind":"millimetres","sightRadiusMm":-4}')).toEqual(DEFAULT_SIGHT_UNITS);
  });

  it('drop a notch count that is not a whole number (any notches then)', () => {
    expect(parseSightUnits('{"kind":"marks","notches":1.5}')).toEqual({
      kind: 'marks',
      notches: null,
      sightRadiusMm: null,
    });
  });
});
