import { describe, expect, it } from 'vitest';
import { cardLink, keysWords, placeWords, signingWords } from './target-words.js';

const rows = [
  { letter: 'A' as const, archer: { name: 'Robin' } },
  { letter: 'B' as const, archer: { name: 'Marian' } },
];

describe('the target screens in words', () => {
  it('say where the scorer is and whose arrow the keys write', () => {
    const view = { next: { end: 3, letter: 'B' as const, arrow: 2 }, endSize: 3, ends: 20, rows };
    expect(placeWords(view)).toBe('End 3 of 20 · arrow 2 of 3');
    expect(keysWords(view as never, null)).toBe('Marian: arrow 2');
    expect(keysWords(view as never, { letter: 'A', index: 4 })).toBe("Correct Robin's arrow 2 of end 2");
    expect(placeWords({ ...view, next: null })).toBe('Every end is written');
  });

  it('say what a card still needs before it is sealed', () => {
    const at = { at: '2026-12-05T21:00:00.000Z', mark: { kind: 'initials' as const, text: 'R' } };
    const row = {
      archer: { name: 'Robin' },
      scorer: { name: 'Friar Tuck' },
      archerSignature: null,
      scorerSignature: null,
    };
    expect(signingWords(row as never)).toBe('Robin to sign; Friar Tuck to sign as scorer.');
    expect(signingWords({ ...row, archerSignature: at } as never)).toBe(
      'Signed by Robin; Friar Tuck to sign as scorer.',
    );
  });

  it('put the card in the link’s fragment', () => {
    expect(cardLink('https://archery.example', 'abc-_1')).toBe('https://archery.example/card#abc-_1');
  });
});
