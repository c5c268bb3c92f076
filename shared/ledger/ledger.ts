/**
 * The archer's official record, computed from the whole list of shoots: per bow style and indoor/
 * outdoor, the running handicap after every shoot and, per period, the classifications met, claimed,
 * held and carried. A pure function of the shoots (in any order) and the settings: recompute it after
 * any change rather than patching it, because the handicap depends on the path the scores took.
 */
import { BOW_TYPES, type BowType } from '../classifications/category.js';
import type { ClassName } from '../classifications/thresholds.js';
import { fail, ok, type Result } from '../core/result.js';
import { periodRecord, type PeriodRecord } from './claims.js';
import {
  isRealDay,
  judgeShoot,
  shootOrder,
  type JudgedShoot,
  type LedgerShoot,
  type ShootRefusal,
} from './ledger-shoot.js';
import { periodOf, periodStarting, SCHEME_START, type Environment, type Period } from './periods.js';
import { runningHandicap, type HandicapStep } from './running-handicap.js';
import { DEFAULT_LEDGER_SETTINGS, type LedgerSettings } from './settings.js';

/** One ledger: a bow style indoors or outdoors. The two environments and the bow styles never mix. */
export interface BowLedger {
  bowStyle: BowType;
  environment: Environment;
  /** After every shoot, and on each season's first day, with the rule that set the value. */
  handicapSteps: HandicapStep[];
  /** The official handicap after the last step; null while there is none. */
  handicapNow: number | null;
  /** Every period from the first shoot's to the last shoot's (or today's, when later). */
  periods: PeriodRecord[];
}

export interface SetAside {
  id: string;
  date: string;
  round: string;
  reason: 'before-scheme';
}

export interface Ledger {
  settings: LedgerSettings;
  /** Ordered by bow style, outdoor before indoor. */
  ledgers: BowLedger[];
  /** Shoots dated before the 2023 handicap scheme began: archived, never converted. */
  setAside: SetAside[];
}

export interface LedgerOptions {
  settings?: LedgerSettings;
  /** Today ("YYYY-MM-DD"): seasons that have started since the last shoot get their season start. */
  today?: string;
}

export type LedgerRefusal = ShootRefusal | 'duplicate-shoot';

function bowLedger(
  bowStyle: BowType,
  environment: Environment,
  shoots: readonly JudgedShoot[],
  today: string | undefined,
  settings: LedgerSettings,
): BowLedger {
  const first = shoots[0] as JudgedShoot;
  const lastShoot = (shoots[shoots.length - 1] as JudgedShoot).period;
  const now = today ? periodOf(environment, today) : lastShoot;
  const last = now.startYear > lastShoot.startYear ? now : lastShoot;
  const handicapSteps = runningHandicap(shoots, last, settings);
  const periods: PeriodRecord[] = [];
  let held: ClassName | null = null;
  for (let year = first.period.startYear; year <= last.startYear; year++) {
    const period: Period = periodStarting(environment, year);
    const inPeriod = shoots.filter((s) => s.period.startYear === year);
    const record = periodRecord(period, inPeriod, held, settings);
    periods.push(record);
    held = record.carriedIntoNext;
  }
  return {
    bowStyle,
    environment,
    handicapSteps,
    handicapNow: handicapSteps[handicapSteps.length - 1]?.handicap ?? null,
    periods,
  };
}

/** The ledger of all the archer's shoots, or the first shoot that cannot be read, in words. */
export function computeLedger(
  shoots: readonly LedgerShoot[],
  options: LedgerOptions = {},
): Result<Ledger, LedgerRefusal> {
  const settings = options.settings ?? DEFAULT_LEDGER_SETTINGS;
  if (options.today !== undefined && !isRealDay(options.today)) {
    return fail('bad-date', `Today's date "${options.today}" is not a YYYY-MM-DD date.`);
  }
  const seen = new Set<string>();
  const judged: JudgedShoot[] = [];
  const setAside: SetAside[] = [];
  for (const shoot of shoots) {
    if (seen.has(shoot.id)) {
      return fail('duplicate-shoot', `Two shoots share the id ${shoot.id}: each shoot must appear once.`);
    }
    seen.add(shoot.id);
    const result = judgeShoot(shoot);
    if (!result.ok) return result;
    if (result.value.shoot.date < SCHEME_START[result.value.environment]) {
      setAside.push({ id: shoot.id, date: shoot.date, round: shoot.round, reason: 'before-scheme' });
    } else judged.push(result.value);
  }
  judged.sort(shootOrder);
  setAside.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1));
  const ledgers: BowLedger[] = [];
  for (const bowStyle of BOW_TYPES) {
    for (const environment of ['outdoor', 'indoor'] as const) {
      const own = judged.filter((s) => s.category.bowType === bowStyle && s.environment === environment);
      if (own.length > 0) ledgers.push(bowLedger(bowStyle, environment, own, options.today, settings));
    }
  }
  return ok({ settings, ledgers, setAside });
}
