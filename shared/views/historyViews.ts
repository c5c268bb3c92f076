import { cardOnShoot } from '../target-cards/card-on-shoot.js';
import { copyPositions } from '../target-face/positionChecks.js';
import type { HistoryItemView, HistorySummary } from '../contract/historyViews.js';
import type { HistoryItem } from '../history/historyItem.js';
import { shootEndRecords } from '../history/derivedFields.js';
import { missingArrows, type MissingArrows } from '../history/missingArrows.js';
import { recentGameTypes, sortByDateAscending } from '../history/historyQueries.js';
import { roundSummary } from './currentShootView.js';
import { sheetLayouts } from './shootFigures.js';
import { handicapOf, type SavedShoot } from '../projections/historyProjection.js';
import type { Projections } from '../projections/projections.js';
import { shootResult } from './shootResult.js';
import { tally } from '../scoring/arrowCounts.js';
import { tieBreakColumns } from '../scoring/tieBreaks.js';
import { NO_VI_CLASSIFICATION } from '../rounds/vi.js';
import { fail, ok } from '../core/result.js';
import type { EngineEvent } from '../events/eventTypes.js';
import { arrowsCsv, shootsCsv } from '../share/csv.js';

/**
 * Saved shoots as the history screens and exports show them: the stored fields plus what the
 * projection worked out (classification, handicap, top score, average per end). A worked-out value
 * wins; a shoot the rules cannot assess (unknown round, no profile) keeps the value it came with.
 */

type DerivedItem = HistoryItem & { topScore: boolean; averagePerEnd: number | null };

function withDerived(state: Projections, shoot: SavedShoot): DerivedItem {
  const item: DerivedItem = {
    ...shoot.item,
    topScore: state.history.isTopScore(shoot),
    averagePerEnd: shoot.averagePerEnd,
    // Said on every shoot, worked out for older ones, so the history and a backup agree.
    complete: shoot.complete,
  };
  const classification = shoot.assessment.classification ?? shoot.item.classification;
  if (classification) item.classification = { ...classification };
  const handicap = handicapOf(shoot);
  if (handicap !== undefined) item.handicap = handicap;
  return item;
}

/** The shoot's flag when its arrows fall short of its round, as a field to spread (absent otherwise). */
function missingArrowsFlag(shoot: SavedShoot): { missingArrows?: MissingArrows } {
  const missing = missingArrows(shoot.item, shoot.round);
  return missing === null ? {} : { missingArrows: missing };
}

/** Positions as a fresh array of fresh points, so no caller can change the stored shoot through them. */
function copiedPositions(item: HistoryItem): Pick<HistoryItem, 'positions'> {
  return item.positions === undefined ? {} : { positions: copyPositions(item.positions) };
}

function historySummary(state: Projections, shoot: SavedShoot): HistorySummary {
  const { scores, endTotals: _ends, positions: _positions, ...rest } = withDerived(state, shoot);
  // The list has no round to tell a VI shoot by, so it is told here that U/C would not be true.
  const note =
    shoot.assessment.classificationNote ??
    (shoot.round?.discipline === 'vi' ? NO_VI_CLASSIFICATION : undefined);
  return {
    ...rest,
    arrowsShot: scores.length,
    ...(note === undefined ? {} : { classificationNote: note }),
    ...missingArrowsFlag(shoot),
  };
}

/**
 * A saved shoot as a backup carries it: docs/product.md section 3 fields, derived ones included, with its own copies
 * of the arrays.
 */
export function exportedHistoryItem(
  state: Projections,
  shoot: SavedShoot,
): DerivedItem & Required<Pick<HistoryItem, 'endTotals'>> {
  const item = withDerived(state, shoot);
  return {
    ...item,
    scores: [...item.scores],
    ...copiedPositions(item),
    endTotals: shootEndRecords(item, shoot.round),
  };
}

/**
 * A saved shoot in full, for its own screen and the save's answer: what a backup carries, plus its round,
 * scorecard, notes and result.
 */
export function historyItemView(state: Projections, shoot: SavedShoot): HistoryItemView {
  const item = exportedHistoryItem(state, shoot);
  return {
    ...item,
    round: shoot.round ? roundSummary(shoot.round) : null,
    scorecard: shoot.round ? sheetLayouts(item.scores, shoot.round) : null,
    notes: state.notes.forShoot(item.id),
    result: shootResult(state, shoot),
    classificationNote: shoot.assessment.classificationNote ?? null,
    card: item.targetCard === undefined ? null : cardOnShoot(item.targetCard, item),
    tieBreaks: shoot.round ? tieBreakColumns(tally(item.scores, shoot.round), shoot.round, item.date) : [],
    ...missingArrowsFlag(shoot),
  };
}

/**
 * The whole history list, newest first. The History screen filters it itself, on the rows it already
 * holds, so a filter change never waits on the worker.
 */
export function historyList(state: Projections): HistorySummary[] {
  const ordered = sortByDateAscending(
    [...state.history.shoots.values()].map((shoot) => ({ shoot, date: shoot.item.date, id: shoot.item.id })),
  ).reverse();
  return ordered.map(({ shoot }) => historySummary(state, shoot));
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

export function recentRounds(state: Projections, now: Date) {
  return recentGameTypes(
    [...state.history.shoots.values()].map((s) => s.item),
    now,
  );
}

/** The two CSV files of the whole history, oldest shoot first (the worker encodes them to bytes). */
export function csvTexts(state: Projections): { shoots: string; arrows: string; shootCount: number } {
  const shoots = sortByDateAscending(
    [...state.history.shoots.values()].map((shoot) => exportedHistoryItem(state, shoot)),
  );
  const find = (name: string) => state.context.findRound(name);
  return { shoots: shootsCsv(shoots, find), arrows: arrowsCsv(shoots, find), shootCount: shoots.length };
}
