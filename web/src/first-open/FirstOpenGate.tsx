import { lazy, useEffect, useState } from 'react';
import { LazyPart } from '../chrome/LazyPart.js';
import { afterStartUp } from '../after-start-up.js';
import { useEngine } from '../engine/engine-context.js';
import { useWatching } from '../chrome/watching.js';
import { firstOpenChoice, settleSetup, setupSettled, type FirstOpenChoice } from './first-open-setup.js';

// Fetched only for a new archer, after the score card is usable: it never weighs on the cold open (#30).
const FirstOpenSheet = lazy(() => import('./FirstOpenSheet.js'));

/**
 * Offers the first-open setup to a new archer (first-open-setup.ts). Decided after start-up, from the
 * profile and the recent rounds the worker already holds; once decided either way it is not asked again.
 */
export function FirstOpenGate() {
  const engine = useEngine();
  const [choice, setChoice] = useState<FirstOpenChoice | 'deciding'>('deciding');
  // Someone watching a shoot is not setting up: the sheet waits until this device opens the app itself.
  const watching = useWatching();

  useEffect(() => {
    if (setupSettled()) return;
    let live = true;
    void afterStartUp(engine).then(async () => {
      const [profile, recent] = await Promise.all([engine.profile(), engine.recentRounds()]);
      if (!live || !profile.ok || !recent.ok) return;
      const decided = firstOpenChoice({
        settled: setupSettled(),
        profile: profile.value,
        hasShoots: recent.value.length > 0,
      });
      // An archer who already has data is never asked, now or later.
      if (decided === 'not-needed') settleSetup();
      setChoice(decided);
    });
    return () => {
      live = false;
    };
  }, [engine]);

  if (choice !== 'offer' || watching) return null;
  const done = () => {
    settleSetup();
    setChoice('not-needed');
  };
  return (
    <LazyPart name="the setup sheet" overlay>
      <FirstOpenSheet onDone={done} />
    </LazyPart>
  );
}
