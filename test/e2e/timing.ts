import type { Page } from 'playwright-core';

/**
 * Taps the History nav link and times, inside the page, how long until the first row is in the DOM on
 * screen, and until the frame after it (when it is painted).
 */
export function tapHistoryAndTimeFirstRows(page: Page): Promise<{ inDom: number; painted: number }> {
  return page.evaluate(
    () =>
      new Promise<{ inDom: number; painted: number }>((resolve) => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>('a')].find(
          (a) => a.textContent === 'History' && a.getAttribute('href') === '/history',
        );
        if (!link) throw new Error('No History nav link');
        let start = 0;
        const visibleRow = () => {
          const row = document.querySelector('[data-testid="history-row"]');
          return row !== null && row.getBoundingClientRect().top < window.innerHeight;
        };
        const observer = new MutationObserver(() => {
          if (!visibleRow()) return;
          observer.disconnect();
          const inDom = performance.now() - start;
          requestAnimationFrame(() => resolve({ inDom, painted: performance.now() - start }));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        start = performance.now();
        link.click();
      }),
  );
}
