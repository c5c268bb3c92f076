import { MOST_STROKE_CHARACTERS } from './card.js';

/**
 * A finger-drawn signature as a card carries it (card.ts, SignatureMark 'drawn'): the strokes scaled
 * onto a 64 by 64 grid, each point two base64url characters (x, then y down from the top), strokes
 * separated by a space, at most 100 points, so it travels in a link and a QR code with the card.
 */

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const GRID = 64;
const MOST_POINTS = MOST_STROKE_CHARACTERS / 2;

export interface Point {
  x: number;
  y: number;
}

/** One grid position, 0 to 63, from a place on a pad `size` wide or high. */
function onGrid(value: number, size: number): number {
  return Math.min(GRID - 1, Math.max(0, Math.round((value / size) * (GRID - 1))));
}

/**
 * The strokes drawn on a pad `width` by `height` (points in the pad's own units, y down), as the card's
 * text. Points landing on the grid square of the one before are dropped; a drawing with more points than
 * a card holds keeps every n-th point of each stroke and its last, so its shape stays. Empty for nothing drawn.
 */
export function strokesText(strokes: readonly (readonly Point[])[], width: number, height: number): string {
  const size = Math.max(width, height);
  const gridded = strokes
    .map((stroke) => {
      const points: [number, number][] = [];
      for (const point of stroke) {
        const at: [number, number] = [onGrid(point.x, size), onGrid(point.y, size)];
        const last = points.at(-1);
        if (!last || last[0] !== at[0] || last[1] !== at[1]) points.push(at);
      }
      return points;
    })
    .filter((points) => points.length > 0);
  const total = gridded.reduce((sum, points) => sum + points.length, 0);
  // Spaces between strokes count against the characters too.
  const room = MOST_POINTS - Math.ceil((gridded.length - 1) / 2);
  const step = total > room ? Math.ceil(total / Math.max(1, room - gridded.length)) : 1;
  return gridded
    .map((points) =>
      points
        .filter((_, index) => index % step === 0 || index === points.length - 1)
        .map(([x, y]) => DIGITS[x]! + DIGITS[y]!)
        .join(''),
    )
    .join(' ')
    .slice(0, MOST_STROKE_CHARACTERS)
    .trim();
}

/** The strokes of a drawn mark on the 64 by 64 grid, to draw it again (an SVG path, a printed sheet). */
export function strokesOf(text: string): Point[][] {
  return text
    .split(' ')
    .filter((stroke) => stroke.length >= 2)
    .map((stroke) => {
      const points: Point[] = [];
      for (let at = 0; at + 1 < stroke.length; at += 2) {
        points.push({ x: DIGITS.indexOf(stroke[at]!), y: DIGITS.indexOf(stroke[at + 1]!) });
      }
      return points;
    });
}

/** An SVG path of a drawn mark in a 64 by 64 box: a dot for a one-point stroke, else its line. */
export function strokesPath(text: string): string {
  return strokesOf(text)
    .map((points) =>
      points.length === 1
        ? `M${points[0]!.x} ${points[0]!.y}h0.5`
        : points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(''),
    )
    .join('');
}
