import type { HistoryContract } from '../../shared/contract/engine.js';
import { ok } from '../../shared/core/result.js';
import * as saved from '../../shared/commands/historyCommands.js';
import type { Projections } from '../../shared/projections/projections.js';
import { distanceReportAnswer } from '../../shared/views/distanceReport.js';
import { historyList, recentRounds, savedShootAnswer } from '../../shared/views/historyViews.js';
import { distanceAcrossShootsView, plottedShootView } from '../../shared/views/plottedViews.js';
import { progressSeries } from '../../shared/views/progressSeries.js';
import { sightAdviceView } from '../../shared/views/sightAdviceView.js';
import type { FeatureContext } from './context.js';

/** The history's handlers (shared/contract/historyContract.ts). */
export function historyHandlers({ core, now }: FeatureContext): HistoryContract {
  const savedShoot = (historyId: number) => (state: Projections) => savedShootAnswer(state, historyId);
  return {
    history: () => core.read((state) => ok(historyList(state))),
    historyItem: (historyId) => core.read(savedShoot(historyId)),
    updateShoot: (historyId, edit) => core.write(saved.updateShoot(historyId, edit), savedShoot(historyId)),
    deleteShoot: (historyId) => core.write(saved.deleteShoot(historyId), () => ok({ historyId })),
    recentRounds: () => core.read((state) => ok(recentRounds(state, now()))),
    distancePerformanceReport: (filter = {}) =>
      core.read((state) => ok(distanceReportAnswer(state, filter, now()))),
    progress: (filter = {}) =>
      core.read((state) => ok(progressSeries(state.history.shoots.values(), filter))),
    plottedShoot: (historyId) => core.read((state) => plottedShootView(state, historyId)),
    distanceAcrossShoots: (distance) => core.read((state) => distanceAcrossShootsView(state, distance)),
    sightAdvice: (request) => core.read((state) => sightAdviceView(state, request)),
  };
}
