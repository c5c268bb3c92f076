/**
 * Competition results through the engine (docs/records-formats.md): reading a results file for the
 * archer to pick their row, and importing the chosen row. The import is the one import: the row becomes
 * the old app's export shape and goes through planImport, so its merge rules (a shoot known by its date,
 * round and score) make a second import of the same result add nothing.
 */
import type { CompetitionImportChoice, CompetitionResultsView } from '../contract/competitionResults.js';
import type { EngineFailureReason } from '../contract/engine.js';
import type { ImportSummary } from '../contract/backupViews.js';
import { fail, ok, type Result } from '../core/result.js';
import type { EventSource } from '../events/makeEvent.js';
import type { HistoryImported } from '../events/eventTypes.js';
import type { Projections } from '../projections/projections.js';
import { roundsFittingIanseoShoot } from '../records-formats/checkedShoot.js';
import { pickArcherRow } from '../records-formats/pickArcherRow.js';
import { readResultsFile } from '../records-formats/readResultsFile.js';
import { resultImportFile } from '../records-formats/resultImport.js';
import type { ResultsFile } from '../records-formats/resultRows.js';
import { planImport } from './importFile.js';

function readFile(text: unknown): Result<ResultsFile, EngineFailureReason> {
  if (typeof text !== 'string') return fail('invalid-import', 'A results file is read as text');
  const file = readResultsFile(text);
  // One reason crosses the boundary for every unreadable file; the message says which problem it was.
  return file.ok ? file : fail('invalid-import', file.error.message);
}

/** The file's rows and the archer's own, found by the profile's membership number, else its name. */
export function competitionResultsView(
  state: Projections,
  text: unknown,
): Result<CompetitionResultsView, EngineFailureReason> {
  const file = readFile(text);
  if (!file.ok) return file;
  const { producer, rows } = file.value;
  const pick = pickArcherRow(rows, {
    membershipNumber: state.profile.agbMembershipNumber,
    name: state.profile.name,
  });
  return ok({
    producer,
    rows: rows.map((row) => ({
      line: row.line,
      ...row.archer,
      division: row.division,
      ageClass: row.ageClass,
      rounds: row.shoots.map((shoot) => ({
        roundCode: shoot.roundCode,
        arrows: shoot.distances.reduce((sum, distance) => sum + distance.arrows.length, 0),
      })),
      roundChoices:
        producer === 'ianseo-qualification'
          ? row.shoots.flatMap((shoot) => roundsFittingIanseoShoot(shoot).map((round) => round.name))
          : [],
    })),
    pick:
      pick.kind === 'not-found'
        ? { kind: 'not-found' }
        : {
            kind: pick.kind,
            by: pick.by,
            lines: pick.kind === 'found' ? [pick.row.line] : pick.rows.map((row) => row.line),
          },
  });
}

interface CompetitionImportPlan {
  event: HistoryImported | null;
  summary: ImportSummary;
}

/** The row on `line` imported with the archer's choices, or the refusal (the file's figures in words). */
export function planCompetitionImport(
  state: Projections,
  text: unknown,
  line: number,
  choice: CompetitionImportChoice,
  source: EventSource,
): Result<CompetitionImportPlan, EngineFailureReason> {
  const file = readFile(text);
  if (!file.ok) return file;
  const row = file.value.rows.find((candidate) => candidate.line === line);
  if (row === undefined) return fail('invalid-import', `The file has no archer on line ${line}`);
  const shoots = resultImportFile(row, file.value.producer, choice);
  if (!shoots.ok) return fail('invalid-import', shoots.error.message);
  return planImport(state, shoots.value, source, 'competition-results');
}
