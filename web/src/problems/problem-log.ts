import { problemLogSetting } from '../device-storage/registry.js';
import type { Problem } from '../device-storage/shapes.js';
import { settingStore, type Store } from '../device-storage/store.js';
import { thisBuild } from '../engine/last-score-card.js';

/**
 * The last unexpected failures on this phone, for the archer to hand to whoever helps them (issue #43;
 * docs/failures.md). Expected refusals (a bad file, no signal) are said where they happen and are not
 * kept here; what is kept is what the app did not expect: an engine that would not start or answer, a
 * rejection nobody caught, an error nobody handled. Kept on the phone only and never sent anywhere.
 */

/** How many are kept: enough to see a pattern, few enough to copy into a message. */
export const PROBLEMS_KEPT = 50;

export type { Problem };

/** The list with one more, the oldest dropped past PROBLEMS_KEPT. */
export function withProblem(problems: readonly Problem[], problem: Problem): Problem[] {
  return [...problems, problem].slice(-PROBLEMS_KEPT);
}

/** The text Copy puts on the clipboard: one problem a line, newest first. */
export function problemReport(problems: readonly Problem[]): string {
  return problems
    .toReversed()
    .map((problem) => `${problem.at} · ${problem.version} · ${problem.doing}: ${problem.message}`)
    .join('\n');
}

/** Anything thrown or rejected, as one line of words. */
export function problemMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function problemLog(): Store<Problem[]> {
  return settingStore(problemLogSetting);
}

/** Keeps one problem; never throws (a problem log that failed would hide the problem it was given). */
export function recordProblem(doing: string, error: unknown, now = new Date()): void {
  try {
    const log = problemLog();
    log.set(
      withProblem(log.get(), {
        at: now.toISOString(),
        doing,
        message: problemMessage(error),
        version: thisBuild(),
      }),
    );
  } catch (failed) {
    console.error('The problem log could not keep a problem', failed, error);
  }
}
