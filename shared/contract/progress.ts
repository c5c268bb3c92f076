// Contract types the worker answers with (worked out in shared/views/progressSeries.ts); kept in contract/
// so the contract never imports the views.
/** Absent fields pick the round and bow with the most shoots. */
export interface ProgressFilter {
  gameType?: string;
  bowType?: string;
}

/**
 * Progress over time on one round with one bow: each shoot's score and handicap, oldest first, with the
 * personal bests and the classification steps marked. Built in the worker from the saved shoots and sent
 * as columns, the shape a chart draws from without reshaping.
 */

export interface ProgressRoundChoice {
  name: string;
  shoots: number;
}

/** A shoot that earned a class better than any before it in the series. */
export interface ClassificationStep {
  index: number;
  classification: string;
}

export interface ProgressPoint {
  shootId: number;
  /** Seconds since the epoch. */
  time: number;
  score: number;
  handicap: number | null;
  classification: string | null;
}

export interface ProgressSeries {
  /** Every round shot (lower case, as saved), most shot first. */
  rounds: ProgressRoundChoice[];
  /** Bow types shot on the chosen round, most shot first. */
  bowTypes: string[];
  /** The round and bow shown; null when there is nothing to show. */
  gameType: string | null;
  bowType: string | null;
  /** One entry per dated shoot, oldest first. */
  shootIds: number[];
  times: number[];
  scores: number[];
  /** Null where the shoot has no handicap (a practice round, an incomplete profile). */
  handicaps: (number | null)[];
  /** Indexes of shoots scoring more than every shoot before them. */
  personalBests: number[];
  classificationSteps: ClassificationStep[];
  best: ProgressPoint | null;
  latest: ProgressPoint | null;
  /** The lowest (best) handicap in the series. */
  bestHandicap: number | null;
}
