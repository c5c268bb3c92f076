import type { Page } from 'playwright-core';

export interface Fling {
  /** When the fling began, on the page's clock. */
  start: number;
  frames: number;
  /** The most list items in the DOM at any frame. */
  mostItems: number;
  /** Whether the list's last item (by aria-posinset) was in the DOM at the bottom. */
  lastShown: boolean;
}

/**
 * Scrolls the page top to bottom, a screenful and a half per frame as a fast fling would, counting the
 * list items (`itemSelector`) in the DOM at every frame. It goes on for at least three frames, so a list
 * still drawing its first screen is not taken for the bottom, and looks two more frames after the bottom
 * so the last items are drawn.
 */
export function flingToTheBottom(page: Page, itemSelector: string, lastPosition: number): Promise<Fling> {
  return page.evaluate(
    ([selector, last]) =>
      new Promise<Fling>((resolve) => {
        const start = performance.now();
        let frames = 0;
        let mostItems = 0;
        const step = () => {
          frames += 1;
          mostItems = Math.max(mostItems, document.querySelectorAll(selector).length);
          const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
          if (atBottom && frames > 2) {
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve({
                  start,
                  frames,
                  mostItems,
                  lastShown: document.querySelector(`li[aria-posinset="${last}"]`) !== null,
                }),
              ),
            );
            return;
          }
          window.scrollBy(0, window.innerHeight * 1.5);
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    [itemSelector, lastPosition] as const,
  );
}
