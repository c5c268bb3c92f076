import { describe, expect, it } from 'vitest';
import type { TargetCard } from './card.js';
import { cardText } from './card-text.js';
import { cardOnShoot } from './card-on-shoot.js';
import { correctAfterSigning, sealCard, sealCode, sealOf } from './seal.js';

const card: TargetCard = {
  archer: { name: 'Robin', bowType: 'recurve', ageGroup: 'adult', gender: 'male' },
  letter: 'A',
  targetNumber: null,
  round: 'portsmouth',
  date: '2026-12-05',
  place: null,
  eventStatus: 'club_target_day',
  ends: [
    [10, 9, 9],
    [9, 8, 'M'],
  ],
  scorer: 'Marian',
  archerSignature: { at: '2026-12-05T21:00:00.000Z', mark: { kind: 'initials', text: 'R' } },
  scorerSignature: { at: '2026-12-05T21:00:10.000Z', mark: { kind: 'initials', text: 'M' } },
};
const shoot = { scores: [10, 9, 9, 9, 8, 'M'] as const, date: '2026-12-05', gameType: 'portsmouth' };

describe('a saved shoot’s signed card', () => {
  it('is witnessed evidence, with its scorer and seal code, while the shoot holds the card as signed', async () => {
    const text = cardText(await sealCard(card));
    expect(cardOnShoot(text, { ...shoot, scores: [...shoot.scores] })).toEqual({
      archer: card.archer.name,
      scorer: 'Marian',
      archerSignature: card.archerSignature,
      scorerSignature: card.scorerSignature,
      sealCode: sealCode(await sealOf(card)),
      evidence: 'as-signed',
    });
  });

  it('is not, once the shoot’s arrows, day or round were edited, or the card was changed after signing', async () => {
    const text = cardText(await sealCard(card));
    for (const edited of [
      { ...shoot, scores: [10, 9, 9, 9, 8, 7] },
      { ...shoot, scores: [10, 9, 9, 9, 8] },
      { ...shoot, scores: [...shoot.scores], date: '2026-12-06' },
      { ...shoot, scores: [...shoot.scores], gameType: 'worcester' },
    ]) {
      expect(cardOnShoot(text, edited)?.evidence).toBe('changed-since-signing');
    }
    const corrected = correctAfterSigning(await sealCard(card), {
      end: 1,
      arrow: 2,
      to: 7,
      at: '2026-12-05T21:05:00.000Z',
      by: 'Marian',
    });
    expect(cardOnShoot(cardText(corrected), { ...shoot, scores: [10, 9, 9, 9, 8, 7] })?.evidence).toBe(
      'changed-since-signing',
    );
  });

  it('is nothing when the kept text is not a card', () => {
    expect(cardOnShoot('not a card', { ...shoot, scores: [...shoot.scores] })).toBeNull();
  });
});
