import { lazy } from 'react';
import { LazyPart } from '../../chrome/LazyPart.js';
import { inLiveShoot } from '../../live/live-entry.js';

// With the live session it reads (the socket and its machines), fetched only when the archer is in a
// shoot: none of it is in the code the keypad's first frame waits for (issue #30).
const LiveStripShown = lazy(() => import('./LiveStripShown.js'));

/**
 * The score card in a live shoot says so: one slim line with the shoot, the archer's position and the
 * honest state of the connection ("Live", "No signal · 6 arrows waiting", "Reconnecting"), opening
 * the Live screen. Not drawn, and the live session neither fetched nor started, when the archer is in
 * no shoot.
 */
export function LiveStrip() {
  return inLiveShoot() ? (
    <LazyPart name="the live shoot's strip">
      <LiveStripShown />
    </LazyPart>
  ) : null;
}
