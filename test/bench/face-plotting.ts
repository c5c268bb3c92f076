import type { Page } from 'playwright-core';
import type { FacePosition } from '../../shared/target-face/targetFace.js';
import { screenPointOnFace } from '../e2e/face-points.js';

declare global {
  interface Window {
    facePlotting: { lifted: number | null; painted: number[] };
  }
}

/**
 * Installed on the score card once the face is drawn: each time the face's arrows change after a finger
 * lifted, how long from the lift (the pointerup's own time stamp, so waiting in the input queue counts)
 * to the next animation frame, the frame that shows the new dot.
 */
function watchPlotting() {
  const watch: Window['facePlotting'] = { lifted: null, painted: [] };
  window.facePlotting = watch;
  const face = document.querySelector('svg.face-entry-face');
  if (face === null) throw new Error('the face is not drawn');
  face.addEventListener('pointerup', (event) => (watch.lifted = event.timeStamp), { capture: true });
  new MutationObserver(() => {
    const lifted = watch.lifted;
    if (lifted === null) return;
    watch.lifted = null;
    requestAnimationFrame(() => watch.painted.push(performance.now() - lifted));
  }).observe(face, { childList: true, subtree: true, attributes: true });
}

/**
 * Plots an arrow at each place on the score card's face, each tap once the last one's dot is drawn, and
 * returns each tap's time from the finger lifting to the frame showing its dot (ms, page clock).
 */
export async function plotAndTimeEachArrow(
  page: Page,
  positions: readonly FacePosition[],
): Promise<number[]> {
  await page.evaluate(watchPlotting);
  const face = page.getByRole('img', { name: 'Target face' });
  for (const [i, position] of positions.entries()) {
    const point = await screenPointOnFace(face, position);
    await page.mouse.click(point.x, point.y);
    await page.waitForFunction((count) => window.facePlotting.painted.length >= count, i + 1);
  }
  return page.evaluate(() => window.facePlotting.painted);
}
