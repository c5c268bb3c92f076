import type { DistancePerformanceFilter } from '../contract/distances.js';
import { fail, ok } from '../core/result.js';
import type { EngineEvent } from '../events/eventTypes.js';
import { recentGameTypes, sortByDateAscending } from '../history/historyQueries.js';
import { unknownGameType } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { firstNotOnFace, notAScoreOn } from '../scoring/notAScore.js';
import { arrowsCsv, shootsCsv } from '../share/csv.js';
import { bowClassFor } from '../sight-marks/estimate.js';
import { sightEstimateView, type SightEstimateQuery } from '../sight-marks/estimateView.js';
import { seasonStartDates } from '../time/seasons.js';
import { currentShootView, whatINeedView } from './currentShootView.js';
import { scorecardView } from './shootFigures.js';
import { distancePerformanceReport } from './distanceReport.js';
import { exportedHistoryItem, historyItemView } from './historyViews.js';
import { compareWithBackup } from './compareBackup.js';
import type { Projections } from './projections.js';

/**
 * The engine's answers that are more than one call: a view assembled from the projections, or the
 * failure the contract gives when what was asked for is not there. The worker only wires these to its
 * reads and writes.
 */

export function currentShootAnswer(state: Projections, now: Date) {
  const view = currentShootView(state, now);
  return view ? ok(view) : fail('unknown-game-type', unknownGameType(state.current.roundName));
}

export function currentScorecardAnswer(state: Projections) {
  const round = state.context.findRound(state.current.roundName);
  return round
    ? ok(scorecardView(state.current.arrows, round))
    : fail('unknown-game-type', unknownGameType(state.current.roundName));
}

/** The score card of any arrows on a round, as the score screen draws it. */
export function scorecardOfAnswer(state: Projections, roundName: string, arrows: readonly ArrowValue[]) {
  const round = state.context.findRound(roundName);
  if (!round) return fail('unknown-game-type', unknownGameType(roundName));
  const notOnFace = firstNotOnFace(arrows, round);
  if (notOnFace !== undefined) return fail('invalid-arrow', notAScoreOn(notOnFace, round.name));
  return ok(scorecardView(arrows, round));
}

export function savedShootAnswer(state: Projections, historyId: number) {
  const found = state.history.get(historyId);
  return found
    ? ok(historyItemView(state, found))
    : fail('no-such-shoot', `There is no saved shoot ${historyId}`);
}

/** The shoot a save just stored, as the history shows it. */
export function shootSavedAnswer(state: Projections, event: EngineEvent | null) {
  return event?.type === 'shoot-saved'
    ? savedShootAnswer(state, event.payload.historyId)
    : fail('storage-failed', 'The shoot was not saved');
}

export function noteAnswer(state: Projections, noteId: string) {
  const found = state.notes.get(noteId);
  return found ? ok({ ...found }) : fail('no-such-note', `There is no note ${noteId}`);
}

/** What I need on a round named for round selection (from nothing), else on the shoot being scored. */
export function whatINeedAnswer(state: Projections, roundName: string | undefined, now: Date) {
  const name = roundName ?? state.current.roundName;
  const round = state.context.findRound(name);
  if (!round) return fail('unknown-game-type', unknownGameType(name));
  const arrows = roundName === undefined ? state.current.arrows : [];
  return ok(whatINeedView(state, round, arrows, now));
}

export function recentRounds(state: Projections, now: Date) {
  return recentGameTypes(
    [...state.history.shoots.values()].map((s) => s.item),
    now,
  );
}

/**
 * The distance report in the seasons containing today by the season rule of docs/product.md section 9 (profiles, imported ones above
 * all, may hold the start dates of a season long past).
 */
export function distanceReportAnswer(state: Projections, filter: DistancePerformanceFilter, now: Date) {
  return distancePerformanceReport(state.history.shoots.values(), filter, seasonStartDates(now));
}

/** The sight mark a save just stored, as saved. */
export function savedSightMarkAnswer(state: Projections, event: EngineEvent | null) {
  const mark = event?.type === 'sight-mark-saved' ? state.sightMarks.get(event.payload.mark.id) : undefined;
  return mark ? ok({ ...mark }) : fail('storage-failed', 'The sight mark was not saved');
}

export function sightEstimateAnswer(state: Projections, query: SightEstimateQuery) {
  return sightEstimateView([...state.sightMarks.values()], query, bowClassFor(state.profile.bowType));
}

export function backupComparisonAnswer(state: Projections, file: unknown) {
  const comparison = compareWithBackup(state, file);
  return comparison ? ok(comparison) : fail('invalid-import', 'The backup could not be read');
}

/** The two CSV files of the whole history, oldest shoot first (the worker encodes them to bytes). */
export function csvTexts(state: Projections): { shoots: string; arrows: string; shootCount: number } {
  const shoots = sortByDateAscending(
    [...state.history.shoots.values()].map((shoot) => exportedHistoryItem(state, shoot)),
  );
  const find = (name: string) => state.context.findRound(name);
  return { shoots: shootsCsv(shoots, find), arrows: arrowsCsv(shoots, find), shootCount: shoots.length };
}
