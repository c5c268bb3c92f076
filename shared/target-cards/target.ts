import { TARGET_LETTERS, type TargetLetter } from './card.js';

/**
 * The order a target is scored in (docs/scoring-a-target.md): end by end, and within an end archer by
 * archer in target order, A first. Paper does the same whichever detail shot first, so the scorer's
 * rows never change places from one end to the next.
 */

/** The most archers one target (boss) holds. */
export const MOST_ON_A_TARGET = TARGET_LETTERS.length;

/** The letters of a target of `count` archers, in target order. */
export function lettersFor(count: number): TargetLetter[] {
  if (!Number.isInteger(count) || count < 1 || count > MOST_ON_A_TARGET) {
    throw new RangeError(`A target holds 1 to ${MOST_ON_A_TARGET} archers, not ${count}`);
  }
  return TARGET_LETTERS.slice(0, count);
}

/** Where the scorer is: which end, and whose row in it. */
export interface ScoringPlace {
  end: number;
  letter: TargetLetter;
}

/**
 * Who is scored next: the first archer, in target order, whose row in the earliest unfinished end is
 * short of `endSize` arrows; null when every archer has shot their round. `arrowsByLetter` holds each
 * archer's arrows so far, and `roundArrows` how many their round has: an archer on a shorter round than
 * the others has finished earlier and is passed over in the later ends, as paper leaves their row empty.
 */
export function nextToScore(
  arrowsByLetter: ReadonlyMap<TargetLetter, number>,
  endSize: number,
  roundArrows: ReadonlyMap<TargetLetter, number>,
): ScoringPlace | null {
  const letters = TARGET_LETTERS.filter((letter) => arrowsByLetter.has(letter));
  const ends = Math.max(0, ...letters.map((letter) => Math.ceil((roundArrows.get(letter) ?? 0) / endSize)));
  for (let end = 0; end < ends; end += 1) {
    for (const letter of letters) {
      // A round whose arrows do not divide by the end size has a short last end.
      const due = Math.min((end + 1) * endSize, roundArrows.get(letter) ?? 0);
      if ((arrowsByLetter.get(letter) ?? 0) < due) return { end, letter };
    }
  }
  return null;
}

/**
 * Who signs an archer's card as its scorer. The scorer does, unless the card is the scorer's own: then
 * the next archer on the target in target order does, so no card is ever witnessed by its own archer
 * (a record claim needs a sheet the claimant did not keep). Null for a target of one, whose card nobody
 * else can sign.
 */
export function whoSignsAsScorer(
  card: TargetLetter,
  scorer: TargetLetter | null,
  onTarget: readonly TargetLetter[],
): TargetLetter | null {
  if (scorer !== null && scorer !== card) return scorer;
  const ordered = TARGET_LETTERS.filter((letter) => onTarget.includes(letter));
  const at = ordered.indexOf(card);
  if (at === -1) throw new RangeError(`Archer ${card} is not on this target`);
  if (ordered.length < 2) return null;
  return ordered[(at + 1) % ordered.length]!;
}
