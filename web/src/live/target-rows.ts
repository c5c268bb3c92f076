import type { TargetView } from '../../../shared/contract/targetContract.js';
import type { TargetRowNow } from '../../../shared/live-shoots/live-target.js';

/** The target's sheet as a live update reads it: each archer's round, arrows so far, total and seal. */
export function targetRowsNow(view: TargetView): TargetRowNow[] {
  return view.rows.map((row) => ({
    letter: row.letter,
    archer: row.archer,
    round: row.round,
    ends: row.ends,
    total: row.total,
    sealed: row.sealed !== null,
  }));
}
