import type { DistanceUnit } from '../rounds/round.js';
import { toMetres } from '../rounds/build-round.js';
import { DEFAULT_END_SIZE, distanceLabel, effectiveEndSize } from '../scoring/ends.js';
import { averagePerEnd } from '../scoring/estimates.js';
import type { SeasonStartDates } from '../time/seasons.js';
import { parseDateMs } from '../time/dates.js';
import { bowOf, type SavedShoot } from '../projections/historyProjection.js';
import type {
  DistancePerformanceFilter,
  DistancePerformanceReport,
  DistanceReportRow,
  DistanceTally,
  DistanceTrend,
  SeasonChoice,
} from '../contract/distances.js';
import { seasonStartDates } from '../time/seasons.js';
import type { Projections } from '../projections/projections.js';

/** Shoots averaged in each rolling point of the trend. */
export const TREND_WINDOW = 5;

interface Sums extends DistanceTally {
  shoots: number;
  bestEnd: { score: number; arrows: number } | null;
  bestDozen: number | null;
  faces: Set<number>;
  /** Per dated shoot: time (ms), score and arrows at this distance. */
  dated: Array<{ time: number; id: number; score: number; arrows: number }>;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

interface SeasonBounds {
  season: SeasonChoice;
  /** ms since the epoch: from the choice's start, up to (not including) the same day a year later. */
  start: number;
  end: number;
}

/**
 * The chosen recency span, read once per report: from its start up to the same day a year later (when
 * the next one of that kind starts); null when the start date cannot be read (no shoot is in it).
 */
function seasonBounds(season: SeasonChoice, starts: SeasonStartDates): SeasonBounds | null {
  const start = new Date(parseDateMs(starts[season]) ?? NaN);
  if (Number.isNaN(start.getTime())) return null;
  const end = new Date(start);
  end.setUTCFullYear(start.getUTCFullYear() + 1);
  return { season, start: start.getTime(), end: end.getTime() };
}

/** Whether a shoot falls in the chosen span: a round of that kind, shot within it. */
function inSeason(shoot: SavedShoot, bounds: SeasonBounds | null): boolean {
  if (bounds === null || shoot.round === undefined || shoot.time === null) return false;
  if (shoot.round.isOutdoor !== (bounds.season === 'outdoor')) return false;
  return shoot.time >= bounds.start && shoot.time < bounds.end;
}

function trendOf(dated: Sums['dated']): DistanceTrend {
  dated.sort((a, b) => a.time - b.time || a.id - b.id);
  const times = new Array<number>(dated.length);
  const averages = new Array<number>(dated.length);
  const rolling = new Array<number>(dated.length);
  let windowScore = 0;
  let windowArrows = 0;
  for (let i = 0; i < dated.length; i++) {
    const point = dated[i]!;
    times[i] = point.time / 1000;
    averages[i] = round2(point.score / point.arrows);
    windowScore += point.score;
    windowArrows += point.arrows;
    const leaving = dated[i - TREND_WINDOW];
    if (leaving !== undefined) {
      windowScore -= leaving.score;
      windowArrows -= leaving.arrows;
    }
    rolling[i] = round2(windowScore / windowArrows);
  }
  return { times, averages, rolling };
}

/** The report for the shoots a filter keeps; `starts` are where the recency choices start. */
export function distancePerformanceReport(
  shoots: Iterable<SavedShoot>,
  filter: DistancePerformanceFilter,
  starts: SeasonStartDates,
): DistancePerformanceReport {
  const wantedBow = filter.bowType?.trim().toLowerCase() || undefined;
  const bowTypes = new Map<string, string>();
  const faceSizes = new Set<number>();
  const sums: Record<DistanceUnit, Map<number, Sums>> = { m: new Map(), yd: new Map() };
  const season = filter.season === undefined ? undefined : seasonBounds(filter.season, starts);
  for (const shoot of shoots) {
    const bow = bowOf(shoot);
    if (bow !== '' && !bowTypes.has(bow.toLowerCase())) bowTypes.set(bow.toLowerCase(), bow);
    for (const at of shoot.arrowSummary.distances) if (at.arrows > 0) faceSizes.add(at.faceCm);
    if (wantedBow !== undefined && bow.toLowerCase() !== wantedBow) continue;
    if (season !== undefined && !inSeason(shoot, season)) continue;
    for (const at of shoot.arrowSummary.distances) {
      if (at.arrows === 0) continue;
      if (filter.faceCm !== undefined && at.faceCm !== filter.faceCm) continue;
      const byDistance = sums[at.unit];
      let s = byDistance.get(at.distance);
      if (s === undefined) {
        s = {
          distance: at.distance,
          unit: at.unit,
          arrows: 0,
          score: 0,
          hits: 0,
          golds: 0,
          xs: 0,
          shoots: 0,
          bestEnd: null,
          bestDozen: null,
          faces: new Set(),
          dated: [],
        };
        byDistance.set(at.distance, s);
      }
      s.arrows += at.arrows;
      s.score += at.score;
      s.hits += at.hits;
      s.golds += at.golds;
      s.xs += at.xs;
      s.shoots += 1;
      s.faces.add(at.faceCm);
      if (at.bestEnd !== null && (s.bestEnd === null || at.bestEnd > s.bestEnd.score)) {
        s.bestEnd = { score: at.bestEnd, arrows: effectiveEndSize(shoot.round?.endSize) };
      }
      if (at.bestDozen !== null && (s.bestDozen === null || at.bestDozen > s.bestDozen)) {
        s.bestDozen = at.bestDozen;
      }
      if (shoot.time !== null) {
        s.dated.push({ time: shoot.time, id: shoot.item.id, score: at.score, arrows: at.arrows });
      }
    }
  }
  const distances = [...sums.m.values(), ...sums.yd.values()]
    .sort(
      (a, b) => toMetres(a.distance, a.unit) - toMetres(b.distance, b.unit) || a.unit.localeCompare(b.unit),
    )
    .map((s): DistanceReportRow => ({
      distance: s.distance,
      unit: s.unit,
      label: distanceLabel(s),
      arrows: s.arrows,
      score: s.score,
      hits: s.hits,
      golds: s.golds,
      xs: s.xs,
      shoots: s.shoots,
      averagePerArrow: round2(s.score / s.arrows),
      averagePerEnd: averagePerEnd(s.score, s.arrows, DEFAULT_END_SIZE),
      hitRate: Math.round((s.hits / s.arrows) * 1000) / 1000,
      bestEnd: s.bestEnd,
      bestDozen: s.bestDozen,
      faceSizes: [...s.faces].sort((a, b) => a - b),
      trend: trendOf(s.dated),
    }));
  const applied: DistancePerformanceFilter = {};
  if (wantedBow !== undefined) applied.bowType = bowTypes.get(wantedBow) ?? filter.bowType!.trim();
  if (filter.faceCm !== undefined) applied.faceCm = filter.faceCm;
  if (filter.season !== undefined) applied.season = filter.season;
  return {
    distances,
    bowTypes: [...bowTypes.values()].sort((a, b) => a.localeCompare(b)),
    faceSizes: [...faceSizes].sort((a, b) => a - b),
    seasons: starts,
    filter: applied,
  };
}

/**
 * The distance report with the recency choices containing today, by docs/product.md section 9's rule
 * (not the profile's stored dates: profiles, imported ones above all, may hold a start long past).
 */
export function distanceReportAnswer(state: Projections, filter: DistancePerformanceFilter, now: Date) {
  return distancePerformanceReport(state.history.shoots.values(), filter, seasonStartDates(now));
}
