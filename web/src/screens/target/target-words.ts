import type { TargetRowView, TargetView } from '../../../../shared/contract/targetContract.js';
import type { TargetLetter } from '../../../../shared/target-cards/card.js';

/**
 * The scorer's screens in words (docs/scoring-a-target.md): whose arrow is next, what each card still
 * needs before it is sealed, and the link a card travels in.
 */

/** Where the scorer is: "End 3 · arrow 2 of 3". */
export function placeWords(view: Pick<TargetView, 'next' | 'endSize' | 'ends'>): string {
  if (view.next === null) return 'Every end is written';
  return `End ${view.next.end} of ${view.ends} · arrow ${view.next.arrow} of ${view.endSize}`;
}

/** What the keys do now: write the next arrow, or correct one arrow of one archer. */
export function keysWords(
  view: Pick<TargetView, 'next' | 'endSize' | 'rows'>,
  correcting: { letter: TargetLetter; index: number } | null,
): string {
  if (correcting !== null) {
    const name = view.rows.find((row) => row.letter === correcting.letter)?.archer.name ?? correcting.letter;
    const end = Math.floor(correcting.index / view.endSize) + 1;
    const arrow = (correcting.index % view.endSize) + 1;
    return `Correct ${name}'s arrow ${arrow} of end ${end}`;
  }
  if (view.next === null) return 'Every arrow is written';
  const name = view.rows.find((row) => row.letter === view.next!.letter)?.archer.name ?? view.next.letter;
  return `${name}: arrow ${view.next.arrow}`;
}

/** What a card still needs, or that it is sealed. */
export function signingWords(
  row: Pick<TargetRowView, 'archer' | 'scorer' | 'archerSignature' | 'scorerSignature'>,
): string {
  const archer = row.archerSignature === null ? `${row.archer.name} to sign` : `Signed by ${row.archer.name}`;
  const scorer =
    row.scorerSignature === null
      ? `${row.scorer.name} to sign as scorer`
      : `signed by ${row.scorer.name} as scorer`;
  return `${archer}; ${scorer}.`;
}

/** The link a sealed card travels in: the card in its fragment, so it is never sent to a server. */
export function cardLink(origin: string, text: string): string {
  return `${origin}/card#${text}`;
}
