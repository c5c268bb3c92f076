import { fail, ok, type Result } from '../shared/core/result.js';
import type { ShootLocation } from '../shared/history/historyItem.js';

/**
 * Reverse geocoding for a saved shoot's location (docs/product.md section 7): one GET to a place-lookup service
 * with the latitude and longitude; the answer gives the place name and, for the Traveller achievements,
 * the country and region. Any failure (offline, refused, slow, odd answer) is data: the shoot simply
 * stays saved without a place name.
 */

/** Nominatim's reverse lookup (JSON v2, zoom 18, address details); {lat} and {lon} are filled in. */
export const DEFAULT_REVERSE_GEOCODING_URL =
  'https://nominatim.openstreetmap.org/reverse?format=jsonv2&lat={lat}&lon={lon}&zoom=18&addressdetails=1';

/** docs/product.md section 9: geolocation gives up after 10 s; the lookup is held to the same patience. */
const LOOKUP_TIMEOUT_MS = 10_000;

/** docs/product.md section 7: the place name is the first two of these present in the address. */
const PLACE_PARTS = [
  'building',
  'leisure',
  'amenity',
  'shop',
  'tourism',
  'club',
  'road',
  'suburb',
  'village',
  'town',
  'city',
] as const;

type PlaceAnswer = Pick<ShootLocation, 'placeName' | 'country' | 'region'>;

type LookupFailure = 'lookup-failed';

function lookupUrl(template: string, latitude: number, longitude: number): string {
  return template
    .replaceAll('{lat}', encodeURIComponent(String(latitude)))
    .replaceAll('{lon}', encodeURIComponent(String(longitude)));
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Reads a reverse-geocoding answer; null when it names no place at all. */
export function readPlaceAnswer(answer: unknown): PlaceAnswer | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const body = answer as Record<string, unknown>;
  const address =
    typeof body['address'] === 'object' && body['address'] !== null
      ? (body['address'] as Record<string, unknown>)
      : {};
  const parts = PLACE_PARTS.flatMap((key) => text(address[key]) ?? []).slice(0, 2);
  const fromDisplayName = (text(body['display_name']) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .slice(0, 3);
  const placeName = (parts.length > 0 ? parts : fromDisplayName).join(', ');
  const country = text(address['country_code'])?.toUpperCase();
  const region = text(address['state']);
  if (placeName === '' && country === undefined) return null;
  return { placeName, ...(country ? { country } : {}), ...(region ? { region } : {}) };
}

export async function reverseGeocode(
  template: string,
  latitude: number,
  longitude: number,
  fetchPlace: typeof fetch = fetch,
  timeoutMs = LOOKUP_TIMEOUT_MS,
): Promise<Result<PlaceAnswer, LookupFailure>> {
  try {
    const response = await fetchPlace(lookupUrl(template, latitude, longitude), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return fail('lookup-failed', `HTTP error! status: ${response.status}`);
    const place = readPlaceAnswer(await response.json());
    return place ? ok(place) : fail('lookup-failed', 'The answer names no place');
  } catch (error) {
    return fail('lookup-failed', `Network error: ${error instanceof Error ? error.message : String(error)}`);
  }
}
