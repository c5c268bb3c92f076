import type { EngineResult } from '../contract/engine.js';
import { fail, ok } from '../core/result.js';
import { unknownGameType } from '../rounds/catalogue.js';
import { bowClassFor, marksAtDistance, verticalValue } from '../sight-marks/estimate.js';
import { learnMarkScale, type LearnedMarkScale } from '../sight-marks/markScale.js';
import { distanceInMetres } from '../sight-marks/ordering.js';
import { sightAdvice, type SightUnits } from '../target-face/sightAdvice.js';
import { analyseShoot } from '../target-face/shootAnalysis.js';
import { isCompoundBow } from '../classifications/category.js';
import type { Projections } from '../projections/projections.js';
import type { SightAdviceRequest, SightAdviceView } from '../contract/sightAdvice.js';

/** Sight advice from a saved shoot's plotted group at one distance (fliers left out). */
export function sightAdviceView(
  state: Projections,
  request: SightAdviceRequest,
): EngineResult<SightAdviceView> {
  const shoot = state.history.get(request.historyId);
  if (shoot === undefined)
    return fail('no-such-shoot', `There is no saved shoot ${String(request.historyId)}`);
  if (shoot.round === undefined) return fail('unknown-game-type', unknownGameType(shoot.item.gameType));
  // The face as plottedViews lays it out for this bow (a compound's inner 10), so the two agree.
  const innerTen = isCompoundBow(shoot.snapshot.bowType ?? '');
  const block = analyseShoot(shoot.item, shoot.round, innerTen).distances.find(
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
    markScale = learnMarkScale(marksAtDistance(marks), distance, bowClassFor(state.profile.bowType));
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
