/**
 * The archer's row of a competition's results, as the file the Data screen's import already takes:
 * `{ history: [...] }`, one shoot per round of the row, with every arrow, the competition's date and
 * the event status the archer chose. Going through that one import (planImport in
 * shared/import-export/importFile.ts, the worker's importData) gives these shoots the same merge rules as
 * any other file: a shoot already here (same date, round and score: shared/history/mergeIdentity.ts)
 * is skipped, so importing the same result again adds nothing, and a result the archer also scored on
 * the app is not doubled either.
 */
import { parseBowType } from '../classifications/category.js';
import { fail, ok, type Result } from '../core/result.js';
import type { HistoryItem } from '../history/historyItem.js';
import { shootStatusForEvent } from '../history/shootStanding.js';
import type { EventStatus } from '../ledger/event-status.js';
import { parseDateMs } from '../time/dates.js';
import {
  checkedRowFigures,
  checkedShoot,
  roundForIanseoShoot,
  roundOfCode,
  type CheckedShoot,
  type ShootProblem,
} from './checkedShoot.js';
import type { ResultRow, ResultsProducer } from './resultRows.js';

/** What the archer says about the result: the day it was shot, its status, and (ianseo) its round. */
export interface ResultImportChoice {
  /** The competition's day, YYYY-MM-DD: neither file carries it. */
  date: string;
  /** A competition's status: a club competition, an open, or UK or World record status. */
  eventStatus: Exclude<EventStatus, 'practice'>;
  /** The round, for an ianseo row (its export names none): a catalogue name or code. */
  roundName: string | null;
}

export type ResultImportProblem = ShootProblem | 'invalid-date' | 'round-not-named' | 'not-a-competition';

/** A shoot as a backup or export holds it, before the import gives it an id. */
export type ImportedShoot = Omit<HistoryItem, 'id'>;

/** The file the import takes: the old app's export shape, with only shoots in it. */
export interface ResultImportFile {
  history: ImportedShoot[];
}

function checkedShoots(
  row: ResultRow,
  producer: ResultsProducer,
  choice: ResultImportChoice,
): Result<CheckedShoot[], ResultImportProblem> {
  const shoots: CheckedShoot[] = [];
  for (const [index, shoot] of row.shoots.entries()) {
    const where = row.shoots.length > 1 ? `Line ${row.line}, round ${index + 1}` : `Line ${row.line}`;
    let round;
    if (producer === 'ianseo-qualification') {
      if (choice.roundName === null || choice.roundName.trim() === '') {
        return fail(
          'round-not-named',
          'An ianseo export does not name its round: choose the round that was shot',
        );
      }
      round = roundForIanseoShoot(choice.roundName, shoot);
    } else {
      round = roundOfCode(shoot.roundCode ?? '');
    }
    if (!round.ok) return fail(round.error.reason, `${where}: ${round.error.message}`);
    const checked = checkedShoot(shoot, producer, round.value, where);
    if (!checked.ok) return checked;
    shoots.push(checked.value);
  }
  if (shoots.length === 0) return fail('no-arrows', `Line ${row.line}: the row holds no round with arrows`);
  const figures = checkedRowFigures(row, shoots);
  return figures.ok ? ok(shoots) : figures;
}

/** The import file for the archer's row: every shoot checked against the file, or the first refusal. */
export function resultImportFile(
  row: ResultRow,
  producer: ResultsProducer,
  choice: ResultImportChoice,
): Result<ResultImportFile, ResultImportProblem> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(choice.date) || parseDateMs(choice.date) === null) {
    return fail('invalid-date', `"${choice.date}" is not a day (YYYY-MM-DD)`);
  }
  if ((choice.eventStatus as EventStatus) === 'practice') {
    return fail('not-a-competition', 'A competition result is imported with a competition or record status');
  }
  const shoots = checkedShoots(row, producer, choice);
  if (!shoots.ok) return shoots;
  // The file's division names the bow when it spells one ("Recurve"); a code ("R") leaves the profile's.
  const bowType = parseBowType(row.division) === undefined ? null : row.division;
  return ok({
    history: shoots.value.map(({ round, arrows, totals }) => ({
      date: choice.date,
      gameType: round.name,
      score: totals.score,
      scores: arrows,
      eventStatus: choice.eventStatus,
      shootStatus: shootStatusForEvent(choice.eventStatus),
      complete: round.maxArrows === null || arrows.length === round.maxArrows,
      ...(bowType === null ? {} : { userProfile: { bowType } }),
    })),
  });
}
