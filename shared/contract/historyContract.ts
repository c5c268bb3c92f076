import type { ChangeTopic } from './changes.js';
import type { DistanceUnit } from '../rounds/round.js';
import type { SightAdviceRequest, SightAdviceView } from './sightAdvice.js';
import type { DistanceComparison } from '../target-face/groupTrends.js';
import type { ShootAnalysis } from '../target-face/shootAnalysis.js';
import type { DistancePerformanceFilter, DistancePerformanceReport } from './distances.js';
import type { HistoryItemView, HistorySummary, ShootEdit } from './historyViews.js';
import type { ProgressFilter, ProgressSeries } from './progress.js';
import type { EngineResult } from './answers.js';

/** Saved shoots and what is read from them: the history, progress, distances, plotted groups; worker/history.ts. */
export interface HistoryContract {
  /** Saved shoots, newest first. */
  history(): Promise<EngineResult<HistorySummary[]>>;
  historyItem(historyId: number): Promise<EngineResult<HistoryItemView>>;
  updateShoot(historyId: number, edit: ShootEdit): Promise<EngineResult<HistoryItemView>>;
  deleteShoot(historyId: number): Promise<EngineResult<{ historyId: number }>>;
  /** Round names shot in the last 42 days, most recent first. */
  recentRounds(): Promise<EngineResult<string[]>>;
  /**
   * The distance-performance screen: each distance's figures, best end and dozen and trend over time, for
   * the shoots the filter keeps (bow type, face size, outdoor rounds since 1 April or indoor since
   * 1 October, docs/product.md section 9), with the bow types and face sizes there are to choose from.
   */
  distancePerformanceReport(
    filter?: DistancePerformanceFilter,
  ): Promise<EngineResult<DistancePerformanceReport>>;
  /** Score and handicap over time on one round with one bow, personal bests and classification steps marked. */
  progress(filter?: ProgressFilter): Promise<EngineResult<ProgressSeries>>;
  /**
   * A saved shoot's plotted arrows (issue #18) by distance and end, each distance's group (centre,
   * mean radius and its SD in cm), fliers and end-by-end trends; keypad arrows do not appear.
   */
  plottedShoot(historyId: number): Promise<EngineResult<ShootAnalysis>>;
  /** One distance's plotted groups across the saved shoots, oldest first, with the trend in spread. */
  distanceAcrossShoots(distance: {
    distance: number;
    unit: DistanceUnit;
  }): Promise<EngineResult<DistanceComparison>>;
  /**
   * Which way and how far to move the sight for the plotted group at one distance of a saved shoot
   * (towards the group), in mm at the sight or in the archer's marks learned from their sight marks,
   * with the corrected mark to offer saving. `no-plotted-group`, `invalid-sight-settings` otherwise.
   */
  sightAdvice(request: SightAdviceRequest): Promise<EngineResult<SightAdviceView>>;
}

/**
 * What each read of HistoryContract depends on, declared once beside it (issue #46): a change batch with none of
 * these topics leaves the read's answer as it was, so a query of it is fetched again on these alone.
 */
export const HISTORY_READS = {
  history: ['history', 'profile'],
  historyItem: ['history', 'notes', 'profile'],
  recentRounds: ['history', 'profile'],
  distancePerformanceReport: ['history', 'profile'],
  progress: ['history', 'profile'],
  plottedShoot: ['history'],
  distanceAcrossShoots: ['history', 'profile'],
  sightAdvice: ['history', 'sight-marks', 'profile'],
} as const satisfies Partial<Record<keyof HistoryContract, readonly ChangeTopic[]>>;
