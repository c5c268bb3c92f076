import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import { roundFit, roundFitMessage } from './roundFit.js';

describe('whether the arrows shot fit another round', () => {
  const national = roundByName('national');
  const longNational = roundByName('long national');
  const york = roundByName('york');
  const portsmouth = roundByName('portsmouth');
  const bray = roundByName('bray i');

  it('fits a round that shoots those arrows at the same distance on the same face, with room for them', () => {
    // A Western and a National both open with four dozen at 60 yd on a 122 cm face.
    expect(roundFit(12, national, roundByName('western'))).toEqual({ fits: true });
    // With no arrow shot yet, any round fits.
    expect(roundFit(0, portsmouth, bray)).toEqual({ fits: true });
  });

  it('refuses a round whose first arrows are shot at another distance, saying which arrow', () => {
    const fit = roundFit(12, national, longNational);
    expect(fit).toMatchObject({ fits: false, reason: 'shot-differently', arrowNumber: 1 });
    expect(roundFitMessage(fit, 'long national')).toBe(
      'Arrow 1 was shot at 60 yd on a 122 cm face; a long national shoots it at 80 yd on a 122 cm face',
    );
    expect(roundFit(12, national, york)).toMatchObject({ fits: false, reason: 'shot-differently' });
  });

  it('refuses a round too short for the arrows already shot', () => {
    const fit = roundFit(40, portsmouth, bray);
    expect(fit).toEqual({ fits: false, reason: 'too-many-arrows', arrowsShot: 40, maxArrows: 30 });
    expect(roundFitMessage(fit, 'bray i')).toBe('40 arrows are shot, and a bray i has only 30');
  });

  it('refuses a round that shoots the arrows at the same distance on another face', () => {
    // Portsmouth: 20 yd on a 60 cm face; Bray I: 20 yd on a 40 cm face.
    const fit = roundFit(6, portsmouth, bray);
    expect(fit).toMatchObject({ fits: false, reason: 'shot-differently', arrowNumber: 1 });
    expect(roundFitMessage(fit, 'bray i')).toBe(
      'Arrow 1 was shot at 20 yd on a 60 cm face; a bray i shoots it at 20 yd on a 40 cm face',
    );
  });
});
