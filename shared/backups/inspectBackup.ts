import { UNKNOWN_GAME_TYPE } from '../history/historyItem.js';
import type { RoundFinder } from '../history/legacyGameType.js';
import { defaultUserProfile } from '../history/userProfile.js';
import { mergeBackup } from '../history/mergeBackup.js';
import { shootIdentity } from '../history/mergeIdentity.js';
import { asRecord } from '../history/readFields.js';
import { readHistoryItem } from '../history/readHistoryItem.js';
import { isPracticeRoundName } from '../history/topScores.js';
import { readSightMark } from '../sight-marks/restore.js';

/**
 * What the backup debugger (/admin/backups) shows of one stored backup: every shoot as the app's own
 * import reader reads it, and what that reader would stumble on, so an admin can tell why an archer's
 * restore went wrong. Pure: the same readers the worker uses on restore and combine, nothing of its own.
 */

/** One history entry of the backup, as the app would import it (numbers are 1-based positions). */
interface InspectedShoot {
  position: number;
  date: string;
  gameType: string;
  score: number;
  arrows: number;
  /** False for a round the app's catalogue does not know (imported, but without round facts). */
  knownRound: boolean;
}

type BackupProblem =
  | { kind: 'unreadable-history'; position: number; message: string }
  | { kind: 'unknown-round'; position: number; gameType: string; message: string }
  | { kind: 'duplicate'; position: number; sameAs: number; message: string }
  | { kind: 'unreadable-sight-mark'; position: number; message: string }
  | { kind: 'not-a-list'; field: 'history' | 'sightMarks' | 'notes'; message: string }
  | { kind: 'not-an-object'; field: 'data' | 'user'; message: string };

interface BackupInspection {
  shoots: InspectedShoot[];
  problems: BackupProblem[];
  /** The very lines the app shows the archer when combining this backup into an empty device. */
  importErrors: string[];
}

function inspectHistory(raw: unknown, findRound: RoundFinder, problems: BackupProblem[]): InspectedShoot[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    problems.push({
      kind: 'not-a-list',
      field: 'history',
      message: 'history is not a list: no shoot can be read',
    });
    return [];
  }
  const shoots: InspectedShoot[] = [];
  const firstSeen = new Map<string, number>();
  raw.forEach((entry: unknown, index) => {
    const position = index + 1;
    const read = readHistoryItem(entry, findRound);
    if (!read.ok) {
      problems.push({
        kind: 'unreadable-history',
        position,
        message: `Shoot ${position}: ${read.error.message}`,
      });
      return;
    }
    const item = read.value;
    const knownRound =
      findRound(item.gameType) !== undefined || isPracticeRoundName(item.gameType, findRound);
    shoots.push({
      position,
      date: item.date,
      gameType: item.gameType,
      score: item.score,
      arrows: item.scores.length,
      knownRound,
    });
    if (!knownRound) {
      const named =
        item.gameType === UNKNOWN_GAME_TYPE
          ? 'has no round name'
          : `is of an unknown round "${item.gameType}"`;
      problems.push({
        kind: 'unknown-round',
        position,
        gameType: item.gameType,
        message: `Shoot ${position} ${named}`,
      });
    }
    const identity = shootIdentity(item);
    const sameAs = firstSeen.get(identity);
    if (sameAs === undefined) firstSeen.set(identity, position);
    else {
      problems.push({
        kind: 'duplicate',
        position,
        sameAs,
        message: `Shoot ${position} has the date, round and score of shoot ${sameAs}: it is imported once`,
      });
    }
  });
  return shoots;
}

function inspectSightMarks(raw: unknown, problems: BackupProblem[]): void {
  if (raw === undefined || raw === null) return;
  if (!Array.isArray(raw)) {
    problems.push({
      kind: 'not-a-list',
      field: 'sightMarks',
      message: 'sightMarks is not a list: none can be read',
    });
    return;
  }
  raw.forEach((entry: unknown, index) => {
    const read = readSightMark(entry, () => 'inspected');
    if (!read.ok) {
      problems.push({
        kind: 'unreadable-sight-mark',
        position: index + 1,
        message: `Sight mark ${index + 1}: ${read.error.message}`,
      });
    }
  });
}

/** Reads a backup's data the way the app would import it. Never throws, whatever it is given. */
export function inspectBackup(data: unknown, findRound: RoundFinder): BackupInspection {
  const problems: BackupProblem[] = [];
  const record = asRecord(data);
  if (record === null) {
    problems.push({ kind: 'not-an-object', field: 'data', message: 'The backup data is not an object' });
  }
  const shoots = inspectHistory(record?.['history'], findRound, problems);
  inspectSightMarks(record?.['sightMarks'], problems);
  const notes = record?.['notes'];
  if (notes !== undefined && notes !== null && !Array.isArray(notes)) {
    problems.push({
      kind: 'not-a-list',
      field: 'notes',
      message: 'notes is not a list: no note can be read',
    });
  }
  const user = record?.['user'];
  if (user !== undefined && user !== null && asRecord(user) === null) {
    problems.push({
      kind: 'not-an-object',
      field: 'user',
      message: 'user is not an object: the profile is not read',
    });
  }
  const empty = { history: [], sightMarks: [], user: defaultUserProfile(new Date(0)) };
  const merged = mergeBackup(empty, data, { findRound, newSightMarkId: () => 'inspected' });
  return { shoots, problems, importErrors: merged.errors };
}
