import type { LiveShoot } from './types.js';

/**
 * The live shoot this device is scoring in (docs/product.md sections 3 and 4): kept across reloads so an archer
 * who closes the app mid-shoot is still in it when they come back, with the participant token the
 * server gave on joining (without it the archer could not send another score).
 */
export interface LiveShootReference {
  shootCode: string;
  archerName: string;
  roundName: string;
  /** ISO time of joining. */
  joinedAt: string;
  participantId: string;
  participantToken: string;
  /** Set once the round was saved and the finish sent: nothing more is sent. */
  finished: boolean;
}

/** docs/product.md section 9: a reference older than this is dropped on start. */
const LIVE_REFERENCE_LIFETIME_MS = 24 * 60 * 60 * 1000;

type ReferenceVerdict = 'keep' | 'expired' | 'shoot-gone' | 'not-a-participant';

/** Reads a stored reference; anything damaged or from another version reads as none. */
export function readLiveReference(stored: unknown): LiveShootReference | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === 'string' && value[key] !== '' ? value[key] : null);
  const shootCode = text('shootCode');
  const archerName = text('archerName');
  const roundName = text('roundName');
  const joinedAt = text('joinedAt');
  const participantId = text('participantId');
  const participantToken = text('participantToken');
  if (!shootCode || !archerName || !roundName || !joinedAt || !participantId || !participantToken)
    return null;
  if (Number.isNaN(Date.parse(joinedAt))) return null;
  return {
    shootCode,
    archerName,
    roundName,
    joinedAt,
    participantId,
    participantToken,
    finished: value.finished === true,
  };
}

/** docs/product.md section 4: older than 24 hours (an archer's reference, or a scored target's). */
export function isReferenceExpired(reference: Pick<LiveShootReference, 'joinedAt'>, now: Date): boolean {
  return now.getTime() - Date.parse(reference.joinedAt) > LIVE_REFERENCE_LIFETIME_MS;
}

/**
 * docs/product.md section 4: whether a restored reference still stands, given the shoot as the server has it now
 * (null: the server says it no longer exists). An unreachable server is not a verdict: ask again later.
 */
export function judgeReference(
  reference: LiveShootReference,
  shoot: LiveShoot | null,
  now: Date,
): ReferenceVerdict {
  if (isReferenceExpired(reference, now)) return 'expired';
  if (shoot === null) return 'shoot-gone';
  const stillIn = shoot.participants.some((participant) => participant.id === reference.participantId);
  return stillIn ? 'keep' : 'not-a-participant';
}
