import { copyPositions } from '../target-face/positionChecks.js';
import type { HistoryItemView, HistorySummary } from '../contract/views.js';
import type { HistoryItem } from '../history/historyItem.js';
import { shootEndRecords } from '../history/derivedFields.js';
import { sortByDateAscending } from '../history/historyQueries.js';
import { roundSummary } from './currentShootView.js';
import { scorecardView } from './shootFigures.js';
import { handicapOf, type SavedShoot } from './historyProjection.js';
import type { Projections } from './projections.js';
import { shootResult } from './shootResult.js';
import { tally } from '../scoring/arrowCounts.js';
import { tieBreakColumns } from '../scoring/tieBreaks.js';
import { NO_VI_CLASSIFICATION } from '../rounds/vi.js';

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
  return { ...rest, arrowsShot: scores.length, ...(note === undefined ? {} : { classificationNote: note }) };
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
    scorecard: shoot.round ? scorecardView(item.scores, shoot.round) : null,
    notes: state.notes.forShoot(item.id),
    result: shootResult(state, shoot),
    classificationNote: shoot.assessment.classificationNote ?? null,
    tieBreaks: shoot.round ? tieBreakColumns(tally(item.scores, shoot.round), shoot.round, item.date) : [],
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
