import type { Locator } from 'playwright-core';
import type { FacePosition } from '../../shared/target-face/targetFace.js';

/** The screen point of a place on a drawn target face, from the drawing's own viewBox (mm, y down). */
export async function screenPointOnFace(drawing: Locator, position: FacePosition) {
  const box = await drawing.boundingBox();
  const viewBox = (await drawing.getAttribute('viewBox'))?.split(' ').map(Number);
  if (box === null || viewBox?.length !== 4) throw new Error('the face is not drawn');
  const [minX, minY, width, height] = viewBox as [number, number, number, number];
  return {
    x: box.x + ((position.x - minX) / width) * box.width,
    y: box.y + ((-position.y - minY) / height) * box.height,
  };
}
