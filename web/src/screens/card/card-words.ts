import type { TargetCardView } from '../../../../shared/contract/targetCardView.js';
import type { ArrowValue } from '../../../../shared/rounds/round.js';
import type { CorrectionAfterSigning } from '../../../../shared/target-cards/card.js';

/**
 * A signed card in the archer's words (docs/scoring-a-target.md): where the archer stood, who signed and
 * when, and what a change after signing was.
 */

/** "Target 12, archer B", or "Archer B" where the field does not number its targets. */
export function placeOnTarget(view: Pick<TargetCardView, 'targetNumber' | 'letter'>): string {
  return view.targetNumber === null
    ? `Archer ${view.letter}`
    : `Target ${view.targetNumber}, archer ${view.letter}`;
}

/** A signature's time as the archer reads it: the time of day, in the phone's own zone. */
export function signedAt(at: string, locale?: string): string {
  return new Date(at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

export function signaturesWords(
  view: Pick<TargetCardView, 'archer' | 'scorer' | 'archerSignature' | 'scorerSignature'>,
  locale?: string,
): string {
  return (
    `Scored by ${view.scorer}. Signed by ${view.archer.name} at ${signedAt(view.archerSignature.at, locale)}` +
    ` and by ${view.scorer} at ${signedAt(view.scorerSignature.at, locale)}.`
  );
}

function arrowWords(value: ArrowValue): string {
  return String(value);
}

/** "End 1, arrow 3: M changed to 7 by Marian at 21:05". */
export function correctionWords(correction: CorrectionAfterSigning, locale?: string): string {
  return (
    `End ${correction.end + 1}, arrow ${correction.arrow + 1}: ${arrowWords(correction.from)} changed to ` +
    `${arrowWords(correction.to)} by ${correction.by} at ${signedAt(correction.at, locale)}`
  );
}

/** What adding the card will record, so the archer knows before the tap. */
export function standingWords(view: Pick<TargetCardView, 'standing' | 'scorer'>): string {
  return view.standing === 'signed'
    ? `Unchanged since it was signed: it is added as witnessed by ${view.scorer}.`
    : 'Changed after signing: it is added as signed, but no longer witnessed.';
}
