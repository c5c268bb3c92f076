/**
 * A shoot's arrows as ianseo keeps them: one arrow string per distance. ianseo's distances are the
 * round's passes as shot, so a WA 720 is two distances of 36 arrows at the same range, although the
 * app counts them as one distance of 72 (shared/scoring/ends.ts merges passes at the same range).
 */
import { fail, ok, type Result } from '../core/result.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { arrowsOfLetters, lettersOfArrows, type LetterProblem } from './arrowLetters.js';

type IanseoRound = Pick<Round, 'passes' | 'scores'>;

/** How many arrows each of ianseo's distances holds for this round (its passes' arrow counts). */
export function ianseoDistanceSizes(round: Pick<Round, 'passes'>): number[] {
  return round.passes.map((pass) => pass.arrows);
}

/**
 * A shoot's arrows as ianseo arrow strings, one per distance of the round; a distance not reached yet
 * is an empty string, and arrows beyond the round's last distance stay on the last (never dropped).
 */
export function ianseoDistanceStrings(arrows: readonly ArrowValue[], round: Pick<Round, 'passes'>): string[] {
  const sizes = ianseoDistanceSizes(round);
  let cursor = 0;
  return sizes.map((size, index) => {
    const end = index === sizes.length - 1 ? arrows.length : cursor + size;
    const slice = arrows.slice(cursor, end);
    cursor = Math.max(cursor, Math.min(end, arrows.length));
    return lettersOfArrows(slice, 'ianseo', round);
  });
}

export type DistanceStringsProblem = LetterProblem | 'distance-count-mismatch' | 'distance-overfull';

/**
 * The shoot's arrows from ianseo arrow strings, one per distance, in shot order. A string holding more
 * arrows than its distance, or a different number of strings than the round has distances, is refused:
 * it belongs to another round.
 */
export function arrowsOfIanseoDistances(
  strings: readonly string[],
  round: IanseoRound,
): Result<ArrowValue[], DistanceStringsProblem> {
  const sizes = ianseoDistanceSizes(round);
  if (strings.length !== sizes.length) {
    return fail(
      'distance-count-mismatch',
      `${strings.length} arrow strings for a round of ${sizes.length} distances`,
    );
  }
  const arrows: ArrowValue[] = [];
  for (const [index, text] of strings.entries()) {
    const read = arrowsOfLetters(text, 'ianseo', round);
    if (!read.ok) return fail(read.error.reason, `Distance ${index + 1}: ${read.error.message}`);
    const size = sizes[index] ?? 0;
    if (read.value.arrows.length > size) {
      return fail(
        'distance-overfull',
        `Distance ${index + 1} holds ${read.value.arrows.length} arrows; the round shoots ${size} there`,
      );
    }
    arrows.push(...read.value.arrows);
  }
  return ok(arrows);
}
