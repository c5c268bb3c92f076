import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import { goldsLabel } from './goldsLabel.js';
import { landscapeScorecard } from './landscapeScorecard.js';
import { portraitScorecard } from './portraitScorecard.js';

describe('goldsLabel', () => {
  it('says 10s where only the inner ring of a two-ring gold is counted', () => {
    expect(goldsLabel(roundByName('Portsmouth'))).toBe('10s');
    expect(goldsLabel(roundByName('WA 18m'))).toBe('10s');
  });

  it('says Golds where the whole gold is counted', () => {
    expect(goldsLabel(roundByName('National'))).toBe('Golds');
    expect(goldsLabel(roundByName('Worcester'))).toBe('Golds');
  });
});

describe('the sheets head their gold column with it', () => {
  it('says 10s on a Portsmouth sheet, portrait and landscape', () => {
    const round = roundByName('Portsmouth');
    expect(portraitScorecard([10, 9, 9], round).goldsLabel).toBe('10s');
    expect(landscapeScorecard([10, 9, 9], round).goldsLabel).toBe('10s');
  });
});
