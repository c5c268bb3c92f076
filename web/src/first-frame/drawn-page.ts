import type { DrawnPage } from '../device-storage/shapes.js';

/**
 * The app's page as it is drawn now, when it shows the score card ready to score: no dialog, no arrow
 * being corrected, not hidden under a result, at /. Kept with the card (engine/last-score-card.ts) so the
 * next cold open can draw this page, with working keys, before React has loaded (early-card.ts). Anything
 * else is not kept: that open waits for the app to draw the card, as it always has.
 */
export function drawnPage(): DrawnPage | undefined {
  if (typeof document === 'undefined' || location.pathname !== '/') return undefined;
  const root = document.getElementById('root');
  const card = root?.querySelector('.score-screen');
  if (!root || !card || (typeof card.checkVisibility === 'function' && !card.checkVisibility()))
    return undefined;
  if (root.querySelector('.score-keypad-correcting, dialog, [role="dialog"], [role="alertdialog"]'))
    return undefined;
  return {
    html: root.innerHTML,
    dockHeight: document.documentElement.style.getPropertyValue('--score-dock-height'),
  };
}
