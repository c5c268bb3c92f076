import { describe, expect, it } from 'vitest';
import { badgeTone, classificationFullName, classificationsShot } from './classification-ladder.js';

describe('classification badges', () => {
  it('gives every AGB class its own badge colour, and neutral ones to the rest', () => {
    const tones = ['EMB', 'GMB', 'MB', 'B1', 'B2', 'B3', 'A1', 'A2', 'A3'].map(badgeTone);
    expect(new Set(tones).size).toBe(9);
    expect(badgeTone('Frostbite 300')).toBe('frostbite');
    expect(badgeTone('U/C')).toBe('unclassified');
  });

  it('names classes in full for screen readers', () => {
    expect(classificationFullName('B2')).toBe('Bowman Second Class');
    expect(classificationFullName('U/C')).toBe('Unclassified');
    expect(classificationFullName('Frostbite 250')).toBe('Frostbite 250');
  });

  it('lists the classifications shot best first, Frostbite by score, U/C last', () => {
    const shoots = ['A3', 'U/C', 'Frostbite 200', 'MB', 'Frostbite 355', 'B1', 'A3'].map((name) => ({
      classification: { name, scheme: 'AGB 2023' },
    }));
    expect(classificationsShot([...shoots, {}])).toEqual([
      'MB',
      'B1',
      'A3',
      'Frostbite 355',
      'Frostbite 200',
      'U/C',
    ]);
  });
});
