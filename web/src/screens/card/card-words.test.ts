import { describe, expect, it } from 'vitest';
import { correctionWords, placeOnTarget, signaturesWords, standingWords } from './card-words.js';

describe('a signed card in words', () => {
  it('says where the archer stood', () => {
    expect(placeOnTarget({ targetNumber: 12, letter: 'B' })).toBe('Target 12, archer B');
    expect(placeOnTarget({ targetNumber: null, letter: 'A' })).toBe('Archer A');
  });

  it('names who scored and who signed, and when', () => {
    const local = (at: string) =>
      new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
    expect(
      signaturesWords(
        {
          archer: { name: 'Robin', bowType: 'longbow', ageGroup: 'adult', gender: 'male' },
          scorer: 'Marian',
          archerSignature: { at: '2026-12-05T21:00:00.000Z', mark: { kind: 'initials', text: 'R' } },
          scorerSignature: { at: '2026-12-05T21:01:00.000Z', mark: { kind: 'initials', text: 'M' } },
        },
        'en-GB',
      ),
    ).toBe(
      `Scored by Marian. Signed by Robin at ${local('2026-12-05T21:00:00.000Z')} and by Marian at ${local('2026-12-05T21:01:00.000Z')}.`,
    );
  });

  it('counts ends and arrows from 1 in a change after signing', () => {
    expect(
      correctionWords(
        { end: 0, arrow: 2, from: 'M', to: 7, at: '2026-12-05T21:05:00.000Z', by: 'Marian' },
        'en-GB',
      ),
    ).toMatch(/^End 1, arrow 3: M changed to 7 by Marian at \d\d:\d\d$/);
  });

  it('says before the tap whether the card comes in witnessed', () => {
    expect(standingWords({ standing: 'signed', scorer: 'Marian' })).toBe(
      'Unchanged since it was signed: it is added as witnessed by Marian.',
    );
    expect(standingWords({ standing: 'changed-after-signing', scorer: 'Marian' })).toMatch(
      /no longer witnessed/,
    );
  });
});
