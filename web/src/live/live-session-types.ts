import type { LiveShootReference } from '../../../shared/live-shoots/live-reference.js';
import type { LiveTargetReference } from '../../../shared/live-shoots/live-target.js';
import type { NotificationRuleState } from '../../../shared/live-shoots/notification-rules.js';
import type { LiveShoot, NotificationData } from '../../../shared/live-shoots/types.js';
import type { ConnectionStatus } from './connection-machine.js';

/** A watched shoot's leaderboard as this device knows it. */
export type ShootFeed =
  | { state: 'loading' }
  /** `receivedAt` (ms since 1970): when this leaderboard came, shown once it may be out of date. */
  | { state: 'ready'; shoot: LiveShoot; receivedAt: number }
  | { state: 'gone' }
  /** Never loaded: the server could not be reached (a loaded feed keeps its last leaderboard instead). */
  | { state: 'unreachable'; message: string };

export interface LiveSessionSnapshot {
  reference: LiveShootReference | null;
  /** A target this phone scores in a live shoot, every archer joined (docs/scoring-a-target.md). */
  target: LiveTargetReference | null;
  feeds: Readonly<Record<string, ShootFeed>>;
  connection: ConnectionStatus;
  /** Why the connection is not up, when that is worth saying (see connectionProblem). */
  connectionProblem: string | null;
  /** The browser's own word on the network: a socket can look open for a while after the signal went. */
  online: boolean;
  /** Score updates (and a finish) waiting for the server. */
  waitingUpdates: number;
  /** Arrows on this phone that the shoot's leaderboard does not have yet. */
  arrowsWaiting: number;
  /** Per shoot: which notification rules the archer has on. */
  rules: Readonly<Record<string, NotificationRuleState['enabled']>>;
}

/** Something to tell the archer (in the score card's alert slot, or a toast elsewhere). */
export type LiveNotice =
  | { kind: 'server'; shootCode: string; notification: NotificationData }
  | { kind: 'rule'; shootCode: string; message: string }
  | { kind: 'finished' }
  | { kind: 'problem'; message: string };
