import type { SightMarksContract } from '../../shared/contract/engine.js';
import { ok } from '../../shared/core/result.js';
import * as sightMarkCommands from '../../shared/commands/sightMarkCommands.js';
import { sortSightMarks } from '../../shared/sight-marks/ordering.js';
import { savedSightMarkAnswer, sightEstimateAnswer } from '../../shared/views/sightMarkViews.js';
import type { FeatureContext } from './context.js';

/** The sight marks' handlers (shared/contract/sightMarksContract.ts). */
export function sightMarksHandlers({ core }: FeatureContext): SightMarksContract {
  return {
    sightMarks: () => core.read((state) => ok(sortSightMarks([...state.sightMarks.values()]))),
    saveSightMark: (input) => core.write(sightMarkCommands.saveSightMark(input), savedSightMarkAnswer),
    deleteSightMark: (sightMarkId) =>
      core.write(sightMarkCommands.deleteSightMark(sightMarkId), () => ok({ sightMarkId })),
    estimateSightMark: (query) => core.read((state) => ok(sightEstimateAnswer(state, query))),
  };
}
