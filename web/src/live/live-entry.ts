import type { CurrentShootView } from '../../../shared/contract/scoreCardViews.js';
import type { HistoryItemView } from '../../../shared/contract/historyViews.js';
import type { TargetView } from '../../../shared/contract/targetContract.js';
import { readLiveReference } from '../../../shared/live-shoots/live-reference.js';
import {
  liveReferenceSetting,
  liveScoreQueueSetting,
  liveTargetSetting,
} from '../device-storage/registry.js';
import { readSetting } from '../device-storage/setting.js';
import { recordProblem } from '../problems/problem-log.js';
import { runningLiveSession } from './live-slot.js';
import { targetRowsNow } from './target-rows.js';

/**
 * The doors into live shoots for the score card and the app shell. The live session (live-session.ts:
 * the socket, its XState machines, the uploader) is fetched only when this device has something live to
 * do, so none of it is in the code the keypad's first frame waits for (issue #30). What decides that is
 * the archer's reference to a shoot, read synchronously from the device.
 */

type LiveSessionModule = typeof import('./live-session.js');
let loading: Promise<LiveSessionModule> | null = null;

/** The live session's code, fetched once; screens of the Live tab import live-session.ts directly. */
function loadLiveSession(): Promise<LiveSessionModule> {
  return (loading ??= import('./live-session.js').catch((error: unknown) => {
    // No signal, or a new build replaced the code: the next view tries again, and the score is on
    // the card and in the log meanwhile (the uploader's queue sends it once the session runs).
    loading = null;
    throw error;
  }));
}

/** Uses the live session once its code is here; a fetch that fails is kept in the problem log. */
function withLiveSession(doing: string, use: (live: LiveSessionModule) => void): void {
  loadLiveSession().then(use, (error: unknown) => recordProblem(doing, error));
}

/**
 * Whether there is anything live to do: the session already runs, or this device is in a shoot (its own
 * archer, or a target it scores).
 */
function liveIsInUse(): boolean {
  return (
    runningLiveSession() !== null ||
    readSetting(liveReferenceSetting) !== null ||
    readSetting(liveTargetSetting) !== null
  );
}

/** Whether a target scored on this phone is in a live shoot, read without starting the session. */
export function targetInLiveShoot(): boolean {
  const running = runningLiveSession();
  return running !== null ? running.read().target !== null : readSetting(liveTargetSetting) !== null;
}

/** The code of the shoot this phone's own archer is in, if any: what a scorer's target most likely joins. */
export function ownLiveShootCode(): string | null {
  const running = runningLiveSession();
  if (running !== null) return running.read().reference?.shootCode ?? null;
  return readLiveReference(readSetting(liveReferenceSetting))?.shootCode ?? null;
}

/** Whether this device is in a live shoot, read without starting the session (the score card's strip). */
export function inLiveShoot(): boolean {
  const running = runningLiveSession();
  return running !== null ? running.read().reference !== null : readSetting(liveReferenceSetting) !== null;
}

/**
 * The score card's hook into live shoots, called with each view of the shoot being scored (the answer
 * to an arrow, a correction, an undo, a refetch). Costs nothing when the archer is in no shoot; views
 * that come while the session's code is being fetched are handed over in the order they came.
 */
export function currentShootChangedForLive(view: CurrentShootView): void {
  if (liveIsInUse())
    withLiveSession('sending your score to the live shoot', (live) =>
      live.liveSession().currentShootChanged(view),
    );
}

/** The score card's hook for a saved round: the finish that locks the live score. */
export function roundSavedForLive(item: HistoryItemView): void {
  if (liveIsInUse())
    withLiveSession('sending your finished round to the live shoot', (live) =>
      live.liveSession().roundSaved(item),
    );
}

/**
 * The target screen's hook into live shoots (docs/scoring-a-target.md), called with each view of the
 * target's sheet: each archer whose score changed goes to the leaderboard. Costs nothing, and starts no
 * session, when the target is in no shoot (an archer's own shoot does not count).
 */
export function targetChangedForLive(view: TargetView): void {
  if (targetInLiveShoot())
    withLiveSession("sending the target's scores to the live shoot", (live) =>
      live.liveSession().targetChanged(targetRowsNow(view)),
    );
}

/** The target left this phone (done with): nothing new is sent for it. */
export function targetEndedForLive(): void {
  if (targetInLiveShoot())
    withLiveSession('ending the target in the live shoot', (live) => live.liveSession().targetEnded());
}

/**
 * Starts the session when the browser is idle after start-up if this device is in a shoot (the
 * reference is checked, waiting scores are sent); screens that need it start it themselves.
 */
export function startLiveShootsWhenIdle(): void {
  const kept = [liveReferenceSetting, liveScoreQueueSetting, liveTargetSetting];
  if (kept.every((setting) => readSetting(setting) === null)) return;
  const start = () => withLiveSession('starting the live shoot', (live) => void live.liveSession());
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}
