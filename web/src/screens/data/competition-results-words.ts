import type {
  CompetitionResultsView,
  CompetitionRowView,
} from '../../../../shared/contract/competitionResults.js';
import type { ImportSummary } from '../../../../shared/contract/backupViews.js';
import { EVENT_STATUS_LABELS } from '../../../../shared/history/shootStanding.js';
import type { EventStatus } from '../../../../shared/ledger/event-status.js';

/** The statuses a competition can have: a results file never holds a practice. */
export const COMPETITION_STATUSES = [
  'club_target_day',
  'club_competition',
  'open',
  'ukrs',
  'wrs',
] as const satisfies ReadonlyArray<Exclude<EventStatus, 'practice'>>;

export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

export function isCompetitionStatus(value: string): value is CompetitionStatus {
  return (COMPETITION_STATUSES as readonly string[]).includes(value);
}

export function competitionStatusLabel(status: CompetitionStatus): string {
  return EVENT_STATUS_LABELS[status];
}

/** The file in the archer's words: which program wrote it and how many archers it holds. */
export function producerWords(view: CompetitionResultsView): string {
  const archers = `${view.rows.length} ${view.rows.length === 1 ? 'archer' : 'archers'}`;
  return view.producer === 'ianseo-qualification'
    ? `An ianseo qualification export with ${archers}.`
    : `A TamlynScore rankings file with ${archers}.`;
}

/** A row as the archer tells it apart from the others: name, number, bow and class, line. */
export function rowLabel(row: CompetitionRowView): string {
  const name = `${row.givenName} ${row.familyName}`.trim() || 'No name';
  const number = row.membershipNumber === '' ? 'no number' : row.membershipNumber;
  const category = [row.division, row.ageClass].filter((part) => part !== '').join(' ');
  return [name, number, category, `line ${row.line}`].filter((part) => part !== '').join(', ');
}

/** The rows the archer chooses from: the ambiguous ones when the name matched several, else all. */
export function candidateRows(view: CompetitionResultsView): CompetitionRowView[] {
  if (view.pick.kind !== 'ambiguous') return view.rows;
  const lines = view.pick.lines;
  return view.rows.filter((row) => lines.includes(row.line));
}

/** The row chosen before the archer says anything: only one found, never a guess among several. */
export function prePickedLine(view: CompetitionResultsView): number | null {
  return view.pick.kind === 'found' && view.pick.lines.length === 1 ? (view.pick.lines[0] ?? null) : null;
}

/** How the archer's row was found, or why they must choose it. */
export function pickWords(view: CompetitionResultsView): string {
  const pick = view.pick;
  if (pick.kind === 'not-found')
    return 'No row has your membership number or your name: choose yours from the file.';
  const by = pick.by === 'membership-number' ? 'your membership number' : 'your name';
  if (pick.kind === 'found' && pick.lines.length === 1) return `Your row, found by ${by}.`;
  return `${pick.lines.length} rows match ${by}: choose yours. The app does not guess.`;
}

/** The round or rounds of a row, as the file names them (ianseo names none: the archer chooses). */
export function roundsWords(row: CompetitionRowView): string {
  const rounds = row.rounds.map((round) =>
    round.roundCode === null ? `${round.arrows} arrows` : `${round.roundCode} (${round.arrows} arrows)`,
  );
  return rounds.length === 1 ? `Round: ${rounds[0]}.` : `${rounds.length} rounds: ${rounds.join(', ')}.`;
}

/** What the import did: the shoots added, or that the result was already here. */
export function importOutcomeWords(summary: ImportSummary): string {
  if (summary.shootsAdded === 0) return 'This result is already on this device: nothing was added.';
  return summary.shootsAdded === 1
    ? 'Added 1 shoot with every arrow. It is in your history.'
    : `Added ${summary.shootsAdded} shoots with every arrow. They are in your history.`;
}

/**
 * Our own files are JSON: a file named .json, or whose text opens as JSON, goes to the one import as
 * before (which says why a damaged one is refused). Anything else is offered to the engine as a
 * competition's results, which it recognises by the header or refuses in words: which program wrote a
 * results file is the engine's to say, not the page's.
 */
export function looksLikeResultsFile(fileName: string, text: string): boolean {
  if (/\.json$/i.test(fileName)) return false;
  const first = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .charAt(0);
  return first !== '{' && first !== '[' && first !== '';
}
