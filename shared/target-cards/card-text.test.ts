import { describe, expect, it } from 'vitest';
import { allRounds } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { MOST_STROKE_CHARACTERS, type TargetCard } from './card.js';
import { cardCodes, joinCardCodes, READABLE_CODE_CHARACTERS } from './card-codes.js';
import { cardText, readCardText } from './card-text.js';
import { sealCard } from './seal.js';

/** A card as long as a card of `round` gets: every arrow, long names, and two drawn signatures. */
function longestCard(round: { name: string; endSize: number; passes: { arrows: number }[] }): TargetCard {
  const arrows = round.passes.reduce((sum, pass) => sum + pass.arrows, 0);
  let seed = 7;
  // Arrows that do not repeat in a pattern, so compression gets no more help than real scores give it.
  const next = () => (seed = (seed * 48271) % 2147483647);
  const values: ArrowValue[] = ['X', 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 'M'];
  const ends = Array.from({ length: Math.ceil(arrows / round.endSize) }, (_, end) =>
    Array.from(
      { length: Math.min(round.endSize, arrows - end * round.endSize) },
      () => values[next() % values.length]!,
    ),
  );
  const strokes = Array.from({ length: MOST_STROKE_CHARACTERS }, () =>
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.charAt(next() % 64),
  ).join('');
  return {
    archer: {
      name: 'Alexandra Featherstonehaugh-Smythe',
      bowType: 'longbow',
      ageGroup: 'u21',
      gender: 'female',
    },
    letter: 'D',
    targetNumber: 24,
    round: round.name,
    date: '2026-06-20',
    place: 'Royal Toxophilite Society, Burchetts Green',
    eventStatus: 'ukrs',
    ends,
    scorer: 'Christopher Bartholomew-Jones',
    archerSignature: { at: '2026-06-20T16:42:10.123Z', mark: { kind: 'drawn', strokes } },
    scorerSignature: { at: '2026-06-20T16:42:31.456Z', mark: { kind: 'drawn', strokes } },
  };
}

describe('a card as text', () => {
  it('fits one readable QR code for every round of the catalogue, the longest (a WA 1440, a York, a 24-target field round) included', async () => {
    const sizes = new Map<string, number>();
    for (const round of allRounds()) {
      if (round.passes.some((pass) => !Number.isFinite(pass.arrows))) continue;
      const text = cardText(await sealCard(longestCard(round)));
      sizes.set(round.name, text.length);
      const codes = cardCodes(text);
      expect(codes, round.name).toEqual([text]);
      expect(text.length, round.name).toBeLessThanOrEqual(READABLE_CODE_CHARACTERS);
    }
    // The catalogue's longest rounds were among those measured.
    expect(sizes.has('york')).toBe(true);
    expect([...sizes.keys()].some((name) => /field/.test(name) && /24/.test(name))).toBe(true);
  });

  it('refuses in words what is not a card, part of one, or a newer card', async () => {
    const text = cardText(
      await sealCard(longestCard({ name: 'portsmouth', endSize: 3, passes: [{ arrows: 60 }] })),
    );
    expect(readCardText('hello')).toMatchObject({ ok: false, error: { reason: 'not-a-card' } });
    expect(readCardText(text.slice(0, 40))).toMatchObject({
      ok: false,
      error: {
        reason: 'not-a-card',
        message: expect.stringMatching(/^This is not a card the app can add: /),
      },
    });
  });
});

describe('the codes of a long card', () => {
  const text = 'abcdefghij'.repeat(250);

  it('are scanned in any order, repeats allowed, and say which are still missing', () => {
    const codes = cardCodes(text, 900);
    expect(codes.length).toBe(3);
    for (const code of codes) expect(code.length).toBeLessThanOrEqual(900);
    expect(joinCardCodes([codes[2]!, codes[0]!, codes[2]!, codes[1]!])).toEqual({ ok: true, value: text });
    expect(joinCardCodes([codes[1]!])).toEqual({
      ok: false,
      error: { reason: 'codes-missing', message: 'Scan code 1, code 3 of 3 too.' },
    });
  });

  it('are never joined with another card’s', () => {
    const other = cardCodes('klmnopqrst'.repeat(250), 900);
    const codes = cardCodes(text, 900);
    expect(joinCardCodes([codes[0]!, other[1]!, codes[2]!])).toMatchObject({
      ok: false,
      error: { reason: 'codes-of-two-cards' },
    });
  });

  it('is one code, the text itself, when it fits', () => {
    expect(cardCodes('short')).toEqual(['short']);
    expect(joinCardCodes(['short'])).toEqual({ ok: true, value: 'short' });
  });
});
