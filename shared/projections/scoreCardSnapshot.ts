import type { NoteRecord } from '../events/records.js';
import { isArrowList } from '../events/payloadGuards.js';
import { copyPositions, isPositionList } from '../target-face/positionChecks.js';
import { defaultUserProfile, readUserProfileFields } from '../history/userProfile.js';
import { asRecord } from '../history/readFields.js';
import type { CurrentShootState } from './currentShoot.js';
import { emptyProjections, type ProjectionContext, type Projections } from './projections.js';

/**
 * What the score card needs at start-up, kept beside the log so the app can answer "where was I?"
 * before it has replayed years of history: the shoot being scored, the profile (for the estimate) and
 * the pending notes. It is never trusted on its own: it holds for one build of the engine code and one
 * log position, the engine applies every event written after that position, and the full replay that
 * follows replaces it (the rule: projection snapshots must give the same state as a full replay).
 */
interface ScoreCardSnapshot {
  /** The engine build that wrote it; another build ignores it. */
  codeVersion: string;
  /** The last log record it includes. */
  seq: number;
  current: CurrentShootState;
  profile: unknown;
  pendingNotes: NoteRecord[];
}

export function takeScoreCardSnapshot(
  state: Projections,
  seq: number,
  codeVersion: string,
): ScoreCardSnapshot {
  return {
    codeVersion,
    seq,
    current: { ...state.current, arrows: [...state.current.arrows], positions: [...state.current.positions] },
    profile: { ...state.profile },
    pendingNotes: state.notes.pending(),
  };
}

const isTime = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

function readNote(raw: unknown): NoteRecord | null {
  const note = asRecord(raw);
  if (note === null) return null;
  const { id, endNumber, text, timestamp, shootId, highlighted } = note;
  if (typeof id !== 'string' || typeof text !== 'string' || typeof highlighted !== 'boolean') return null;
  if (!isTime(endNumber) || typeof timestamp !== 'number' || shootId !== null) return null;
  return { id, endNumber, text, timestamp, shootId, highlighted };
}

/**
 * The score card's state from a stored snapshot, or null when it is not one this build wrote or any
 * part of it is malformed (then start-up simply waits for the full replay).
 */
export function scoreCardFromSnapshot(
  raw: unknown,
  codeVersion: string,
  context: ProjectionContext,
): { state: Projections; seq: number } | null {
  const snapshot = asRecord(raw);
  if (snapshot === null || snapshot['codeVersion'] !== codeVersion) return null;
  const seq = snapshot['seq'];
  const current = asRecord(snapshot['current']);
  const notes = snapshot['pendingNotes'];
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) return null;
  if (current === null || typeof current['roundName'] !== 'string' || !isArrowList(current['arrows']))
    return null;
  if (!isTime(current['firstArrowAt']) || !isTime(current['lastArrowAt'])) return null;
  const positions = current['positions'];
  if (!isPositionList(positions, current['arrows'].length)) return null;
  if (!Array.isArray(notes) || asRecord(snapshot['profile']) === null) return null;
  const pending = notes.map(readNote);
  if (pending.some((note) => note === null)) return null;

  const state = emptyProjections(context);
  state.current = {
    roundName: current['roundName'],
    arrows: [...current['arrows']],
    positions: copyPositions(positions),
    firstArrowAt: current['firstArrowAt'],
    lastArrowAt: current['lastArrowAt'],
  };
  state.profile = { ...defaultUserProfile(context.startedAt), ...readUserProfileFields(snapshot['profile']) };
  for (const note of pending) state.notes.add(note!);
  return { state, seq };
}
