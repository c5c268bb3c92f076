import type { EngineResult } from './engine.js';
import type { CurrentShootView, ScorecardView } from './views.js';

/** The score card as the page first draws it: the shoot being scored and its sheet. */
export type ScoreCardAnswer = [EngineResult<CurrentShootView>, EngineResult<ScorecardView>];

/**
 * The one message the worker posts unasked, outside Comlink (whose listener ignores messages without its
 * id): the score card read from the start-up snapshot, sent the moment it is read. A page's question
 * could only arrive once the page's scripts have run, and by then the worker may be replaying years of
 * history in one long task that the answer would wait behind (issue #30; docs/performance.md).
 */
export const START_UP_SCORE_CARD = 'archery-start-up-score-card';

export interface StartUpScoreCardMessage {
  type: typeof START_UP_SCORE_CARD;
  answer: ScoreCardAnswer;
}

export function isStartUpScoreCardMessage(data: unknown): data is StartUpScoreCardMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === START_UP_SCORE_CARD &&
    Array.isArray((data as { answer?: unknown }).answer)
  );
}
