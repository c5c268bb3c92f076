/**
 * Scores for Golden Records' score import (archery-records.net, "Importing data: detailed
 * instructions"). What that page says, and this file follows: every column of its score-records.csv
 * template must be present, headed exactly as the template, in any order; non-UK users leave out the
 * handicap and classification columns; every column holds data, 0 for a figure not known, while the
 * location may be blank; Qualifying and Record Status are TRUE or FALSE; the score status is one of the
 * status values of the club's Golden Records; the end of data is marked by End in the first column;
 * only letters, digits, - / _ . and spaces survive (anything else is removed on import); classifications
 * follow the Archery GB names ("Archer 2nd Class").
 *
 * What the page does not give is the template's headings themselves (they are in the template file,
 * which we could not read), nor the club's status values. So the file is written from a layout the
 * caller hands in: each heading as the template spells it, with the field it holds, and the status
 * value for each of our event statuses. No heading is made up here. docs/records-formats.md.
 */
import { agbClassName } from '../classifications/class-names.js';
import { parseAgeGroup, parseBowType, parseGender, type Category } from '../classifications/category.js';
import type { HistoryItem } from '../history/historyItem.js';
import { eventStatusOf } from '../history/shootStanding.js';
import type { UserProfile } from '../history/userProfile.js';
import { ageGroupOn } from '../ledger/age-group.js';
import type { EventStatus } from '../ledger/event-status.js';
import { findRound, referenceNameOf } from '../rounds/catalogue.js';
import { tally } from '../scoring/arrowCounts.js';
import { categoryLabel } from '../share/recordCsv.js';
import { csvRow } from '../share/csv.js';

/** What one column of the template holds. */
export type GoldenRecordsField =
  | 'name'
  | 'date'
  | 'round'
  | 'handicapLookup'
  | 'bowClass'
  | 'category'
  | 'score'
  | 'hits'
  | 'golds'
  | 'xs'
  | 'status'
  | 'qualifying'
  | 'recordStatus'
  | 'location'
  | 'handicap'
  | 'classification';

/** The club's template as the caller read it: its headings in its order, and its status values. */
export interface GoldenRecordsLayout {
  columns: ReadonlyArray<{ heading: string; field: GoldenRecordsField }>;
  statusNames: Readonly<Record<EventStatus, string>>;
}

/** One score, field by field, as written (before the layout puts it in the template's order). */
export type GoldenRecordsScore = Record<Exclude<GoldenRecordsField, 'status'>, string> & {
  status: EventStatus;
};

/** The shoot as the history holds it, and the profile it is judged with where it carries nothing itself. */
export type GoldenRecordsShoot = Pick<
  HistoryItem,
  | 'date'
  | 'gameType'
  | 'score'
  | 'scores'
  | 'complete'
  | 'eventStatus'
  | 'shootStatus'
  | 'leaveOutOfHandicap'
  | 'location'
  | 'handicap'
  | 'classification'
  | 'userProfile'
>;

export type GoldenRecordsArcher = Pick<
  UserProfile,
  'name' | 'gender' | 'ageGroup' | 'bowType' | 'yearOfBirth'
>;

/** Golden Records keeps these characters and removes the rest; removing them here shows what it will keep. */
function kept(text: string): string {
  return text
    .replace(/[^A-Za-z0-9\-/_. ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const BOW_CLASSES = {
  recurve: 'Recurve',
  compound: 'Compound',
  barebow: 'Barebow',
  longbow: 'Longbow',
} as const;

function day(date: string): string {
  return date.slice(0, 10);
}

/** The category on the shoot's day: the age from the year of birth when known (the AGB rule), else as set. */
function categoryOf(shoot: GoldenRecordsShoot, archer: GoldenRecordsArcher): Category | null {
  const snapshot = shoot.userProfile ?? {};
  const bowType = parseBowType(snapshot.bowType ?? archer.bowType);
  const gender = parseGender(snapshot.gender ?? archer.gender);
  const byBirth = archer.yearOfBirth === null ? null : ageGroupOn(archer.yearOfBirth, day(shoot.date));
  const ageGroup = byBirth?.ok ? byBirth.value : parseAgeGroup(snapshot.ageGroup ?? archer.ageGroup);
  return bowType && gender && ageGroup ? { bowType, gender, ageGroup } : null;
}

/** The score's fields. Figures not known are 0, as the instructions ask; an unknown category is blank. */
export function goldenRecordsScore(
  shoot: GoldenRecordsShoot,
  archer: GoldenRecordsArcher,
): GoldenRecordsScore {
  const round = findRound(shoot.gameType);
  const counted = round === undefined ? null : tally(shoot.scores, round);
  const category = categoryOf(shoot, archer);
  const status = eventStatusOf(shoot);
  const complete = shoot.complete ?? (round?.maxArrows == null || shoot.scores.length === round.maxArrows);
  const className = shoot.classification?.name ?? '';
  return {
    name: kept(archer.name),
    date: day(shoot.date),
    round: kept(round?.name ?? shoot.gameType),
    handicapLookup: kept((round && referenceNameOf(round)) ?? shoot.gameType),
    bowClass: category === null ? '' : BOW_CLASSES[category.bowType],
    category: category === null ? '' : kept(categoryLabel(category)),
    score: String(shoot.score),
    hits: String(counted?.hits ?? 0),
    golds: String(counted?.golds ?? 0),
    xs: String(counted?.xs ?? 0),
    status,
    // Counts for the handicap and classification: finished, on a round AGB classifies, not left out.
    qualifying: String(
      complete && round?.classification != null && shoot.leaveOutOfHandicap !== true,
    ).toUpperCase(),
    recordStatus: String(status === 'ukrs' || status === 'wrs').toUpperCase(),
    location: kept(shoot.location?.placeName ?? ''),
    handicap: String(shoot.handicap ?? 0),
    classification: agbClassName(className) ?? kept(className),
  };
}

/** The import file: the template's headings, one row per score, and the End line. */
export function goldenRecordsCsv(scores: readonly GoldenRecordsScore[], layout: GoldenRecordsLayout): string {
  const rows = [
    csvRow(layout.columns.map((column) => column.heading)),
    ...scores.map((score) =>
      csvRow(
        layout.columns.map(({ field }) =>
          field === 'status' ? kept(layout.statusNames[score.status]) : score[field],
        ),
      ),
    ),
    csvRow(layout.columns.map((_, index) => (index === 0 ? 'End' : ''))),
  ];
  return rows.join('\r\n') + '\r\n';
}
