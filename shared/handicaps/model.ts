/**
 * The AGB 2023 handicap model (Atkinson 2023), as described in docs/agb-handicaps-and-classifications.md
 * section 3: the archer's group spread grows 3.5 % per handicap point and with range, impacts are a
 * circular normal, and an arrow scores a ring when its shaft touches it.
 */
import { ringsFor } from '../rounds/faces.js';
import type { ScoringSystem } from '../rounds/round.js';

/** Scheme parameters: angular spread at the datum, % per handicap point, datum, range factor per metre. */
export const AGB_2023 = Object.freeze({
  ang0: 5.0e-4,
  step: 3.5,
  datum: 6.0,
  kd: 0.00365,
  arrowDiameterOutdoorM: 0.0055,
  arrowDiameterIndoorM: 0.0093,
});

/** Angular spread (radians) of a handicap-h archer at d metres. */
export function sigmaT(handicap: number, distanceM: number): number {
  return (
    AGB_2023.ang0 *
    (1.0 + AGB_2023.step / 100.0) ** (handicap + AGB_2023.datum) *
    Math.exp(AGB_2023.kd * distanceM)
  );
}

/** Radial spread (metres) on the target face. */
export function sigmaR(handicap: number, distanceM: number): number {
  return distanceM * sigmaT(handicap, distanceM);
}

/** Ring diameters in metres, rounded to 6 dp like the reference implementation (never matters in practice). */
interface FaceRing {
  diameterM: number;
  /** Points lost when the arrow falls outside this ring rather than inside it. */
  drop: number;
}

const faceCache = new Map<string, { top: number; rings: FaceRing[] }>();

function face(scoring: ScoringSystem, faceCm: number): { top: number; rings: FaceRing[] } {
  const cacheKey = `${scoring}|${faceCm}`;
  const cached = faceCache.get(cacheKey);
  if (cached) return cached;
  const rings = ringsFor(scoring);
  const built = {
    top: rings[0]?.points ?? 0,
    rings: rings.map((ring, i) => ({
      diameterM: Math.round(ring.fraction * faceCm * 0.01 * 1e6) / 1e6,
      drop: ring.points - (rings[i + 1]?.points ?? 0),
    })),
  };
  faceCache.set(cacheKey, built);
  return built;
}

/** Forget the per-face ring diameters (benchmarks start cold). */
export function clearFaceCache(): void {
  faceCache.clear();
}

/**
 * Expected score of one arrow: top score minus, for each ring, the points dropped times the chance of
 * landing outside it. Evaluated in this order (innermost first) to match the reference arithmetic.
 */
export function expectedArrowScore(
  scoring: ScoringSystem,
  faceCm: number,
  distanceM: number,
  handicap: number,
  indoor: boolean,
): number {
  const { top, rings } = face(scoring, faceCm);
  const arrowRadius = (indoor ? AGB_2023.arrowDiameterIndoorM : AGB_2023.arrowDiameterOutdoorM) / 2;
  const sig = sigmaR(handicap, distanceM);
  let missed = 0;
  for (const ring of rings)
    missed += ring.drop * Math.exp(-(((arrowRadius + ring.diameterM / 2) / sig) ** 2));
  return top - missed;
}
