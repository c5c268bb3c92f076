import { describe, expect, it } from 'vitest';
import { emptySightForm, readSightForm, sightFormOf, sightMarkName, verticalText } from './sight-form.js';

describe('the sight-mark form', () => {
  it('reads a mark given as one number', () => {
    const form = {
      ...emptySightForm(),
      distance: '50',
      unit: 'yd' as const,
      vertical: '5.35',
      label: ' club ',
      priority: true,
    };
    expect(readSightForm(form)).toEqual({
      ok: true,
      input: { distance: 50, unit: 'yd', notches: 0, vertical: 5.35, label: 'club', priority: true },
    });
  });

  it('reads a mark given as parts, and keeps the id when editing', () => {
    const form = {
      ...emptySightForm(),
      id: 'm-1',
      distance: '30',
      entry: 'parts' as const,
      major: '4',
      minor: '2',
      notches: '3',
    };
    expect(readSightForm(form)).toEqual({
      ok: true,
      input: {
        id: 'm-1',
        distance: 30,
        unit: 'm',
        notches: 3,
        vertical: { major: 4, minor: 2 },
        label: '',
        priority: false,
      },
    });
  });

  it('says what is wrong in the archer’s words', () => {
    expect(readSightForm({ ...emptySightForm(), distance: 'far', vertical: '3' })).toEqual({
      ok: false,
      problem: 'Distance must be a number above 0',
    });
    expect(readSightForm({ ...emptySightForm(), distance: '30', vertical: '' })).toMatchObject({ ok: false });
    expect(readSightForm({ ...emptySightForm(), distance: '30', entry: 'parts', minor: '3' })).toEqual({
      ok: false,
      problem: 'The major part of the vertical mark is needed',
    });
  });

  it('round-trips a stored mark through the form', () => {
    const mark = {
      id: 'm-2',
      distance: 70,
      unit: 'm' as const,
      notches: 2,
      vertical: { major: 3, minor: 1, micro: 5 },
      label: 'Outdoor',
      priority: false,
    };
    const read = readSightForm(sightFormOf(mark));
    expect(read).toEqual({ ok: true, input: mark });
  });
});

describe('showing a sight mark', () => {
  it('writes a vertical number as it is and parts in order', () => {
    expect(verticalText(5.35)).toBe('5.35');
    expect(verticalText({ minor: 3, major: 5, micro: 5 })).toBe('5 · 3 · 5');
    expect(verticalText({ major: 4 })).toBe('4');
  });

  it('names a mark by its distance, unit and label', () => {
    expect(sightMarkName({ distance: 50, unit: 'yd', label: '' })).toBe('50 yd');
    expect(sightMarkName({ distance: 30, unit: 'm', label: 'club' })).toBe('30 m club');
  });
});
