import { useRoute } from 'wouter';
import { routes } from '../routes.js';

/**
 * Whether this page is watched rather than used: the viewer and its TV mode, or an archer's scorecard
 * opened from a link. Someone watching (a parent's phone, the clubhouse TV) is not an archer setting up
 * the app, so nothing meant for the archer (the first-open setup sheet) opens over the board.
 */
export function useWatching(): boolean {
  const [viewer] = useRoute(routes.viewer);
  const [scorecard] = useRoute(routes.participantScorecard);
  // A card opened from a scorer's link comes first: setting up can wait until the archer opens the app.
  const [card] = useRoute(routes.card);
  return viewer || scorecard || card;
}
