import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, BOW_TYPES, GENDERS } from '../classifications/category.js';
import { EVENT_STATUSES } from '../ledger/event-status.js';
import type { ArrowValue } from '../rounds/round.js';
import {
  MOST_INITIALS_CHARACTERS,
  TARGET_LETTERS,
  type SealedCard,
  type Signature,
  type TargetCard,
} from './card.js';
import { cardText, readCardText } from './card-text.js';
import {
  canonicalCardContent,
  correctAfterSigning,
  sealCard,
  sealCode,
  sealOf,
  sealStanding,
} from './seal.js';

/** A card's canonical content and seal code as written when cards were first sealed (issue #47). */
const PINNED_CONTENT =
  '{"archer":{"ageGroup":"adult","bowType":"longbow","gender":"male","name":"Robin Hood"},"archerSignature":{"at":"2026-12-05T21:00:00.000Z","mark":{"kind":"initials","text":"RH"}},"date":"2026-12-05","ends":[[10,9,9],["X",8,"M"]],"eventStatus":"club_target_day","letter":"B","place":"Sherwood","round":"portsmouth","scorer":"Marian","scorerSignature":{"at":"2026-12-05T21:00:30.000Z","mark":{"kind":"initials","text":"M"}},"targetNumber":12}';
const PINNED_CODE = 'BPY9-M769';

const arrow: fc.Arbitrary<ArrowValue> = fc.oneof(
  fc.integer({ min: 0, max: 11 }),
  fc.constantFrom<ArrowValue>('X', 'M'),
);
const time = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
const words = fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== '');
const signature: fc.Arbitrary<Signature> = fc.record({
  at: time,
  mark: fc.oneof(
    fc.record({
      kind: fc.constant('initials' as const),
      text: fc
        .string({ minLength: 1, maxLength: MOST_INITIALS_CHARACTERS })
        .filter((text) => text.trim() !== ''),
    }),
    fc.record({
      kind: fc.constant('drawn' as const),
      strokes: fc.stringMatching(/^[A-Za-z0-9_-]{2,40}( [A-Za-z0-9_-]{2,40}){0,3}$/),
    }),
  ),
});
const card: fc.Arbitrary<TargetCard> = fc.record({
  archer: fc.record({
    name: words,
    bowType: fc.constantFrom(...BOW_TYPES),
    ageGroup: fc.constantFrom(...AGE_GROUPS),
    gender: fc.constantFrom(...GENDERS),
  }),
  letter: fc.constantFrom(...TARGET_LETTERS),
  targetNumber: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
  round: words,
  date: time.map((at) => at.slice(0, 10)),
  place: fc.option(words, { nil: null }),
  eventStatus: fc.constantFrom(...EVENT_STATUSES),
  ends: fc.array(fc.array(arrow, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 24 }),
  scorer: words,
  archerSignature: signature,
  scorerSignature: signature,
});

/** One change to what a card says, anywhere a signature agrees to. */
const change = fc.oneof(
  fc.record({ kind: fc.constant('arrow' as const), end: fc.nat(), arrow: fc.nat(), to: arrow }),
  fc.record({ kind: fc.constant('name' as const), to: words }),
  fc.record({ kind: fc.constant('date' as const), to: time.map((at) => at.slice(0, 10)) }),
  fc.record({ kind: fc.constant('round' as const), to: words }),
  fc.record({ kind: fc.constant('scorer' as const), to: words }),
  fc.record({ kind: fc.constant('signed' as const), to: time }),
);

function changed(original: TargetCard, c: Change): TargetCard | null {
  switch (c.kind) {
    case 'arrow': {
      const end = c.end % original.ends.length;
      const at = c.arrow % original.ends[end]!.length;
      if (original.ends[end]![at] === c.to) return null;
      const ends = original.ends.map((row, index) =>
        index === end ? row.map((value, i) => (i === at ? c.to : value)) : row,
      );
      return { ...original, ends };
    }
    case 'name':
      return c.to === original.archer.name
        ? null
        : { ...original, archer: { ...original.archer, name: c.to } };
    case 'date':
      return c.to === original.date ? null : { ...original, date: c.to };
    case 'round':
      return c.to === original.round ? null : { ...original, round: c.to };
    case 'scorer':
      return c.to === original.scorer ? null : { ...original, scorer: c.to };
    case 'signed':
      return c.to === original.scorerSignature.at
        ? null
        : { ...original, scorerSignature: { ...original.scorerSignature, at: c.to } };
  }
}
type Change =
  | { kind: 'arrow'; end: number; arrow: number; to: ArrowValue }
  | { kind: 'name' | 'date' | 'round' | 'scorer' | 'signed'; to: string };

describe('a target card’s seal', () => {
  it('is the same for the same card, whatever order its fields were written in', async () => {
    await fc.assert(
      fc.asyncProperty(card, async (original) => {
        const reordered = JSON.parse(
          JSON.stringify(Object.fromEntries(Object.entries(original).reverse())),
        ) as TargetCard;
        expect(canonicalCardContent(reordered)).toBe(canonicalCardContent(original));
        expect(await sealOf(reordered)).toBe(await sealOf(original));
      }),
    );
  });

  it('changes with any change to an arrow, the name, the date, the round, the scorer or a signature', async () => {
    await fc.assert(
      fc.asyncProperty(card, change, async (original, c) => {
        const other = changed(original, c);
        fc.pre(other !== null);
        expect(await sealOf(other!)).not.toBe(await sealOf(original));
      }),
    );
  });

  it('says a card changed after signing through its log is changed, and one changed behind it does not match', async () => {
    await fc.assert(
      fc.asyncProperty(card, fc.nat(), fc.nat(), arrow, async (original, endPick, arrowPick, to) => {
        const sealed = await sealCard(original);
        expect(await sealStanding(sealed)).toBe('signed');
        const end = endPick % original.ends.length;
        const at = arrowPick % original.ends[end]!.length;
        fc.pre(original.ends[end]![at] !== to);
        const corrected = correctAfterSigning(sealed, {
          end,
          arrow: at,
          to,
          at: '2026-12-05T20:00:00.000Z',
          by: 'Sam',
        });
        expect(corrected.corrections).toEqual([
          { end, arrow: at, from: original.ends[end]![at], to, at: '2026-12-05T20:00:00.000Z', by: 'Sam' },
        ]);
        expect(await sealStanding(corrected)).toBe('changed-after-signing');
        const behindTheLog: SealedCard = { ...corrected, corrections: [] };
        expect(await sealStanding(behindTheLog)).toBe('does-not-match');
      }),
    );
  });

  it('travels as text and comes back the same card, seal and log', async () => {
    await fc.assert(
      fc.asyncProperty(card, async (original) => {
        const sealed = correctAfterSigning(await sealCard(original), {
          end: 0,
          arrow: 0,
          to: 'M',
          at: '2026-12-05T20:00:00.000Z',
          by: 'Robin',
        });
        const read = readCardText(cardText(sealed));
        expect(read).toEqual({ ok: true, value: sealed });
      }),
    );
  });
});

describe('the seal code', () => {
  it('is the seal’s first 40 bits as two groups of four base-32 digits with no I, L, O or U', () => {
    expect(sealCode('0'.repeat(64))).toBe('0000-0000');
    expect(sealCode('f'.repeat(64))).toBe('ZZZZ-ZZZZ');
    expect(sealCode('0842' + '1'.repeat(60))).toBe('1111-248H');
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), (seal) => {
        expect(sealCode(seal)).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      }),
    );
  });

  it('of a card signed today is the same in every later version of the app', async () => {
    // Cards already handed out keep their seals: the canonical content may never be written another way.
    const card: TargetCard = {
      archer: { name: 'Robin Hood', bowType: 'longbow', ageGroup: 'adult', gender: 'male' },
      letter: 'B',
      targetNumber: 12,
      round: 'portsmouth',
      date: '2026-12-05',
      place: 'Sherwood',
      eventStatus: 'club_target_day',
      ends: [
        [10, 9, 9],
        ['X', 8, 'M'],
      ],
      scorer: 'Marian',
      archerSignature: { at: '2026-12-05T21:00:00.000Z', mark: { kind: 'initials', text: 'RH' } },
      scorerSignature: { at: '2026-12-05T21:00:30.000Z', mark: { kind: 'initials', text: 'M' } },
    };
    expect(canonicalCardContent(card)).toBe(PINNED_CONTENT);
    expect(sealCode(await sealOf(card))).toBe(PINNED_CODE);
  });
});
