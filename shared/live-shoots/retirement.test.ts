import { describe, expect, it } from 'vitest';
import { finishKind, retiredWords } from './retirement.js';

describe('finishing or retiring from a live shoot', () => {
  it('is a finish with every arrow of the round shot, a retirement with fewer', () => {
    expect(finishKind('portsmouth', 60)).toBe('finished');
    expect(finishKind('portsmouth', 18)).toBe('retired');
    expect(finishKind('Portsmouth', 59)).toBe('retired');
  });

  it('is always a finish on a practice round or a round the catalogue does not know', () => {
    expect(finishKind('practice 20yd', 6)).toBe('finished');
    expect(finishKind('a round from elsewhere', 6)).toBe('finished');
  });

  it('says how far the archer got', () => {
    expect(retiredWords(18)).toBe('Retired after 18 arrows');
    expect(retiredWords(1)).toBe('Retired after 1 arrow');
  });
});
