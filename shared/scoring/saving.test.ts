import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import { canSaveShoot, isRoundComplete } from './saving.js';

describe('saving a shoot', () => {
  it('allows saving a named round only once it is complete', () => {
    const national = roundByName('national');
    expect(canSaveShoot(national, 71)).toBe(false);
    expect(canSaveShoot(national, 72)).toBe(true);
    expect(isRoundComplete(national, 72)).toBe(true);
  });

  it('allows saving a practice round at any time after the first arrow', () => {
    const practice = roundByName('practice 50m');
    expect(canSaveShoot(practice, 1)).toBe(true);
    expect(canSaveShoot(practice, 0)).toBe(false);
    expect(isRoundComplete(practice, 1000)).toBe(false);
  });
});
