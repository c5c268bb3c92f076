import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { ScorecardLayout } from '../../../../shared/contract/scoreCardViews.js';
import { useEngineConnection } from '../../engine/engine-context.js';
import { keepScoreCard } from '../../engine/last-score-card.js';
import { takeEarlyTaps } from '../../first-frame/early-card.js';
import { ScoreCardSession } from './score-card-session.js';
import type { ScoreCardSnapshot } from './score-card-snapshot.js';

/**
 * The score card's session (score-card-session.ts) bound to React: made once for the card on the
 * engine it is mounted on (the app's for the page's life, a test's for its mount), drawn from its
 * snapshot, told the layout on screen, and connected while the card is on screen (its effects are taken
 * down while the card is hidden under the result, and it reads the card again when shown).
 */
export function useCurrentShoot(layout: ScorecardLayout): {
  session: ScoreCardSession;
  card: ScoreCardSnapshot;
} {
  const connection = useEngineConnection();
  const [session] = useState(() => new ScoreCardSession(connection, layout));
  const card = useSyncExternalStore(session.subscribe, session.getSnapshot);
  // Before the paint: a turn of the phone shows the other layout in its own frame.
  useLayoutEffect(() => session.showIn(layout), [session, layout]);
  useEffect(() => session.connect(), [session]);
  // The taps made before React drew the card (first-frame/early-card.ts), in the frame that replaces
  // that page: before the paint, so the archer never sees them go and come back. Taken once, so a second
  // run of the effect (StrictMode) replays nothing again.
  useLayoutEffect(() => session.replay(takeEarlyTaps()), [session]);
  // What the worker answered is what the next cold open draws first (last-score-card.ts). A layout
  // effect, so it is noted in the same task that puts the card on screen: a page closed the moment after
  // (a discard, then the app swiped away) writes this card when hidden, not the one before it.
  const answered = card.answered;
  useLayoutEffect(() => {
    if (answered !== null) keepScoreCard({ shoot: answered.shoot, sheet: answered.sheet, logPosition: 0 });
  }, [answered]);
  if (card.unreadable !== null) throw card.unreadable;
  return { session, card };
}
