import type { ArrowValue } from '../rounds/round.js';
import type { SheetLayouts } from './scoreCardViews.js';
import type { EngineResult } from './answers.js';

/** What live shoots ask of the engine; worker/live.ts. */
export interface LiveContract {
  /**
   * The score sheet of another archer's arrows (a live-shoot participant), laid out as the score card
   * lays out this archer's: `unknown-game-type` for a round the catalogue lacks, `invalid-arrow` for a
   * value not on its faces.
   */
  scorecardOf(roundName: string, arrows: readonly ArrowValue[]): Promise<EngineResult<SheetLayouts>>;
}
