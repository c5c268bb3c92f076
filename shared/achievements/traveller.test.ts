import { describe, expect, it } from 'vitest';
import type { ShootLocation } from '../history/historyItem.js';
import { arrows, foldOf, metIds, shoot, tiersOf } from './testHistory.js';
import { kilometresBetween, travellerRule } from './traveller.js';

/** Row 19: Traveller. */

const at = (latitude: number, longitude: number, country?: string, region?: string): ShootLocation => ({
  placeName: '',
  latitude,
  longitude,
  ...(country ? { country } : {}),
  ...(region ? { region } : {}),
});

const shotAt = (location: ShootLocation, gameType = 'bray i') =>
  shoot(gameType, arrows(8, gameType === 'bray i' ? 30 : 60), { location });

/** n places 2 km apart along a meridian. */
const places = (n: number) => Array.from({ length: n }, (_, i) => shotAt(at(52 + (i * 2) / 111.2, -1)));

describe('row 19: Traveller', () => {
  it('has the tiers of the table', () => {
    expect(tiersOf(travellerRule())).toEqual({
      'traveller-5': 'bronze',
      'traveller-20': 'silver',
      'traveller-2-countries': 'gold',
      'traveller-uk-nations': 'diamond',
      'traveller-windsor': 'diamond',
      'traveller-portsmouth': 'diamond',
    });
  });

  it('counts distinct locations (over 1 km from every other): 5 and 20', () => {
    expect(metIds(places(4)).has('traveller-5')).toBe(false);
    expect(metIds(places(5)).has('traveller-5')).toBe(true);
    expect(metIds(places(19)).has('traveller-20')).toBe(false);
    expect(metIds(places(20)).has('traveller-20')).toBe(true);
    // A fifth shoot 500 m from the first is the same place.
    const near = shotAt(at(52 + 0.5 / 111.2, -1));
    expect(metIds([...places(4), near]).has('traveller-5')).toBe(false);
    expect(kilometresBetween(at(52, -1), at(52 + 1 / 111.2, -1))).toBeCloseTo(1, 1);
  });

  it('counts countries and the four UK nations from the stored reverse-geocoding answer', () => {
    const england = shotAt(at(51.5, -0.1, 'GB', 'England'));
    const scotland = shotAt(at(55.9, -3.2, 'GB', 'Scotland'));
    const wales = shotAt(at(51.5, -3.2, 'GB', 'Wales'));
    const northernIreland = shotAt(at(54.6, -5.9, 'GB', 'Northern Ireland'));
    const france = shotAt(at(48.9, 2.3, 'FR', 'Île-de-France'));
    expect(metIds([england, scotland]).has('traveller-2-countries')).toBe(false);
    expect(metIds([england, france]).has('traveller-2-countries')).toBe(true);
    expect(metIds([england, scotland, wales]).has('traveller-uk-nations')).toBe(false);
    expect(metIds([england, scotland, wales, northernIreland]).has('traveller-uk-nations')).toBe(true);
    // Progress lists what was counted (docs/product.md section 3 locationDetails).
    const fold = foldOf([england, scotland, france, { ...england, id: 999 }]);
    expect(fold.progress('traveller-uk-nations')).toEqual({
      current: 2,
      target: 4,
      unit: 'nations',
      details: ['England', 'Scotland'],
    });
    expect(fold.progress('traveller-2-countries')?.details).toEqual(['GB', 'FR']);
    expect(fold.progress('traveller-5')?.details).toEqual([
      '51.5000, -0.1000',
      '55.9000, -3.2000',
      '48.9000, 2.3000',
    ]);
    // Without a country in the answer, a location counts as a place but not a country.
    expect(metIds([shotAt(at(48.9, 2.3)), england]).has('traveller-2-countries')).toBe(false);
  });

  it('awards a Windsor within 20 miles of Windsor and a Portsmouth within 20 miles of Portsmouth', () => {
    // 0.28 degrees of latitude is about 19.3 miles; 0.3 is about 20.7.
    const windsor = (dLat: number, round = 'windsor') =>
      shoot(round, arrows(5, 108), { location: at(51.4839 + dLat, -0.6044) });
    expect(metIds([windsor(0.28)]).has('traveller-windsor')).toBe(true);
    expect(metIds([windsor(0.3)]).has('traveller-windsor')).toBe(false);
    expect(metIds([windsor(0, 'albion')]).has('traveller-windsor')).toBe(false);
    const portsmouth = (dLat: number) => shotAt(at(50.8198 + dLat, -1.088), 'portsmouth');
    expect(metIds([portsmouth(-0.28)]).has('traveller-portsmouth')).toBe(true);
    expect(metIds([portsmouth(0.3)]).has('traveller-portsmouth')).toBe(false);
  });
});
