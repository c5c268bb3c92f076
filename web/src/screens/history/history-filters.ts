import type { HistorySummary } from '../../../../shared/contract/historyViews.js';
import { SHOOT_STATUSES } from '../../../../shared/history/historyItem.js';
import { eventStatusFromShootStatus, eventStatusOf } from '../../../../shared/history/shootStanding.js';
import { EVENT_STATUSES, type EventStatus } from '../../../../shared/ledger/event-status.js';
import { classificationNameOf } from './classification-ladder.js';
import { localDay } from '../../../../shared/time/dates.js';

/**
 * The history list's filters as the archer sets them. The URL query string is their source of truth
 * (reload and back keep them); the last ones are also remembered on the device.
 */
export interface HistoryFilters {
  /** A round name (gameType), or null for every round. */
  round: string | null;
  /** A classification name ("B2", "Frostbite 250", "U/C"), or null for any. */
  classification: string | null;
  /** First day shown, "YYYY-MM-DD", inclusive. */
  from: string | null;
  /** Last day shown, "YYYY-MM-DD", inclusive. */
  to: string | null;
  /**
   * One of the six event statuses (docs/official-record.md). Practice also matches shoots saved without
   * a status (docs/product.md section 4), and a shoot of an older app is read by its old status.
   */
  status: EventStatus | null;
  personalBestsOnly: boolean;
}

export const noFilters: HistoryFilters = {
  round: null,
  classification: null,
  from: null,
  to: null,
  status: null,
  personalBestsOnly: false,
};

/** Query parameter names: short, readable in a shared link. */
const param = {
  round: 'round',
  classification: 'class',
  from: 'from',
  to: 'to',
  status: 'status',
  personalBestsOnly: 'pb',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function text(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

function day(params: URLSearchParams, name: string): string | null {
  const value = text(params, name);
  return value !== null && DAY.test(value) ? value : null;
}

/** An event status code; a link or a remembered filter of an older app may still name an old status. */
function status(params: URLSearchParams): EventStatus | null {
  const value = text(params, param.status)?.toLowerCase();
  if (value === undefined) return null;
  const event = EVENT_STATUSES.find((known) => known === value);
  if (event) return event;
  const old = SHOOT_STATUSES.find((known) => known.toLowerCase() === value);
  return old ? eventStatusFromShootStatus(old) : null;
}

/** Filters from a query string ("?round=york&pb=1" or without "?"); anything unreadable is ignored. */
export function filtersFromQuery(query: string): HistoryFilters {
  const params = new URLSearchParams(query);
  return {
    round: text(params, param.round),
    classification: text(params, param.classification),
    from: day(params, param.from),
    to: day(params, param.to),
    status: status(params),
    personalBestsOnly: params.get(param.personalBestsOnly) === '1',
  };
}

/** The query string for filters, without "?"; empty when nothing filters. */
export function queryFromFilters(filters: HistoryFilters): string {
  const params = new URLSearchParams();
  if (filters.round) params.set(param.round, filters.round);
  if (filters.classification) params.set(param.classification, filters.classification);
  if (filters.from) params.set(param.from, filters.from);
  if (filters.to) params.set(param.to, filters.to);
  if (filters.status) params.set(param.status, filters.status);
  if (filters.personalBestsOnly) params.set(param.personalBestsOnly, '1');
  return params.toString();
}

export function activeFilterCount(filters: HistoryFilters): number {
  return queryFromFilters(filters) === '' ? 0 : new URLSearchParams(queryFromFilters(filters)).size;
}

/**
 * The calendar day a shoot happened, "YYYY-MM-DD". Dates are stored as a plain day or a full time stamp;
 * a time stamp counts on the archer's local day, which is the day they remember shooting.
 */
export function shootDay(date: string): string {
  if (DAY.test(date)) return date;
  const when = new Date(date);
  if (Number.isNaN(when.getTime())) return date.slice(0, 10);
  return localDay(when);
}

function matches(shoot: HistorySummary, filters: HistoryFilters): boolean {
  if (filters.round !== null && shoot.gameType.toLowerCase() !== filters.round.toLowerCase()) return false;
  if (filters.classification !== null && classificationNameOf(shoot) !== filters.classification) return false;
  if (filters.status !== null && eventStatusOf(shoot) !== filters.status) return false;
  if (filters.personalBestsOnly && !shoot.topScore) return false;
  if (filters.from !== null || filters.to !== null) {
    const shotOn = shootDay(shoot.date);
    if (filters.from !== null && shotOn < filters.from) return false;
    if (filters.to !== null && shotOn > filters.to) return false;
  }
  return true;
}

/**
 * The shoots the filters let through, in the order given (the engine's newest first). Done here rather
 * than in the worker because the engine's filter has no classification or dates, and filtering one
 * fetched list keeps every filter change instant.
 */
export function filterShoots(shoots: readonly HistorySummary[], filters: HistoryFilters): HistorySummary[] {
  if (activeFilterCount(filters) === 0) return [...shoots];
  return shoots.filter((shoot) => matches(shoot, filters));
}

/** Rounds the archer has shot, for the round filter, alphabetical. */
export function roundsShot(shoots: readonly HistorySummary[]): string[] {
  return [...new Set(shoots.map((shoot) => shoot.gameType))].sort((a, b) => a.localeCompare(b));
}
