import { isCompoundBow } from '../classifications/category.js';
import type { EngineResult } from '../contract/engine.js';
import { fail, ok } from '../core/result.js';
import { unknownGameType } from '../rounds/catalogue.js';
import type { DistanceUnit } from '../rounds/round.js';
import {
  compareAcrossShoots,
  type DistanceComparison,
  type ShootAtDistance,
} from '../target-face/groupTrends.js';
import { analyseShoot, positionsAtDistance, type ShootAnalysis } from '../target-face/shootAnalysis.js';
import type { Projections } from '../projections/projections.js';

/**
 * The analysis of plotted arrows (issue #18) as the worker hands it to the screens: the statistics are
 * worked out here, beside the data, never on the page.
 */

/** One saved shoot's plotted arrows by distance and end, with groups, fliers and trends. */
export function plottedShootView(state: Projections, historyId: number): EngineResult<ShootAnalysis> {
  const shoot = state.history.get(historyId);
  if (shoot === undefined) return fail('no-such-shoot', `There is no saved shoot ${String(historyId)}`);
  if (shoot.round === undefined) return fail('unknown-game-type', unknownGameType(shoot.item.gameType));
  return ok(analyseShoot(shoot.item, shoot.round, isCompoundBow(shoot.snapshot.bowType ?? '')));
}

/**
 * One distance compared across every saved shoot that plotted arrows there, oldest first. Only shoots
 * with positions are laid out, so a history of keypad shoots costs a glance per shoot.
 */
export function distanceAcrossShootsView(
  state: Projections,
  distance: { distance: number; unit: DistanceUnit },
): EngineResult<DistanceComparison> {
  const shoots: ShootAtDistance[] = [];
  for (const shoot of state.history.shoots.values()) {
    if (shoot.item.positions === undefined || shoot.round === undefined) continue;
    const positions = positionsAtDistance(shoot.item, shoot.round, distance);
    if (positions.length > 0)
      shoots.push({ shootId: String(shoot.item.id), date: shoot.item.date, positions });
  }
  return ok(compareAcrossShoots(shoots));
}
