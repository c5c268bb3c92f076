import type { ShootLocation } from '../../../../shared/history/historyItem.js';

/** Where the shoot happened, as far as the browser will say. */
export type LocationLookup =
  | { state: 'asking' }
  | { state: 'found'; location: ShootLocation }
  | { state: 'unavailable'; reason: string };

// docs/product.md section 9: high accuracy, 10 s timeout, positions up to 5 min old are good enough.
const options: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 5 * 60_000 };

/**
 * Asks the browser once for the archer's position. Never rejects: no permission or no fix is simply
 * "unavailable", and saving goes ahead without a location. The place name is left empty for the worker
 * to fill in later.
 */
export function lookUpLocation(): Promise<LocationLookup> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    return Promise.resolve({ state: 'unavailable', reason: 'This browser cannot tell where you are.' });
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          state: 'found',
          location: {
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
            placeName: '',
          },
        }),
      (error) =>
        resolve({
          state: 'unavailable',
          reason: error.code === error.PERMISSION_DENIED ? 'Location not shared.' : 'No location found.',
        }),
      options,
    );
  });
}
