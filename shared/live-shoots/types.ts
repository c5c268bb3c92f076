/**
 * The live-shoot wire contract (docs/product.md section 7) shared by the server and the PWA: request bodies,
 * answers and WebSocket messages. Pure types; the server validates every body it receives.
 */
import type { ArrowValue } from '../rounds/round.js';

/** Header that carries the participant token returned by join; required by score, finish and leave. */
export const PARTICIPANT_TOKEN_HEADER = 'x-participant-token';

/** How the leaderboard was ordered: by total when everyone shoots the same round with the same bow. */
export type RankedBy = 'score' | 'handicap';

export interface Participant {
  /** Public, stable id of this archer in this shoot (the participant scorecard route uses it). */
  id: string;
  archerName: string;
  roundName: string;
  bowType: string;
  gender: string | null;
  ageGroup: string | null;
  /** Raw total of the arrows shot so far. */
  totalScore: number;
  arrowsShot: number;
  currentClassification: string | null;
  scores: ArrowValue[];
  /** Saved with every arrow of the round shot: the score is locked and complete. */
  finished: boolean;
  /**
   * Saved before the round was complete ("Retired after N arrows", shared/live-shoots/retirement.ts): the
   * score is locked, but the archer is not finished, has no handicap and ranks below those still
   * shooting. Absent from servers older than this field, which read as not retired.
   */
  retired?: boolean;
  /**
   * 1 = leading. Level totals on one round are split by the tie-break columns of the shoot's era
   * (shared/live-shoots/leaderboard.ts); still level, they share a position (1, 2, 2, 4).
   */
  position: number;
  /** Position among the archers shooting the same round, by total. */
  roundPosition: number;
  /**
   * AGB handicap implied by the score so far on the arrows shot so far (a whole number, as the score
   * card gives it: shared/live-shoots/leaderboard.ts), or null before the first scoring arrow. Lower
   * is better.
   */
  handicap: number | null;
  joinedAt: string;
  updatedAt: string;
}

export interface LiveShoot {
  code: string;
  title: string;
  creatorName: string;
  createdAt: string;
  /** Last join, score, finish or leave; the shoot expires a fixed time after it. */
  lastActivityAt: string;
  expiresAt: string;
  /**
   * Counts the shoot's committed changes: of two views of one shoot, the larger revision is the newer.
   * Servers deliver changes in this order; a client may rely on it.
   */
  revision: number;
  rankedBy: RankedBy;
  /** Ordered by position, then name. */
  participants: Participant[];
}

// ---- Requests ----

export interface CreateShootRequest {
  creatorName: string;
  /** Optional; defaults to "{creatorName}'s shoot". */
  title?: string;
}

export interface JoinShootRequest {
  archerName: string;
  roundName: string;
  bowType: string;
  gender?: string | null;
  ageGroup?: string | null;
}

/** Body of PUT score and PUT finish. totalScore and arrowsShot must agree with scores. */
export interface ScoreUpdateRequest {
  archerName: string;
  roundName: string;
  totalScore: number;
  arrowsShot: number;
  currentClassification?: string | null;
  scores: ArrowValue[];
  gender?: string | null;
  ageGroup?: string | null;
}

// ---- Answers ----

/** Every error answer of the API has this body. */
export interface ErrorAnswer {
  success: false;
  error: string;
  /** One line per problem when a body failed validation. */
  details?: string[];
}

export interface CreateShootAnswer {
  success: true;
  shoot: LiveShoot;
  code: string;
}

export interface JoinShootAnswer {
  success: true;
  shoot: LiveShoot;
  /** Secret of this archer in this shoot: send it as x-participant-token on score, finish and leave. */
  participantToken: string;
  participantId: string;
}

export interface ShootAnswer {
  success: true;
  shoot: LiveShoot;
}

/**
 * GET /api/shoots/{code} when the shoot does not exist or has expired (status 404).
 * @public
 */
export interface ShootNotFoundAnswer extends ErrorAnswer {
  shoot: null;
}

export interface LeaveShootAnswer {
  success: true;
}

// ---- WebSocket (/ws) ----

export type ClientMessage =
  { type: 'subscribe'; shootCode: string } | { type: 'unsubscribe'; shootCode: string };

export type NotificationData =
  | { type: 'joined_shoot'; archerName: string; roundName: string; bowType: string; message: string }
  | { type: 'left_shoot'; archerName: string; message: string }
  | {
      type: 'position_change';
      archerName: string;
      previousPosition: number;
      position: number;
      message: string;
    }
  | { type: 'score_update'; archerName: string; totalScore: number; arrowsShot: number; message: string }
  | {
      type: 'archer_finished';
      archerName: string;
      totalScore: number;
      arrowsShot: number;
      message: string;
      /** The archer stopped before the round was complete (the message then says "retired"). */
      retired?: boolean;
    };

/** @public The five kinds of server notification (docs/product.md section 7). */
export type NotificationType = NotificationData['type'];

export type ServerMessage =
  | { type: 'subscribed'; shootCode: string; success: true }
  | { type: 'subscribed'; shootCode: string; success: false; error: string }
  | { type: 'unsubscribed'; shootCode: string; success: true }
  | { type: 'update'; shootCode: string; data: { shoot: LiveShoot } }
  | { type: 'notification'; shootCode: string; data: NotificationData & { timestamp: string } }
  /** A message the server could not understand; the socket stays open. */
  | { type: 'error'; error: string };
