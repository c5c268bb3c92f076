import type { EngineResult } from '../contract/engine.js';
import { fail, ok } from '../core/result.js';
import type { DistanceUnit } from '../rounds/round.js';
import { bowClassFor, verticalValue } from '../sight-marks/estimate.js';
import { learnMarkScale, type LearnedMarkScale } from '../sight-marks/markScale.js';
import { distanceInMetres } from '../sight-marks/ordering.js';
import { sightAdvice, type SightAdvice, type SightUnits } from '../target-face/sightAdvice.js';
import { analyseShoot } from '../target-face/shootAnalysis.js';
import type { Projections } from './projections.js';

/** What the archer asks: advice from one distance of a saved shoot, in their own units. */
export interface SightAdviceRequest {
  historyId: number;
  /** 0-based distance of the shoot (as in plottedShoot). */
  distanceIndex: number;
  units:
    | { kind: 'millimetres'; sightRadiusMm: number; higherMarkMovesSight: 'up' | 'down' | null }
    /** Their own marks: the scale is learned from their sight marks with these notches (any if null). */
    | { kind: 'marks'; notches: number | null; sightRadiusMm: number | null };
  /** The mark the group was shot with; by default the recorded mark for the distance, if there is one. */
  currentMark?: number | null;
}

export interface SightAdviceView {
  distance: { distance: number; unit: DistanceUnit };
  advice: SightAdvice;
  /** The scale learned from the sight marks (marks units), or null in millimetres. */
  markScale: LearnedMarkScale | null;
  /** The mark the advice started from (given, or the recorded one), or null. */
  currentMark: number | null;
}

/** Sight advice from a saved shoot's plotted group at one distance (fliers left out). */
export function sightAdviceView(
  state: Projections,
  request: SightAdviceRequest,
): EngineResult<SightAdviceView> {
  const shoot = state.history.get(request.historyId);
  if (shoot === undefined)
    return fail('no-such-shoot', `There is no saved shoot ${String(request.historyId)}`);
  if (shoot.round === undefined)
    return fail('unknown-game-type', `Unknown game type: ${shoot.item.gameType}`);
  const block = analyseShoot(shoot.item, shoot.round).distances.find(
    (d) => d.distanceIndex === request.distanceIndex,
  );
  if (block === undefined || block.distance === null || block.group === null)
    return fail('no-plotted-group', 'No arrows were plotted at that distance of this shoot');
  const distance = { distance: block.distance.distance, unit: block.distance.unit };
  const units = request.units;
  const marks = [...state.sightMarks.values()].filter(
    (mark) => units.kind !== 'marks' || units.notches === null || mark.notches === units.notches,
  );
  const recorded = marks.find((mark) => mark.distance === distance.distance && mark.unit === distance.unit);
  const currentMark =
    request.currentMark !== undefined
      ? request.currentMark
      : recorded
        ? verticalValue(recorded.vertical)
        : null;

  let settings: SightUnits;
  let markScale: LearnedMarkScale | null = null;
  if (units.kind === 'marks') {
    const known = marks.flatMap((mark) => {
      const value = verticalValue(mark.vertical);
      return value === null ? [] : [{ distance: mark.distance, unit: mark.unit, mark: value }];
    });
    markScale = learnMarkScale(known, distance, bowClassFor(state.profile.bowType));
    if (markScale.kind === 'refused')
      return fail('invalid-sight-settings', `Cannot learn your sight's scale: ${markScale.reason}`);
    settings = { kind: 'marks', scale: markScale, sightRadiusMm: units.sightRadiusMm };
  } else {
    settings = units;
  }
  const advice = sightAdvice({
    group: block.group.grouped,
    distanceMetres: distanceInMetres(distance.distance, distance.unit),
    units: settings,
    currentMark,
  });
  if (!advice.ok) return fail('invalid-sight-settings', advice.error.message);
  return ok({ distance, advice: advice.value, markScale, currentMark });
}
