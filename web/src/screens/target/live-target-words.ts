import type { TargetView } from '../../../../shared/contract/targetContract.js';
import type { LiveTargetReference } from '../../../../shared/live-shoots/live-target.js';

/** The target in its live shoot, in words: who is on the board, what waits, who is not joined. */
export interface LiveTargetWords {
  onBoard: string;
  /** Scores waiting for signal, or null when none wait. */
  waiting: string | null;
  /** Archers of the target not on the board (a join that failed part way), or null. */
  notJoined: string | null;
}

/** A list as said aloud: "A", "A and B", "A, B and C". */
function spoken(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function liveTargetWords(
  view: Pick<TargetView, 'rows'>,
  target: LiveTargetReference,
  waiting: number,
  online: boolean,
): LiveTargetWords {
  const joined = view.rows.filter((row) =>
    target.archers.some((archer) => archer.letter === row.letter && archer.archerName === row.archer.name),
  );
  const missing = view.rows.filter((row) => !joined.includes(row));
  const everyone = missing.length === 0 && joined.length > 1;
  const allFinished = target.archers.length > 0 && target.archers.every((archer) => archer.finished);
  const onBoard = allFinished
    ? `Live shoot ${target.shootCode}: every signed card is on its leaderboard, final.`
    : everyone
      ? `Live shoot ${target.shootCode}: every archer's score goes to its leaderboard.`
      : `Live shoot ${target.shootCode}: ${spoken(joined.map((row) => row.archer.name))}'s scores go to its leaderboard.`;
  const scores = waiting === 1 ? '1 score' : `${waiting} scores`;
  return {
    onBoard,
    waiting:
      waiting === 0 ? null : `${scores} waiting for ${online ? 'the server' : 'signal'}: none is lost.`,
    notJoined:
      missing.length === 0 ? null : `Not on the board: ${spoken(missing.map((row) => row.archer.name))}.`,
  };
}
