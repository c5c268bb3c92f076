/**
 * A look back at one season of one ledger: best score per round, the running handicap at its start and
 * end, the classes claimed, held and carried, and how many arrows were shot (complete or not).
 */
import type { BowType } from '../classifications/category.js';
import type { ClassName } from '../classifications/thresholds.js';
import { fail, ok, type Result } from '../core/result.js';
import type { Claim } from './claims.js';
import type { Ledger } from './ledger.js';
import { judgeShoot, shootLabel, type LedgerShoot, type ShootRefusal } from './ledger-shoot.js';
import type { Environment } from './periods.js';

export interface BestScore {
  round: string;
  score: number;
  date: string;
  /** "York 6 Jul". */
  label: string;
}

export interface SeasonReview {
  period: string;
  /** Best score on each round shot, best-known rounds by name. */
  bestScores: BestScore[];
  /** The running handicap on the season's first day and after its last shoot (null: none). */
  handicapAtStart: number | null;
  handicapAtEnd: number | null;
  claims: Claim[];
  heldAtStart: ClassName | null;
  carriedIntoNext: ClassName | null;
  shoots: number;
  arrows: number;
}

/** The review of `period` (its label) in the ledger of `bowStyle` indoors or outdoors. */
export function seasonReview(
  shoots: readonly LedgerShoot[],
  ledger: Ledger,
  bowStyle: BowType,
  environment: Environment,
  period: string,
): Result<SeasonReview, ShootRefusal | 'no-such-season'> {
  const bow = ledger.ledgers.find((l) => l.bowStyle === bowStyle && l.environment === environment);
  const record = bow?.periods.find((p) => p.period.label === period);
  if (!bow || !record)
    return fail('no-such-season', `There is no ${environment} ${bowStyle} season ${period}.`);
  const best = new Map<string, BestScore>();
  let count = 0;
  let arrows = 0;
  for (const shoot of shoots) {
    const judged = judgeShoot(shoot);
    if (!judged.ok) return judged;
    const j = judged.value;
    if (j.category.bowType !== bowStyle || j.environment !== environment || j.period.label !== period)
      continue;
    count += 1;
    arrows += j.shoot.complete ? j.arrows : 0;
    const sofar = best.get(j.round.name);
    if (j.shoot.complete && (!sofar || j.shoot.score > sofar.score)) {
      best.set(j.round.name, {
        round: j.round.name,
        score: j.shoot.score,
        date: j.shoot.date,
        label: shootLabel(j),
      });
    }
  }
  const before = bow.handicapSteps.filter(
    (s) => s.date < record.period.starts || (s.shootId === null && s.date === record.period.starts),
  );
  const within = bow.handicapSteps.filter((s) => s.period === period);
  return ok({
    period,
    bestScores: [...best.values()].sort((a, b) => (a.round < b.round ? -1 : 1)),
    handicapAtStart: before[before.length - 1]?.handicap ?? null,
    handicapAtEnd: within[within.length - 1]?.handicap ?? before[before.length - 1]?.handicap ?? null,
    claims: record.claims,
    heldAtStart: record.heldAtStart,
    carriedIntoNext: record.carriedIntoNext,
    shoots: count,
    arrows,
  });
}
