import { useEffect, useEffectEvent, useRef } from 'react';
import { archerPauses } from '../archer-pauses.js';
import { useAtTheLineChoices } from './use-at-the-line-choices.js';
import type { startWakeLockKeeper, WakeLockApi, WakeLockEvent } from './wake-lock-machine.js';

type Keeper = ReturnType<typeof startWakeLockKeeper>;

/** Where the browser has no wake lock the machine has stopped for good, and there is nothing to tell it. */
function tell(keeper: Keeper, event: WakeLockEvent): void {
  if (keeper.getSnapshot().status === 'active') keeper.send(event);
}

/** The browser's wake lock at the machine's boundary, or undefined where it has none. */
function browserWakeLock(): WakeLockApi | undefined {
  if (typeof navigator === 'undefined' || !('wakeLock' in navigator) || !navigator.wakeLock) return undefined;
  const { wakeLock } = navigator;
  return { request: (type) => wakeLock.request(type) };
}

/** The machine's chunk, fetched outside the hook so the React Compiler compiles the hook (it takes no import()). */
function loadWakeLockMachine() {
  return import('./wake-lock-machine.js');
}

/**
 * Keeps the screen on while the card has a round with arrows on it (docs/at-the-line.md): wanted from the
 * first arrow while "Keep the screen on" is set, each arrow starting the hour again, taken again when the
 * page is back in front, and let go when the round is saved or discarded (no arrows left on the card), the
 * setting is turned off, or the card is left. The actor is made here rather than through useActorRef so
 * that leaving the card lets go of the lock before the actor stops, which running its exit would not do.
 * Its machine (with xstate) is fetched as the card is first drawn, not with the keypad's first frame
 * (issue #42): no lock is wanted before the first arrow, and once it is here it is told what is wanted.
 *
 * What is wanted is told at the archer's next pause (`whenQuiet`, archer-pauses.ts), never in a tap's
 * own frame: the machine's first run was 2-5 ms of a cold open's first tap (CPU profile, issue #49), and
 * a screen that stays on a second later than the first arrow is no different to the archer. Letting go
 * is told at once.
 */
export function useWakeLock(
  arrowCount: number,
  whenQuiet: () => Promise<void> = () => archerPauses.turn(),
): void {
  const { keepScreenOn } = useAtTheLineChoices();
  // Made by the first effect once the machine's code is here.
  const keeper = useRef<Keeper | null>(null);
  // One turn asked for at a time, however many arrows come before it: it tells what is wanted then.
  const turn = useRef<'none' | 'asked'>('none');
  const wanted = keepScreenOn && arrowCount > 0;

  // An hour with no arrow let the screen sleep: the next arrow wants it on again, so WANT goes with each.
  const tellWanted = useEffectEvent(() => {
    if (!keeper.current || !wanted) return;
    tell(keeper.current, { type: 'WANT' });
    tell(keeper.current, { type: 'ARROW' });
  });
  const tellWhenQuiet = useEffectEvent(() => {
    if (turn.current === 'asked') return;
    turn.current = 'asked';
    void whenQuiet().then(() => {
      turn.current = 'none';
      tellWanted();
    });
  });

  useEffect(() => {
    let actor: Keeper | null = null;
    let left = false;
    const inFront = () => {
      if (actor && document.visibilityState === 'visible') tell(actor, { type: 'VISIBLE' });
    };
    document.addEventListener('visibilitychange', inFront);
    void loadWakeLockMachine().then(({ startWakeLockKeeper }) => {
      if (left) return;
      actor = startWakeLockKeeper(browserWakeLock());
      keeper.current = actor;
      // What is wanted now, for a machine that comes after the card's first arrows.
      tellWhenQuiet();
    });
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', inFront);
      if (actor) {
        tell(actor, { type: 'LET_GO' });
        actor.stop();
      }
      keeper.current = null;
    };
  }, []);

  useEffect(() => tellWhenQuiet(), [arrowCount]);

  useEffect(() => {
    if (wanted) tellWhenQuiet();
    else if (keeper.current) tell(keeper.current, { type: 'LET_GO' });
  }, [wanted]);
}
