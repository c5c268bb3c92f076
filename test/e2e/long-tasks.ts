import type { BrowserContext, Page } from 'playwright-core';

/**
 * Main-thread tasks over 50 ms, as the browser reports them: pass `recordLongTasks` to
 * `page.addInitScript` so it runs before the app's own scripts and sees every long task of the page.
 */

declare global {
  interface Window {
    longTasks: Array<{ start: number; duration: number }>;
  }
}

export function recordLongTasks() {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** A new page of the device that records its long tasks from its first script on. */
export async function newPageRecordingLongTasks(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(recordLongTasks);
  return page;
}

/** The page's own clock (performance.now()), to measure from: the driver's clock is not the page's. */
export function pageTime(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** Whether this browser reports long tasks at all: without it, "no long task" would prove nothing. */
export function longTasksAreReported(page: Page): Promise<boolean> {
  return page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('longtask'));
}

/** Long tasks reported so far that started at or after `since` (page time). */
export function longTasksSince(page: Page, since: number) {
  return page.evaluate((start) => window.longTasks.filter((task) => task.start >= start), since);
}

/** Long tasks that started at or after `since` (page time), once two more frames have been drawn. */
export async function longTasksSinceOnceDrawn(page: Page, since: number) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  return longTasksSince(page, since);
}

/**
 * Shows the recorder works on this page: runs a deliberate 80 ms task of the page's own and resolves once
 * it is reported (a task run from the test driver is not attributed to the page, hence the timer).
 */
export async function aDeliberateLongTaskIsSeen(page: Page): Promise<void> {
  const since = await page.evaluate(() => {
    const now = performance.now();
    setTimeout(() => {
      const start = performance.now();
      while (performance.now() - start < 80);
    }, 0);
    return now;
  });
  await page.waitForFunction(
    (from) => window.longTasks.some((task) => task.start >= from && task.duration > 50),
    since,
  );
}
