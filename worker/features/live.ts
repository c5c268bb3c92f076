import type { LiveContract } from '../../shared/contract/engine.js';
import { scorecardOfAnswer } from '../../shared/views/currentShootView.js';
import type { FeatureContext } from './context.js';

/** What live shoots ask of the engine (shared/contract/liveContract.ts). */
export function liveHandlers({ core }: FeatureContext): LiveContract {
  return {
    scorecardOf: (roundName, arrows) => core.read((state) => scorecardOfAnswer(state, roundName, arrows)),
  };
}
