/**
 * Building shoots for the ledger's tests: a recurve Open adult by default, complete, witnessed and
 * signed, so each test states only what its example is about.
 */
import { DEFAULT_LEDGER_SETTINGS, type LedgerSettings } from './settings.js';
import { computeLedger, type BowLedger, type Ledger } from './ledger.js';
import type { LedgerShoot } from './ledger-shoot.js';

let entered = 0;

export function shoot(
  date: string,
  round: string,
  eventStatus: string,
  score: number,
  more: Partial<LedgerShoot> = {},
): LedgerShoot {
  entered += 1;
  return {
    id: `${date} ${round} ${score} ${entered}`,
    date,
    enteredAt: entered,
    round,
    bowStyle: 'recurve',
    gender: 'male',
    ageGroup: 'adult',
    eventStatus,
    complete: true,
    witnessed: true,
    signed: true,
    leaveOutOfHandicap: false,
    score,
    ...more,
  };
}

export function settingsWith(changes: Partial<LedgerSettings>): LedgerSettings {
  return { ...DEFAULT_LEDGER_SETTINGS, ...changes };
}

/** The ledger of these shoots; a refusal fails the test with its message. */
export function ledgerOf(shoots: readonly LedgerShoot[], settings?: LedgerSettings, today?: string): Ledger {
  const result = computeLedger(shoots, { settings, today });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

export function only(ledger: Ledger, environment: 'outdoor' | 'indoor' = 'outdoor'): BowLedger {
  const found = ledger.ledgers.filter((l) => l.environment === environment);
  if (found.length !== 1) throw new Error(`expected one ${environment} ledger, found ${found.length}`);
  return found[0] as BowLedger;
}

/** The running handicap after each shoot, in shoot order (season-start rows left out). */
export function handicapAfterShoots(ledger: BowLedger): Array<number | null> {
  return ledger.handicapSteps.filter((s) => s.shootId !== null).map((s) => s.handicap);
}

/** Each claim as "class date", in the order they became claimable. */
export function claimsOf(ledger: BowLedger): string[] {
  return ledger.periods.flatMap((p) => p.claims.map((c) => `${c.class} ${c.claimableFrom}`));
}
