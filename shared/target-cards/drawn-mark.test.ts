import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSignatureMark, MOST_STROKE_CHARACTERS } from './card.js';
import { strokesOf, strokesPath, strokesText } from './drawn-mark.js';

describe('a finger-drawn signature on a card', () => {
  it('is the strokes on a 64 by 64 grid, two characters a point, strokes apart', () => {
    const text = strokesText(
      [
        [
          { x: 0, y: 0 },
          { x: 300, y: 150 },
        ],
        [{ x: 300, y: 300 }],
      ],
      300,
      300,
    );
    expect(text).toBe('AA_g __');
    expect(strokesOf(text)).toEqual([
      [
        { x: 0, y: 0 },
        { x: 63, y: 32 },
      ],
      [{ x: 63, y: 63 }],
    ]);
    expect(strokesPath(text)).toBe('M0 0L63 32M63 63h0.5');
  });

  it('always fits the card and is a mark the card reads, however long the drawing', () => {
    const point = fc.record({ x: fc.integer({ min: 0, max: 320 }), y: fc.integer({ min: 0, max: 160 }) });
    fc.assert(
      fc.property(
        fc.array(fc.array(point, { minLength: 1, maxLength: 400 }), { minLength: 1, maxLength: 12 }),
        (strokes) => {
          const text = strokesText(strokes, 320, 160);
          expect(text.length).toBeLessThanOrEqual(MOST_STROKE_CHARACTERS);
          expect(isSignatureMark('drawn', text)).toBe(true);
          for (const stroke of strokesOf(text)) {
            for (const { x, y } of stroke) {
              expect(x).toBeGreaterThanOrEqual(0);
              expect(y).toBeLessThan(64);
            }
          }
        },
      ),
    );
  });
});
