/**
 * A shoot as the ledger reads it, and the checked, judged form the rules work on: its round, ledger
 * (bow style and indoor/outdoor), category on the day, handicap and the class the score reaches. The
 * per-shoot handicap and class come from the app's existing tables, so a shoot is judged the same way
 * everywhere (including which scheme's thresholds apply on its date).
 */
import {
  AGE_GROUPS,
  parseBowType,
  type AgeGroup,
  type BowType,
  type Category,
} from '../classifications/category.js';
import { classificationFor } from '../classifications/classify.js';
import { OUTDOOR_CLASSES, type ClassName } from '../classifications/thresholds.js';
import { fail, ok, type Result } from '../core/result.js';
import { handicapForScore } from '../handicaps/handicaps.js';
import { findRound } from '../rounds/catalogue.js';
import type { Round } from '../rounds/round.js';
import { ageGroupOn } from './age-group.js';
import { EVENT_STATUSES, isEventStatus, type EventStatus } from './event-status.js';
import { periodOf, type Environment, type Period } from './periods.js';

/** What the ledger needs of one shoot. Text fields are checked: they come from saves and imports. */
export interface LedgerShoot {
  id: string;
  /** Shoot day, "YYYY-MM-DD". */
  date: string;
  /** Start time "HH:MM", when known: orders shoots on the same day. */
  startTime?: string;
  /** When the shoot was entered (any increasing number): orders same-day shoots with no start time. */
  enteredAt: number;
  /** Round name, alias or codename as the catalogue knows it. */
  round: string;
  bowStyle: string;
  gender: 'male' | 'female';
  /** Year of birth; when given it decides the age group on the shoot's date. */
  yearOfBirth?: number;
  /** Age group, used only when no year of birth is known. */
  ageGroup?: AgeGroup;
  eventStatus: string;
  complete: boolean;
  witnessed: boolean;
  signed: boolean;
  leaveOutOfHandicap: boolean;
  score: number;
}

export type ShootRefusal =
  | 'bad-date'
  | 'unknown-round'
  | 'unknown-bow-style'
  | 'unknown-event-status'
  | 'impossible-birth-year'
  | 'no-age-group'
  | 'impossible-score';

/** A checked shoot with everything the rules need worked out once. */
export interface JudgedShoot {
  shoot: LedgerShoot;
  round: Round;
  status: EventStatus;
  category: Category;
  environment: Environment;
  period: Period;
  /** Integer AGB handicap of the score, or null when the round has no table or the score earns none. */
  handicap: number | null;
  /** Best AGB class the score reaches on this round for this category, null for none. */
  classReached: ClassName | null;
  arrows: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written "YYYY-MM-DD". */
export function isRealDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

function asClass(name: string | undefined): ClassName | null {
  return (OUTDOOR_CLASSES as readonly string[]).includes(name ?? '') ? (name as ClassName) : null;
}

/** Checks one shoot and judges it, or says in the archer's words why it cannot be read. */
export function judgeShoot(shoot: LedgerShoot): Result<JudgedShoot, ShootRefusal> {
  const what = `The shoot of ${shoot.date} (${shoot.round})`;
  if (!isRealDay(shoot.date)) return fail('bad-date', `${what} has no readable date (use YYYY-MM-DD).`);
  const round = findRound(shoot.round);
  if (!round || round.maxArrows === null) {
    return fail('unknown-round', `${what}: "${shoot.round}" is not a round with a fixed number of arrows.`);
  }
  const bowType: BowType | undefined = parseBowType(shoot.bowStyle);
  if (!bowType)
    return fail('unknown-bow-style', `${what}: "${shoot.bowStyle}" is not a bow style AGB classifies.`);
  if (!isEventStatus(shoot.eventStatus)) {
    return fail(
      'unknown-event-status',
      `${what}: "${shoot.eventStatus}" is not an event status (one of ${EVENT_STATUSES.join(', ')}).`,
    );
  }
  let ageGroup = shoot.ageGroup;
  if (shoot.yearOfBirth !== undefined) {
    const group = ageGroupOn(shoot.yearOfBirth, shoot.date);
    if (!group.ok) return fail(group.error.reason, `${what}: ${group.error.message}`);
    ageGroup = group.value;
  }
  if (!ageGroup || !(AGE_GROUPS as readonly string[]).includes(ageGroup)) {
    return fail('no-age-group', `${what}: a year of birth or an age group is needed.`);
  }
  if (!Number.isInteger(shoot.score) || shoot.score < 0 || shoot.score > (round.maxScore ?? Infinity)) {
    return fail(
      'impossible-score',
      `${what}: a score of ${String(shoot.score)} is not possible on this round.`,
    );
  }
  const category: Category = { bowType, gender: shoot.gender, ageGroup };
  const environment: Environment =
    round.classification === 'indoor' || round.classification === 'outdoor'
      ? round.classification
      : round.isOutdoor
        ? 'outdoor'
        : 'indoor';
  const handicap =
    shoot.score > 0 ? handicapForScore(round, shoot.score, { compound: bowType === 'compound' }) : null;
  return ok({
    shoot,
    round,
    status: shoot.eventStatus,
    category,
    environment,
    period: periodOf(environment, shoot.date),
    handicap: handicap?.ok ? handicap.handicap : null,
    classReached: asClass(classificationFor(round, shoot.score, category, shoot.date)?.name),
    arrows: round.maxArrows,
  });
}

/**
 * Shoot order: by date, then start time, then entry order, then id, so the list's own order (the order
 * cards were typed in) never changes the result.
 */
export function shootOrder(a: JudgedShoot, b: JudgedShoot): number {
  const x = a.shoot;
  const y = b.shoot;
  if (x.date !== y.date) return x.date < y.date ? -1 : 1;
  const xs = x.startTime ?? '';
  const ys = y.startTime ?? '';
  if (xs !== ys) return xs < ys ? -1 : 1;
  if (x.enteredAt !== y.enteredAt) return x.enteredAt - y.enteredAt;
  return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "York", "WA 720 70m": a round's name as claims and what-I-need lines write it. */
export function roundLabel(round: Round): string {
  return round.name.replace(/\b(wa|agb)\b/g, (w) => w.toUpperCase()).replace(/^\w/, (c) => c.toUpperCase());
}

/** "York 14 Jun": how a scoresheet is named in claims and evidence lists. */
export function shootLabel(judged: JudgedShoot): string {
  const name = roundLabel(judged.round);
  const day = Number(judged.shoot.date.slice(8, 10));
  return `${name} ${day} ${MONTHS[Number(judged.shoot.date.slice(5, 7)) - 1] ?? ''}`;
}
