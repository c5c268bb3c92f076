import { describe, expect, it } from 'vitest';
import { roundByName } from '../../../shared/rounds/catalogue.js';
import { targetFaceForArrow, type TargetFace } from '../../../shared/target-face/targetFace.js';
import { faceToScreen, faceViewBox, magnifierLayout, mmPerPixel, screenToFace } from './face-geometry.js';

function faceOf(roundName: string, arrowIndex = 0): TargetFace {
  const face = targetFaceForArrow(roundByName(roundName), arrowIndex);
  if (face === null) throw new Error(`${roundName} has no face`);
  return face;
}

describe('tapping a drawn face', () => {
  const york = faceOf('york');
  const box = faceViewBox(york);
  // The face drawn 366 px square, 12 px from the left and 100 px down the page.
  const rect = { left: 12, top: 100, width: 366, height: 366 };

  it('draws a 122 cm face with room round it for a miss', () => {
    expect(box.width).toBeCloseTo(1220 * 1.12);
    expect(box.minX).toBeCloseTo(-610 * 1.12);
    expect(box.minY).toBe(box.minX);
  });

  it('turns the middle of the drawing into the centre of the face', () => {
    expect(screenToFace({ x: 12 + 183, y: 100 + 183 }, rect, box)).toEqual({ x: 0, y: 0 });
  });

  it('puts up on the screen up on the face', () => {
    const high = screenToFace({ x: 195, y: 150 }, rect, box);
    expect(high.y).toBeGreaterThan(0);
    expect(high.x).toBe(0);
    const right = screenToFace({ x: 300, y: 283 }, rect, box);
    expect(right.x).toBeGreaterThan(0);
  });

  it('finds a place on the face where it was drawn (the round trip)', () => {
    const place = { x: 123.4, y: -456.7 };
    expect(screenToFace(faceToScreen(place, rect, box), rect, box)).toEqual(place);
  });

  it('knows how many millimetres one pixel covers', () => {
    expect(mmPerPixel(rect, box)).toBeCloseTo((1220 * 1.12) / 366);
  });

  it('frames every spot of a triple-spot face', () => {
    const triple = faceViewBox(faceOf('wa 18m (triple spot)'));
    // Spots 22 cm apart, each scoring 10 cm across (6 to 10): 22 + 10 cm tall, with the margin.
    expect(triple.height).toBeCloseTo((220 + 100) * 2 * 1.12);
  });
});

describe('the magnifier under the finger', () => {
  const base = {
    drawing: { width: 366, height: 366 },
    size: 128,
    gap: 36,
    zoom: 3,
    aim: { x: 100, y: 50 },
    mmPerPixel: 4,
  };

  it('sits above the finger, centred on it', () => {
    const layout = magnifierLayout({ ...base, finger: { x: 183, y: 250 } });
    expect(layout.left).toBe(183 - 64);
    expect(layout.top).toBe(250 - 36 - 128);
  });

  it('stays within the face’s width at its edges', () => {
    expect(magnifierLayout({ ...base, finger: { x: 5, y: 300 } }).left).toBe(0);
    expect(magnifierLayout({ ...base, finger: { x: 360, y: 300 } }).left).toBe(366 - 128);
  });

  it('moves beside the finger near the top, on the side with room', () => {
    const onTheRight = magnifierLayout({ ...base, finger: { x: 300, y: 40 } });
    expect(onTheRight.left).toBe(300 - 36 - 128);
    expect(onTheRight.top).toBe(0);
    const onTheLeft = magnifierLayout({ ...base, finger: { x: 60, y: 100 } });
    expect(onTheLeft.left).toBe(60 + 36);
    expect(onTheLeft.top).toBe(100 - 64);
  });

  it('shows the aim point in its middle, three times closer', () => {
    const { box } = magnifierLayout({ ...base, finger: { x: 183, y: 250 } });
    // 128 px at 4 mm a pixel is 512 mm; three times closer, 512 / 3 mm across.
    expect(box.width).toBeCloseTo(512 / 3);
    expect(box.minX + box.width / 2).toBeCloseTo(100);
    // The drawing has y down: the face's y = 50 is drawn at -50.
    expect(box.minY + box.height / 2).toBeCloseTo(-50);
  });
});
