import type { ChangeTopic } from './changes.js';
import type { SightEstimateQuery, SightEstimateView } from '../sight-marks/estimateView.js';
import type { SightMark } from '../sight-marks/sightMark.js';
import type { SightMarkInput } from './sightMarkViews.js';
import type { EngineResult } from './answers.js';

/** Sight marks, sorted as docs/product.md section 9 says, and their estimates; worker/sightMarks.ts. */
export interface SightMarksContract {
  sightMarks(): Promise<EngineResult<SightMark[]>>;
  saveSightMark(mark: SightMarkInput): Promise<EngineResult<SightMark>>;
  deleteSightMark(sightMarkId: string): Promise<EngineResult<{ sightMarkId: string }>>;
  /**
   * The estimated mark for a distance with none recorded, from this archer's marks of one extension
   * setting, shaped for the profile's bow type (docs/sight-marks.md), with the points of its chart.
   */
  estimateSightMark(query: SightEstimateQuery): Promise<EngineResult<SightEstimateView>>;
}

/**
 * What each read of SightMarksContract depends on, declared once beside it (issue #46): a change batch with none of
 * these topics leaves the read's answer as it was, so a query of it is fetched again on these alone.
 */
export const SIGHT_MARKS_READS = {
  sightMarks: ['sight-marks'],
  estimateSightMark: ['sight-marks', 'profile'],
} as const satisfies Partial<Record<keyof SightMarksContract, readonly ChangeTopic[]>>;
