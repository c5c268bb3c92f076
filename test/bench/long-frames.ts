/**
 * The frames that held the main thread, with the scripts that ran in them (the browser's
 * long-animation-frame entries, frames over 50 ms of work, blocking or not): installed before any
 * script of the page (`addInitScript`), so the cold-open bench can say what overlapped a slow tap
 * (issue #49). Chromium only; elsewhere the list stays empty and the bench says so.
 */

declare global {
  interface Window {
    longFrames: LongFrame[] | null;
  }
}

export interface LongFrame {
  start: number;
  duration: number;
  /** Each script's entry point and file ("TimerHandler:setTimeout index-abc.js"), with its own duration. */
  scripts: Array<{ what: string; duration: number }>;
}

export function recordLongFrames() {
  if (!PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    window.longFrames = null;
    return;
  }
  const frames: LongFrame[] = [];
  window.longFrames = frames;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const scripts = (entry as PerformanceEntry & { scripts?: PerformanceEntry[] }).scripts ?? [];
      frames.push({
        start: entry.startTime,
        duration: entry.duration,
        scripts: scripts.map((script) => {
          const detail = script as PerformanceEntry & {
            invoker?: string;
            sourceURL?: string;
            sourceFunctionName?: string;
          };
          const file = (detail.sourceURL ?? '').split('/').pop() ?? '';
          const where = [detail.sourceFunctionName, file].filter(Boolean).join('@');
          return { what: `${detail.invoker ?? '?'} ${where}`.trim(), duration: script.duration };
        }),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}
