import { canonicalJson } from '../core/canonicalJson.js';
import { sha256Hex } from '../core/sha256.js';
import type { ArrowValue } from '../rounds/round.js';
import type { CorrectionAfterSigning, SealedCard, TargetCard } from './card.js';

/**
 * The seal of a signed card: a SHA-256 over its canonical content (archer, round, date, place, every
 * arrow by end, scorer, both signatures), so any change to what was signed shows. It is tamper-evident,
 * not tamper-proof: anyone who changes a card can take a new seal of it, which is why the seal code is
 * shown on the card, printed on its PDF and kept by the scorer (docs/scoring-a-target.md says what the
 * seal proves and what it does not).
 */

/** The one text a card's seal is taken of: its content as canonical JSON, keys sorted, no white space. */
export function canonicalCardContent(card: TargetCard): string {
  // Only the fields a card has: a card read from a link may carry more, which the seal must not cover.
  const content: TargetCard = {
    archer: {
      name: card.archer.name,
      bowType: card.archer.bowType,
      ageGroup: card.archer.ageGroup,
      gender: card.archer.gender,
    },
    letter: card.letter,
    targetNumber: card.targetNumber,
    round: card.round,
    date: card.date,
    place: card.place,
    eventStatus: card.eventStatus,
    ends: card.ends.map((end) => [...end]),
    scorer: card.scorer,
    archerSignature: card.archerSignature,
    scorerSignature: card.scorerSignature,
  };
  return canonicalJson(content);
}

export async function sealOf(card: TargetCard): Promise<string> {
  return sha256Hex(canonicalCardContent(card));
}

/** Signing seals the card: its seal is taken now, and no change has been made yet. */
export async function sealCard(card: TargetCard): Promise<SealedCard> {
  return { card, seal: await sealOf(card), corrections: [] };
}

// Crockford's base 32: no I, L, O or U, so a code read aloud or copied by hand is not misread.
const CODE_DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The seal as the archer reads it: its first 40 bits as eight base-32 digits in two groups ("7K3Q-M9XD"),
 * enough to tell two cards apart at a glance and to match a printed sheet to a record.
 */
export function sealCode(seal: string): string {
  let bits = '';
  for (const digit of seal.slice(0, 10)) bits += parseInt(digit, 16).toString(2).padStart(4, '0');
  let code = '';
  for (let at = 0; at < 40; at += 5) code += CODE_DIGITS[parseInt(bits.slice(at, at + 5), 2)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * A change after signing: the arrow takes its new value and the old one goes into the correction log.
 * The seal stays the one taken at signing, so the card can still prove what was signed.
 */
export function correctAfterSigning(
  sealed: SealedCard,
  change: { end: number; arrow: number; to: ArrowValue; at: string; by: string },
): SealedCard {
  const from = sealed.card.ends[change.end]?.[change.arrow];
  if (from === undefined) throw new RangeError(`No arrow ${change.arrow} in end ${change.end}`);
  const ends = sealed.card.ends.map((end, index) =>
    index === change.end ? end.map((value, arrow) => (arrow === change.arrow ? change.to : value)) : end,
  );
  const correction: CorrectionAfterSigning = { ...change, from };
  return { ...sealed, card: { ...sealed.card, ends }, corrections: [...sealed.corrections, correction] };
}

/**
 * What a card's seal says of it:
 * - `signed`: the content is what was signed;
 * - `changed-after-signing`: it differs, but only by the logged corrections (undone, the content is
 *   what was signed), so the change is visible and the card no longer counts as witnessed;
 * - `does-not-match`: the content differs from what was signed in a way the log does not account for.
 */
export type SealStanding = 'signed' | 'changed-after-signing' | 'does-not-match';

export async function sealStanding(sealed: SealedCard): Promise<SealStanding> {
  const asSigned = undoCorrections(sealed.card, sealed.corrections);
  if (asSigned === null || (await sealOf(asSigned)) !== sealed.seal) return 'does-not-match';
  return sealed.corrections.length === 0 ? 'signed' : 'changed-after-signing';
}

/** The card as it was signed, or null when a logged correction does not fit the card it is said of. */
function undoCorrections(
  card: TargetCard,
  corrections: readonly CorrectionAfterSigning[],
): TargetCard | null {
  const ends = card.ends.map((end) => [...end]);
  for (const correction of [...corrections].reverse()) {
    const end = ends[correction.end];
    if (end === undefined || end[correction.arrow] !== correction.to) return null;
    end[correction.arrow] = correction.from;
  }
  return { ...card, ends };
}
