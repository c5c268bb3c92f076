import { lazy, Suspense, useEffect, useState } from 'react';
import { LazyPart } from '../chrome/LazyPart.js';
import { afterStartUp } from '../after-start-up.js';
import { useEngine } from '../engine/engine-context.js';
import { useWatching } from '../chrome/watching.js';
import { firstOpenChoice, settleSetup, setupSettled, type FirstOpenChoice } from './first-open-setup.js';

// Fetched only for a new archer, after the score card is usable: it never weighs on the cold open (#30).
const loadSheet = () => import('./FirstOpenSheet.js');
const FirstOpenSheet = lazy(loadSheet);

/**
 * Offers the first-open setup to a new archer (first-open-setup.ts). Decided after start-up, from the
 * profile and the recent rounds the worker already holds; once decided either way it is not asked again.
 *
 * On a device that has not settled it, the decision and the sheet's code come a moment after the
 * keypad (0.4 to 0.9 s in Chromium on a cold open), and a quick first tap used to land on the card the
 * sheet then covered. Until the sheet is there or known not to come, a clear layer takes those taps
 * ('holding'), so nothing is scored that the archer did not see the card take. A settled device, the
 * everyday open, never gets the layer.
 */
export function FirstOpenGate() {
  const engine = useEngine();
  const [choice, setChoice] = useState<FirstOpenChoice | 'deciding'>(() =>
    setupSettled() ? 'not-needed' : 'deciding',
  );
  // Someone watching a shoot is not setting up: the sheet waits until this device opens the app itself.
  const watching = useWatching();

  useEffect(() => {
    if (setupSettled()) return;
    let live = true;
    void afterStartUp(engine).then(async () => {
      const [profile, recent] = await Promise.all([engine.profile(), engine.recentRounds()]);
      if (!live) return;
      // Not known this time: the card is the archer's, and the sheet is decided on the next open.
      if (!profile.ok || !recent.ok) return setChoice('not-needed');
      const decided = firstOpenChoice({
        settled: setupSettled(),
        profile: profile.value,
        hasShoots: recent.value.length > 0,
      });
      // An archer who already has data is never asked, now or later.
      if (decided === 'not-needed') settleSetup();
      // The sheet's code before the layer goes, so the sheet replaces it in one step. A failed fetch
      // is LazyPart's to say when the sheet is drawn.
      else await loadSheet().catch(() => undefined);
      if (live) setChoice(decided);
    });
    return () => {
      live = false;
    };
  }, [engine]);

  if (choice === 'not-needed' || watching) return null;
  const holding = <div className="first-open-holding" aria-hidden="true" />;
  if (choice === 'deciding') return holding;
  const done = () => {
    settleSetup();
    setChoice('not-needed');
  };
  return (
    <LazyPart name="the setup sheet" overlay>
      <Suspense fallback={holding}>
        <FirstOpenSheet onDone={done} />
      </Suspense>
    </LazyPart>
  );
}
