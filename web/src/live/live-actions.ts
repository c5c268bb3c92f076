import { useSyncExternalStore } from 'react';
import { readShootCode } from '../../../shared/live-shoots/codes.js';
import type { TargetView } from '../../../shared/contract/targetContract.js';
import type { LiveShootReference } from '../../../shared/live-shoots/live-reference.js';
import type { LiveTargetArcher, LiveTargetReference } from '../../../shared/live-shoots/live-target.js';
import type { LiveShoot } from '../../../shared/live-shoots/types.js';
import type { PageEngine } from '../engine/engine-client.js';
import { createLiveShoot, joinLiveShoot, leaveLiveShoot, type LiveFailureReason } from './live-api.js';
import { liveSession } from './live-session.js';
import type { LiveSessionSnapshot } from './live-session-types.js';
import { targetRowsNow } from './target-rows.js';

/** What the Live screen asks of the live session, each answered as data for the screen to show. */

export type LiveOutcome =
  { ok: true } | { ok: false; reason: LiveFailureReason | 'bad-code'; message: string };

export interface JoinAs {
  /** The name to show in the shoot (the profile's, or one the archer typed). */
  archerName: string;
  bowType: string;
}

const wholeSession = (live: LiveSessionSnapshot) => live;

/**
 * Screens read the live session (the reference, leaderboards, connection) through this, with a selector
 * for the part they show: a screen re-renders only when what it selected changes. A selector returns a
 * part of the snapshot (or a plain value), never a new object, so React can compare it.
 */
export function useLiveSession(): LiveSessionSnapshot;
export function useLiveSession<Selected>(select: (live: LiveSessionSnapshot) => Selected): Selected;
export function useLiveSession<Selected>(
  select: (live: LiveSessionSnapshot) => Selected | LiveSessionSnapshot = wholeSession,
): Selected | LiveSessionSnapshot {
  const session = liveSession();
  return useSyncExternalStore(session.subscribe, () => select(session.read()));
}

/** Joins by code with the profile and the round being scored (docs/product.md section 5). */
export async function joinShoot(engine: PageEngine, typedCode: string, as: JoinAs): Promise<LiveOutcome> {
  const reading = readShootCode(typedCode);
  if (!reading.ok) return { ok: false, reason: 'bad-code', message: reading.error.message };
  const code = reading.code;
  const session = liveSession();
  const archerName = as.archerName.trim();
  const profile = session.archerProfile();
  const current = await engine.currentShoot();
  if (!current.ok) return { ok: false, reason: 'refused', message: current.error.message };
  const answer = await joinLiveShoot(code, {
    archerName,
    roundName: current.value.roundName,
    bowType: as.bowType,
    gender: profile.gender.trim() === '' ? null : profile.gender,
    ageGroup: profile.ageGroup.trim() === '' ? null : profile.ageGroup,
  });
  if (!answer.ok && answer.error.reason === 'not-found') return noSuchShoot(code);
  if (!answer.ok) {
    const message =
      answer.error.reason === 'name-taken'
        ? answer.error.message
        : answer.error.message.startsWith('Failed to join shoot')
          ? answer.error.message
          : `Failed to join shoot: ${answer.error.message}`;
    return { ok: false, reason: answer.error.reason, message };
  }
  // docs/product.md section 5: no live updates without a profile name, so the name the archer joined with becomes
  // it when the profile had none (and the bow chosen here, likewise).
  if (profile.name.trim() === '') await engine.updateProfile({ name: archerName });
  if (profile.bowType.trim() === '' && as.bowType !== '') await engine.updateProfile({ bowType: as.bowType });
  await session.refreshProfile();
  const reference: LiveShootReference = {
    shootCode: code,
    archerName,
    roundName: current.value.roundName,
    joinedAt: new Date().toISOString(),
    participantId: answer.value.participantId,
    participantToken: answer.value.participantToken,
    finished: false,
  };
  session.joined(reference, answer.value.shoot);
  // Arrows already shot before joining go up at once.
  session.currentShootChanged(current.value);
  return { ok: true };
}

/**
 * docs/product.md section 9: a shoot lasts 24 hours (SHOOT_TTL_HOURS on the server), so an old code is the
 * likeliest cause after a typo; the archer can check both with whoever started it.
 */
function noSuchShoot(code: string): LiveOutcome {
  const message = `No shoot with code ${code}: check it with the organiser; codes last 24 hours`;
  return { ok: false, reason: 'not-found', message };
}

/**
 * Puts a whole target scored on this phone into a live shoot (docs/scoring-a-target.md): every archer of
 * the target joins under their own name, with their bow and category, one after the other; from then on
 * each archer's score goes to the leaderboard from this phone as the sheet is written. An archer this
 * phone already holds a token for in the shoot (its own archer, or one joined by an earlier try) joins
 * again with it; when one join fails, those joined stay joined and the words name the archer left, so
 * trying again joins only the rest.
 */
export async function joinTargetToShoot(typedCode: string, view: TargetView): Promise<LiveOutcome> {
  const reading = readShootCode(typedCode);
  if (!reading.ok) return { ok: false, reason: 'bad-code', message: reading.error.message };
  const code = reading.code;
  const session = liveSession();
  const { reference: own, target: earlier } = session.read();
  const heldBefore = earlier?.shootCode === code ? earlier.archers : [];
  const tokenFor = (name: string): string | undefined => {
    const held = heldBefore.find((archer) => archer.archerName === name);
    if (held) return held.participantToken;
    return own?.shootCode === code && own.archerName === name ? own.participantToken : undefined;
  };
  const joined: LiveTargetArcher[] = [];
  let shoot: LiveShoot | null = null;
  let failure: LiveOutcome | null = null;
  for (const row of view.rows) {
    const { name, bowType, gender, ageGroup } = row.archer;
    const request = { archerName: name, roundName: row.round, bowType, gender, ageGroup };
    const answer = await joinLiveShoot(code, request, tokenFor(name));
    if (!answer.ok) {
      failure =
        answer.error.reason === 'not-found'
          ? noSuchShoot(code)
          : {
              ok: false,
              reason: answer.error.reason,
              message: `${row.letter}, ${name}, could not join: ${answer.error.message}`,
            };
      break;
    }
    shoot = answer.value.shoot;
    const { participantId, participantToken } = answer.value;
    // A card already sealed and sent before stays finished: the server keeps its score locked.
    const finished = heldBefore.some(
      (archer) => archer.participantToken === participantToken && archer.finished,
    );
    joined.push({ letter: row.letter, archerName: name, participantId, participantToken, finished });
  }
  // Archers joined by an earlier try and not reached by this one keep their places.
  const kept = heldBefore.filter((archer) => !joined.some((now) => now.letter === archer.letter));
  if (shoot && joined.length > 0) {
    const reference: LiveTargetReference = {
      shootCode: code,
      joinedAt: earlier?.shootCode === code ? earlier.joinedAt : new Date().toISOString(),
      archers: [...joined, ...kept].sort((one, other) => one.letter.localeCompare(other.letter)),
    };
    session.targetJoined(reference, shoot, targetRowsNow(view));
  }
  return failure ?? { ok: true };
}

/** Creates a shoot and joins its creator to it: the archer who starts a shoot is shooting in it. */
export async function createShoot(engine: PageEngine, title: string, as: JoinAs): Promise<LiveOutcome> {
  const created = await createLiveShoot(as.archerName.trim(), title);
  if (!created.ok) {
    const message = created.error.message.startsWith('Failed to create shoot')
      ? created.error.message
      : `Failed to create shoot: ${created.error.message}`;
    return { ok: false, reason: created.error.reason, message };
  }
  return joinShoot(engine, created.value.code, as);
}

export async function leaveShoot(): Promise<LiveOutcome> {
  const session = liveSession();
  const reference = session.read().reference;
  if (!reference) return { ok: true };
  const answer = await leaveLiveShoot(reference.shootCode, reference.archerName, reference.participantToken);
  if (answer.ok || answer.error.reason === 'not-found') {
    session.forget(reference.shootCode);
    return { ok: true };
  }
  const message = answer.error.message.startsWith('Failed to leave shoot')
    ? answer.error.message
    : `Failed to leave shoot: ${answer.error.message}`;
  return { ok: false, reason: answer.error.reason, message };
}
