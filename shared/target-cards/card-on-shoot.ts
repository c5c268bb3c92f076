import type { ArrowValue } from '../rounds/round.js';
import type { Signature } from './card.js';
import { readCardText } from './card-text.js';
import { sealCode } from './seal.js';

/**
 * What a saved shoot's signed card (the `targetCard` a shoot added from a scorer's card keeps) says of
 * the shoot now, for the official record, its export and the shoot's own page (docs/scoring-a-target.md).
 *
 * The seal was checked when the card was added (check-card.ts); what can change after that is the shoot
 * itself, edited in the app, or a card changed after signing. So the card is witnessed evidence while the
 * shoot still holds exactly the card's arrows, day and round and the card has no change after signing;
 * otherwise it is not, and the record no longer counts the shoot as witnessed. This read is synchronous
 * (the record is built in one pass), which is why it compares content and does not take the seal again.
 */
export type CardEvidence = 'as-signed' | 'changed-since-signing';

export interface CardOnShoot {
  /** The archer's name as the card has it, and both signatures, for a printed sheet. */
  archer: string;
  scorer: string;
  archerSignature: Signature;
  scorerSignature: Signature;
  sealCode: string;
  evidence: CardEvidence;
}

export function cardOnShoot(
  text: string,
  shoot: { scores: readonly ArrowValue[]; date: string; gameType: string },
): CardOnShoot | null {
  const read = readCardText(text);
  if (!read.ok) return null;
  const { card, seal, corrections } = read.value;
  const arrows = card.ends.flat();
  const unchanged =
    corrections.length === 0 &&
    shoot.date.slice(0, 10) === card.date &&
    shoot.gameType === card.round &&
    shoot.scores.length === arrows.length &&
    shoot.scores.every((arrow, index) => arrow === arrows[index]);
  return {
    archer: card.archer.name,
    scorer: card.scorer,
    archerSignature: card.archerSignature,
    scorerSignature: card.scorerSignature,
    sealCode: sealCode(seal),
    evidence: unchanged ? 'as-signed' : 'changed-since-signing',
  };
}
