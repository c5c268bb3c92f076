/**
 * The colour of each scoring zone as printed on the face (drawing only: scores come from the worker).
 * Ten-zone and imperial faces share the gold, red, blue, black and white bands; Worcester and field
 * faces are black with a white or yellow centre.
 */
import type { ArrowValue, ScoringSystem } from '../../../shared/rounds/round.js';
import { bandColour, type BandColour } from '../../../shared/scoring/ringColour.js';

export type ZoneColour = BandColour;

export function zoneColour(scoring: ScoringSystem, value: ArrowValue): ZoneColour {
  const points = value === 'X' ? 10 : value === 'M' ? 0 : value;
  switch (scoring) {
    case 'Worcester':
    case 'Worcester_2_ring':
    case 'IFAA_field_expert':
    case 'AA_national_field':
      return points === 5 ? 'white' : 'black';
    case 'WA_field':
      return points >= 5 ? 'gold' : 'black';
    case 'IFAA_field':
      return points === 5 ? 'white' : 'black';
    case 'Beiter_hit_miss':
      return 'white';
    case '10_zone':
    case '10_zone_6_ring':
    case '10_zone_5_ring':
    case '10_zone_compound':
    case '10_zone_5_ring_compound':
    case '11_zone':
    case '11_zone_6_ring':
    case '11_zone_5_ring':
    case '5_zone':
      return bandColour(points);
  }
}
