/**
 * A saved score against the archer's personal best on its round with its bow (the top-score rule of
 * shared/history/topScores.ts: best non-practice, complete score per round and bow type), as the result
 * screen shows it after a save.
 */
export type PersonalBestOutcome =
  /** Practice rounds and rounds kept incomplete take no part in personal bests. */
  | { kind: 'not-counted' }
  /** The first score on this round with this bow: a personal best with nothing to beat. */
  | { kind: 'first' }
  | { kind: 'new'; previous: number; margin: number }
  | { kind: 'equalled'; previous: number }
  | { kind: 'short'; best: number; short: number };

/** `bestOfOthers`: the best of the archer's other counted scores in the group, or null when none. */
export function personalBestOutcome(
  score: number,
  counted: boolean,
  bestOfOthers: number | null,
): PersonalBestOutcome {
  if (!counted) return { kind: 'not-counted' };
  if (bestOfOthers === null) return { kind: 'first' };
  if (score > bestOfOthers) return { kind: 'new', previous: bestOfOthers, margin: score - bestOfOthers };
  if (score === bestOfOthers) return { kind: 'equalled', previous: bestOfOthers };
  return { kind: 'short', best: bestOfOthers, short: bestOfOthers - score };
}
