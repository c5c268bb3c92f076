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
