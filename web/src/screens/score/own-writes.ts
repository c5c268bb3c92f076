/**
 * Whether the score card must read again after a change batch, or already shows it.
 *
 * Each of the card's writes answers with the whole card (the shoot and its sheet) and the log position it
 * was read at; each batch says the log position the worker had reached when it told it. A batch at or
 * before the position the card shows is already on screen: reading again would only repeat the answer.
 * That is the echo of the card's own write, and so a tap costs one message each way and no read.
 *
 * The batch and the write's answer cross from the worker on different message ports, so either may come
 * first. A batch heard while one of the card's writes is unanswered waits for that answer: the card reads
 * again only if the batch went further than the answer.
 */
export interface OwnWrites {
  /** The log position of the newest state the card shows from its own write (0: none yet). */
  shown: number;
  /** The card's writes sent and not answered yet. */
  unanswered: number;
  /** The furthest batch heard while a write was unanswered (0: none). */
  waiting: number;
}

export const noOwnWrites: OwnWrites = { shown: 0, unanswered: 0, waiting: 0 };

/** What to do after an event: the new state, and whether the card must read again now. */
export interface OwnWritesStep {
  next: OwnWrites;
  readAgain: boolean;
}

export function writeSent(state: OwnWrites): OwnWrites {
  return { ...state, unanswered: state.unanswered + 1 };
}

/**
 * A write of the card's answered: with the card at `logPosition` (shown), or refused or failed (null,
 * nothing new shown). Once no write is unanswered, a batch that went further than what is shown is read.
 */
export function writeAnswered(state: OwnWrites, logPosition: number | null): OwnWritesStep {
  const shown = logPosition === null ? state.shown : Math.max(state.shown, logPosition);
  const unanswered = Math.max(0, state.unanswered - 1);
  if (unanswered > 0) return { next: { shown, unanswered, waiting: state.waiting }, readAgain: false };
  return { next: { shown, unanswered, waiting: 0 }, readAgain: state.waiting > shown };
}

/** A batch that touched what the card shows, told at `logPosition`. */
export function batchHeard(state: OwnWrites, logPosition: number): OwnWritesStep {
  if (logPosition <= state.shown) return { next: state, readAgain: false };
  if (state.unanswered > 0)
    return { next: { ...state, waiting: Math.max(state.waiting, logPosition) }, readAgain: false };
  return { next: state, readAgain: true };
}
