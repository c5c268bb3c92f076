import type { ShootLocation } from '../history/historyItem.js';
import { PORTSMOUTHS } from './portsmouth.js';
import { combined, feats, ladder } from './ruleKit.js';
import type { AchievementRule, ShootFacts } from './types.js';

/**
 * Row 19: where the archer has shot. Locations come with the shoot (latitude and longitude from the
 * device; country and region from the reverse-geocoding answer stored with them).
 */

const EARTH_RADIUS_KM = 6371;
const KM_PER_MILE = 1.609344;
/** A location is distinct when over 1 km from every other. */
const DISTINCT_KM = 1;
const NEAR_KM = 20 * KM_PER_MILE;
const WINDSOR = { latitude: 51.4839, longitude: -0.6044 };
const PORTSMOUTH = { latitude: 50.8198, longitude: -1.088 };
const UK = 'GB';
const UK_NATIONS = new Set(['england', 'scotland', 'wales', 'northern ireland']);

type Point = Pick<ShootLocation, 'latitude' | 'longitude'>;

/** Great-circle distance (haversine). */
export function kilometresBetween(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A place as the progress lists it: its name, else its coordinates. */
function placeText(at: ShootLocation): string {
  return at.placeName || `${at.latitude.toFixed(4)}, ${at.longitude.toFixed(4)}`;
}

/** Distinct places in date order: a location joins the list when it is over 1 km from all of them. */
function distinctPlaces(places: ShootLocation[]): (shoot: ShootFacts) => number {
  return (shoot) => {
    const at = shoot.location;
    if (at !== undefined && places.every((place) => kilometresBetween(place, at) > DISTINCT_KM)) {
      places.push(at);
    }
    return places.length;
  };
}

function countries(seen: Set<string>): (shoot: ShootFacts) => number {
  return (shoot) => {
    const country = shoot.location?.country;
    if (country) seen.add(country.toUpperCase());
    return seen.size;
  };
}

function ukNations(seen: Set<string>): (shoot: ShootFacts) => number {
  return (shoot) => {
    const region = shoot.location?.region;
    if (shoot.location?.country?.toUpperCase() === UK && region && UK_NATIONS.has(region.toLowerCase())) {
      seen.add(region);
    }
    return seen.size;
  };
}

function shotNear(shoot: ShootFacts, place: Point): boolean {
  return shoot.location !== undefined && kilometresBetween(shoot.location, place) <= NEAR_KM;
}

export function travellerRule(): AchievementRule {
  const places: ShootLocation[] = [];
  const countriesSeen = new Set<string>();
  const nationsSeen = new Set<string>();
  return combined(
    ladder(
      'Traveller',
      'locations',
      [
        {
          id: 'traveller-5',
          name: 'Traveller: 5 places',
          description: 'Shoot at 5 different places',
          tier: 'bronze',
          target: 5,
        },
        {
          id: 'traveller-20',
          name: 'Traveller: 20 places',
          description: 'Shoot at 20 different places',
          tier: 'silver',
          target: 20,
        },
      ],
      distinctPlaces(places),
      undefined,
      () => places.map(placeText),
    ),
    ladder(
      'Traveller',
      'countries',
      [
        {
          id: 'traveller-2-countries',
          name: 'Traveller: 2 countries',
          description: 'Shoot in 2 countries',
          tier: 'gold',
          target: 2,
        },
      ],
      countries(countriesSeen),
      undefined,
      () => [...countriesSeen],
    ),
    ladder(
      'Traveller',
      'nations',
      [
        {
          id: 'traveller-uk-nations',
          name: 'Traveller: all 4 UK nations',
          description: 'Shoot in England, Scotland, Wales and Northern Ireland',
          tier: 'diamond',
          target: UK_NATIONS.size,
        },
      ],
      ukNations(nationsSeen),
      undefined,
      () => [...nationsSeen],
    ),
    feats('Traveller', [
      {
        id: 'traveller-windsor',
        name: 'A Windsor at Windsor',
        description: 'Shoot a Windsor within 20 miles of Windsor',
        tier: 'diamond',
        test: (shoot) => shoot.gameType.startsWith('windsor') && shotNear(shoot, WINDSOR),
      },
      {
        id: 'traveller-portsmouth',
        name: 'A Portsmouth at Portsmouth',
        description: 'Shoot a Portsmouth within 20 miles of Portsmouth',
        tier: 'diamond',
        test: (shoot) => PORTSMOUTHS.includes(shoot.gameType) && shotNear(shoot, PORTSMOUTH),
      },
    ]),
  );
}
