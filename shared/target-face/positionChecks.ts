import { isFiniteNumber } from '../core/finiteNumber.js';
import { isPlainObject } from '../core/plainObject.js';
import type { FacePosition } from './targetFace.js';

/**
 * Checks of plotted positions read from storage or a file. They are untrusted, and replay computes with
 * them, so only finite millimetres near the face get through.
 */

/** Bounds what a position may be: well beyond any face (a 122 cm face is 610 mm from centre to edge). */
const MAX_POSITION_MM = 5000;

/** A plotted arrow position: finite millimetres, x and y, within a few metres of the face centre. */
export function isArrowPosition(raw: unknown): raw is FacePosition {
  return (
    isPlainObject(raw) &&
    isFiniteNumber(raw['x']) &&
    isFiniteNumber(raw['y']) &&
    Math.abs(raw['x']) <= MAX_POSITION_MM &&
    Math.abs(raw['y']) <= MAX_POSITION_MM
  );
}

/**
 * Fresh points with only x and y: what state, views and saved shoots hold, so no caller shares (and can
 * change) another's position, and no stray field read from a file rides along.
 */
export function copyPositions(positions: ReadonlyArray<FacePosition | null>): Array<FacePosition | null> {
  return positions.map((p) => (p === null ? null : { x: p.x, y: p.y }));
}

/** Plotted positions aligned with `arrowCount` arrows: each a position or null. */
export function isPositionList(raw: unknown, arrowCount: number): raw is Array<FacePosition | null> {
  return (
    Array.isArray(raw) && raw.length === arrowCount && raw.every((p) => p === null || isArrowPosition(p))
  );
}
