/**
 * The archer's choice of units for sight advice, kept on this device (`sightUnitsSetting` in
 * device-storage/registry.ts, which reads it with parseSightUnits): millimetres at the sight (given the
 * sight radius) or their own marks (learned from their sight marks).
 */
import type { SightAdviceRequest } from '../../../../../shared/contract/sightAdvice.js';

export type SightUnitsChoice = SightAdviceRequest['units'];

/** A typical recurve sight radius (eye to aperture, extension out), mm. */
export const DEFAULT_SIGHT_RADIUS_MM = 850;

export const DEFAULT_SIGHT_UNITS: SightUnitsChoice = {
  kind: 'millimetres',
  sightRadiusMm: DEFAULT_SIGHT_RADIUS_MM,
  higherMarkMovesSight: null,
};

/** Reads a stored choice back, or the default for anything else (an old or hand-edited value). */
export function parseSightUnits(text: string | null): SightUnitsChoice {
  if (text === null) return DEFAULT_SIGHT_UNITS;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return DEFAULT_SIGHT_UNITS;
  }
  if (typeof data !== 'object' || data === null) return DEFAULT_SIGHT_UNITS;
  const record = data as Record<string, unknown>;
  const radius = record['sightRadiusMm'];
  const positive = (value: unknown): value is number => typeof value === 'number' && value > 0;
  if (record['kind'] === 'millimetres' && positive(radius)) {
    const way = record['higherMarkMovesSight'];
    return {
      kind: 'millimetres',
      sightRadiusMm: radius,
      higherMarkMovesSight: way === 'up' || way === 'down' ? way : null,
    };
  }
  if (record['kind'] === 'marks') {
    const notches = record['notches'];
    return {
      kind: 'marks',
      notches: typeof notches === 'number' && Number.isInteger(notches) && notches >= 0 ? notches : null,
      sightRadiusMm: positive(radius) ? radius : null,
    };
  }
  return DEFAULT_SIGHT_UNITS;
}
