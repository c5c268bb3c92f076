import type { EngineFailureReason } from '../contract/engine.js';
import { ok, type Result } from '../core/result.js';
import type { EngineEvent } from '../events/eventTypes.js';
import type { EventSource } from '../events/makeEvent.js';
import type { ShootLocation } from '../history/historyItem.js';
import { updateShoot } from './historyCommands.js';
import type { SavedShoot } from '../projections/historyProjection.js';
import type { Projections } from '../projections/projections.js';

/**
 * Which saved shoots still want their place looked up (docs/product.md section 3: the place name is "filled in
 * later" when a location service supplies one). A shoot saved without signal gets its name once the app
 * is online again, within bounds: only recent shoots, a few at a time, a few tries each, so a service
 * that never answers (or an old history imported without places) never turns into a flood of requests.
 */
export const PLACE_LOOKUP_LIMITS = {
  /** Shoots shot longer ago than this are left as they are. */
  recentMs: 30 * 24 * 60 * 60 * 1000,
  /** At most this many shoots looked up per retry. */
  shootsPerRetry: 20,
  /** Attempts per shoot (the one at save time included) before giving up on it. */
  triesPerShoot: 3,
} as const;

interface PlaceToLookUp {
  historyId: number;
  location: ShootLocation;
}

/**
 * Shoots with a location but no country (the lookup has not answered yet), shot in the last 30 days and
 * tried fewer than three times, newest first, at most 20.
 */
export function shootsAwaitingPlace(
  shoots: Iterable<SavedShoot>,
  now: number,
  triesSoFar: ReadonlyMap<number, number>,
): PlaceToLookUp[] {
  const waiting: Array<PlaceToLookUp & { time: number }> = [];
  for (const shoot of shoots) {
    const location = shoot.item.location;
    if (location === undefined || location.country !== undefined) continue;
    if (shoot.time === null || now - shoot.time > PLACE_LOOKUP_LIMITS.recentMs) continue;
    if ((triesSoFar.get(shoot.item.id) ?? 0) >= PLACE_LOOKUP_LIMITS.triesPerShoot) continue;
    waiting.push({ historyId: shoot.item.id, location, time: shoot.time });
  }
  return waiting
    .sort((a, b) => b.time - a.time)
    .slice(0, PLACE_LOOKUP_LIMITS.shootsPerRetry)
    .map(({ historyId, location }) => ({ historyId, location }));
}

/** What a lookup found for a shoot's place. */
type FoundPlace = Pick<ShootLocation, 'placeName' | 'country' | 'region'>;

/**
 * Decides, inside the write queue, what a lookup's answer changes: nothing if the shoot was deleted or
 * its location moved while the lookup was under way, else the place added to the location, keeping a
 * name the archer typed.
 */
export function storeFoundPlace(historyId: number, asked: ShootLocation, found: FoundPlace) {
  return (state: Projections, source: EventSource): Result<EngineEvent | null, EngineFailureReason> => {
    const at = state.history.get(historyId)?.item.location;
    if (at?.latitude !== asked.latitude || at.longitude !== asked.longitude) return ok(null);
    const placeName = at.placeName || found.placeName;
    return updateShoot(historyId, { location: { ...at, ...found, placeName } })(state, source);
  };
}
