import { fail, ok, type Result } from '../core/result.js';
import type { SealedCard } from './card.js';
import { readCardText } from './card-text.js';
import { sealStanding, type SealStanding } from './seal.js';

/** A card read from its text, with what its seal says of it. */
export interface CheckedCard {
  /** The card's text alone (a link's fragment): what a shoot keeps. */
  text: string;
  sealed: SealedCard;
  standing: Exclude<SealStanding, 'does-not-match'>;
}

export type CardProblem = 'invalid-import' | 'card-not-as-signed';

/**
 * The card in `text` (its link, or the text of the link's fragment), checked against its seal: a card
 * whose content is not what was signed, beyond its logged changes, is refused in words.
 */
export async function checkCard(text: unknown): Promise<Result<CheckedCard, CardProblem>> {
  if (typeof text !== 'string') return fail('invalid-import', 'A card is read from its link or code');
  const cardText = text.includes('#') ? text.slice(text.lastIndexOf('#') + 1).trim() : text.trim();
  const read = readCardText(cardText);
  if (!read.ok) return fail('invalid-import', read.error.message);
  const standing = await sealStanding(read.value);
  if (standing === 'does-not-match') {
    return fail('card-not-as-signed', 'This card was changed after it was signed, so it cannot be added.');
  }
  return ok({ text: cardText, sealed: read.value, standing });
}
