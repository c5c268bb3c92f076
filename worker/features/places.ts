import { ok } from '../../shared/core/result.js';
import { shootsAwaitingPlace, storeFoundPlace } from '../../shared/commands/placeLookup.js';
import type { ShootLocation } from '../../shared/history/historyItem.js';
import type { EngineCore } from '../engineCore.js';
import { reverseGeocode } from '../reverseGeocoding.js';

export interface PlaceOptions {
  /** Reverse-geocoding URL template with {lat} and {lon}; absent or empty: no lookup. */
  reverseGeocodingUrl?: string;
  fetchPlace?: typeof fetch;
  isOnline?: () => boolean;
  placeLookupGapMs?: number;
  now: () => number;
}

/**
 * The places of saved shoots, looked up after the save (docs/product.md): never awaited by the save, so a
 * failed or slow lookup leaves the shoot as saved. Not part of the contract: the worker runs it itself.
 */
export function placeLookups(core: EngineCore, options: PlaceOptions) {
  const lookups = new Set<Promise<void>>();
  /** Place lookups tried per shoot in this session: the retry bound (a new session starts again). */
  const placeTries = new Map<number, number>();
  const placesInFlight = new Set<number>();
  const online = options.isOnline ?? (() => true);

  /** Looks the saved shoot's place up and stores what the answer says, unless the shoot was deleted or moved meanwhile. */
  const lookUpPlace = (historyId: number, location: ShootLocation): Promise<void> => {
    const template = options.reverseGeocodingUrl;
    if (!template || location.country !== undefined || placesInFlight.has(historyId))
      return Promise.resolve();
    placeTries.set(historyId, (placeTries.get(historyId) ?? 0) + 1);
    placesInFlight.add(historyId);
    const lookup = reverseGeocode(template, location.latitude, location.longitude, options.fetchPlace).then(
      async (answer) => {
        if (!answer.ok) return;
        await core.write(storeFoundPlace(historyId, location, answer.value), () => ok(null));
      },
    );
    const tracked = lookup.finally(() => {
      placesInFlight.delete(historyId);
      lookups.delete(tracked);
    });
    lookups.add(tracked);
    return tracked;
  };

  /** One lookup at a time, a second apart: the public service asks for no more than one a second. */
  const lookUpMissingPlaces = () => {
    if (!options.reverseGeocodingUrl || !online()) return;
    const retry = core
      .read((state) => ok(shootsAwaitingPlace(state.history.shoots.values(), options.now(), placeTries)))
      .then(async (due) => {
        if (!due.ok) return;
        const gapMs = options.placeLookupGapMs ?? 1000;
        for (const [index, { historyId, location }] of due.value.entries()) {
          if (index > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
          if (!online()) return;
          await lookUpPlace(historyId, location);
        }
      });
    const tracked = retry.finally(() => lookups.delete(tracked));
    lookups.add(tracked);
  };

  return {
    lookUpPlace,
    lookUpMissingPlaces,
    /** Resolves once every lookup under way has been answered and stored (or given up). */
    settled: async () => {
      while (lookups.size > 0) await Promise.all([...lookups]);
    },
  };
}
