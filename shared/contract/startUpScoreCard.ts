import type { EngineResult, ScoreCardView } from './engine.js';
import type { ScorecardLayout } from './scoreCardViews.js';

/**
 * The one message the worker posts unasked, outside Comlink (whose listener ignores messages without its
 * id): the score card read from the start-up snapshot, sent the moment it is read. A page's question
 * could only arrive once the page's scripts have run, and by then the worker may be replaying years of
 * history in one long task that the answer would wait behind (issue #30; docs/performance.md).
 */
export const START_UP_SCORE_CARD = 'archery-start-up-score-card';

export interface StartUpScoreCardMessage {
  type: typeof START_UP_SCORE_CARD;
  answer: EngineResult<ScoreCardView>;
}

export function isStartUpScoreCardMessage(data: unknown): data is StartUpScoreCardMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === START_UP_SCORE_CARD &&
    typeof (data as { answer?: unknown }).answer === 'object'
  );
}

/**
 * What the page posts the worker as it starts it, also outside Comlink: the layout the score card will
 * be drawn in, for the card the worker posts unasked to carry that layout's sheet only. The worker
 * posts nothing before it hears this (web/public/engine-boot.js sends it; engine-client.ts when it
 * starts the worker itself).
 */
export const SCORE_CARD_LAYOUT = 'archery-score-card-layout';

export interface ScoreCardLayoutMessage {
  type: typeof SCORE_CARD_LAYOUT;
  layout: ScorecardLayout;
}

export function isScoreCardLayoutMessage(data: unknown): data is ScoreCardLayoutMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, layout } = data as { type?: unknown; layout?: unknown };
  return type === SCORE_CARD_LAYOUT && (layout === 'portrait' || layout === 'landscape');
}
