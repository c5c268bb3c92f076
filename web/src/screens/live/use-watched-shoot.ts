import { useEffect } from 'react';
import { liveSession } from '../../live/live-session.js';
import type { ShootFeed } from '../../live/live-session-types.js';
import { useLiveSession } from '../../live/live-actions.js';

const LOADING: ShootFeed = { state: 'loading' };

/** Follows a shoot live while the screen is open; null code follows nothing. */
export function useWatchedShoot(shootCode: string | null): ShootFeed | null {
  const feed = useLiveSession((live) => (shootCode ? live.feeds[shootCode] : undefined));
  useEffect(() => (shootCode ? liveSession().watch(shootCode) : undefined), [shootCode]);
  return shootCode ? (feed ?? LOADING) : null;
}
