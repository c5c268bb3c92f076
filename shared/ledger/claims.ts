/**
 * Classification claims within one period (a calendar year outdoors, an indoor season indoors). A
 * class is met when enough arrows, from shoots that reach it or better at an event status its tier
 * accepts, add up to the tier's requirement; it is claimable once the evidence the settings ask for
 * (witnessed scoresheets) covers that total too. Only a class better than the one held is claimed;
 * meeting a lower one "maintains" it, which decides what is held next period.
 */
import { INDOOR_CLASSES, OUTDOOR_CLASSES, type ClassName } from '../classifications/thresholds.js';
import { atLeast, type EventStatus } from './event-status.js';
import { shootLabel, type JudgedShoot } from './ledger-shoot.js';
import type { Environment, Period } from './periods.js';
import type { ClassTier, LedgerSettings } from './settings.js';

interface TierRule {
  /** Arrows (whole rounds, any mix of rounds) needed within one period. */
  arrows: Record<Environment, number>;
  /** Lowest event status whose arrows count toward the tier. */
  minStatus: EventStatus;
}

export const TIER_RULES: Record<ClassTier, TierRule> = {
  archer: { arrows: { outdoor: 144, indoor: 120 }, minStatus: 'practice' },
  bowman: { arrows: { outdoor: 216, indoor: 180 }, minStatus: 'club_target_day' },
  masterBowman: { arrows: { outdoor: 432, indoor: 180 }, minStatus: 'ukrs' },
};

export function tierOf(name: ClassName): ClassTier {
  if (name.startsWith('A')) return 'archer';
  if (name.startsWith('B')) return 'bowman';
  return 'masterBowman';
}

/** Position in the ladder, best (EMB) first: a lower number is a better class. */
function rank(name: ClassName): number {
  return OUTDOOR_CLASSES.indexOf(name);
}

export function isBetter(a: ClassName, than: ClassName | null): boolean {
  return than === null || rank(a) < rank(than);
}

/** The class's name as shown: indoor classes carry an "I-" prefix. */
export function classLabel(environment: Environment, name: ClassName | null): string {
  if (name === null) return 'Unclassified';
  return environment === 'indoor' ? `I-${name}` : name;
}

/** A scoresheet behind a claim or missing from one. */
export interface ShootRef {
  id: string;
  date: string;
  /** "York 14 Jun". */
  label: string;
  eventStatus: EventStatus;
  witnessed: boolean;
}

export interface MetClass {
  class: ClassName;
  /** Date of the shoot that completed the arrow count, whatever the evidence. */
  metOn: string;
  shoots: ShootRef[];
  /** Date the evidence the settings ask for completed it too; null when it has not. */
  evidencedOn: string | null;
  /** Unwitnessed scoresheets among `shoots`, when witnessing is required and the rest fall short. */
  needsWitnessFor: ShootRef[];
}

export interface Claim {
  class: ClassName;
  /** The date of the shoot that completed the evidence. */
  claimableFrom: string;
  /** The scoresheets making up the claim, in shoot order. */
  shoots: ShootRef[];
  /** Who awards it: Archery GB for the outdoor Master Bowman tier, the club for everything else. */
  awardedBy: 'club' | 'archery-gb';
}

/** How far the period's evidenced arrows have gone toward a class not yet held. */
export interface ClassProgress {
  class: ClassName;
  /** Arrows on sheets that reach the class at a status its tier accepts, with the evidence required. */
  arrowsCounted: number;
  arrowsNeeded: number;
}

export interface PeriodRecord {
  period: Period;
  /** Carried in from the period before: the best class achieved there (null: Unclassified). */
  heldAtStart: ClassName | null;
  /** Every class met this period, best first, shown even when evidence is missing. */
  met: MetClass[];
  /** Claims in the order they became claimable; each is better than what was held then. */
  claims: Claim[];
  /** Held at the end of the period (or now, for the current one). */
  held: ClassName | null;
  /** The best class achieved when it is no better than what was held at the start. */
  maintainedAt: ClassName | null;
  /** What the next period starts holding: the best class achieved in this one, or Unclassified. */
  carriedIntoNext: ClassName | null;
  /** Every class better than `held`, nearest first, with the arrows counted toward it so far. */
  progress: ClassProgress[];
}

function ref(judged: JudgedShoot): ShootRef {
  return {
    id: judged.shoot.id,
    date: judged.shoot.date,
    label: shootLabel(judged),
    eventStatus: judged.status,
    witnessed: judged.shoot.witnessed,
  };
}

/** Index of the shoot whose arrows bring the total to `needed`, or -1. */
function completingIndex(shoots: readonly JudgedShoot[], needed: number): number {
  let total = 0;
  for (let i = 0; i < shoots.length; i++) {
    total += (shoots[i] as JudgedShoot).arrows;
    if (total >= needed) return i;
  }
  return -1;
}

/** Complete shoots that reach `name` or better at a status the class's tier accepts. */
function countingShoots(name: ClassName, shoots: readonly JudgedShoot[]): JudgedShoot[] {
  const rule = TIER_RULES[tierOf(name)];
  return shoots.filter(
    (s) =>
      s.shoot.complete &&
      s.classReached !== null &&
      rank(s.classReached) <= rank(name) &&
      atLeast(s.status, rule.minStatus),
  );
}

function progressToward(
  name: ClassName,
  shoots: readonly JudgedShoot[],
  environment: Environment,
  settings: LedgerSettings,
): ClassProgress {
  const tier = tierOf(name);
  const counting = countingShoots(name, shoots).filter(
    (s) => !settings.claimsRequireWitness[tier] || s.shoot.witnessed,
  );
  return {
    class: name,
    arrowsCounted: counting.reduce((sum, s) => sum + s.arrows, 0),
    arrowsNeeded: TIER_RULES[tier].arrows[environment],
  };
}

interface Evidenced {
  met: MetClass;
  /** Position in the period's shoot order of the shoot completing the evidence; -1 for none. */
  completedBy: number;
  evidence: JudgedShoot[];
}

function judgeClass(
  name: ClassName,
  shoots: readonly JudgedShoot[],
  environment: Environment,
  settings: LedgerSettings,
): Evidenced | null {
  const tier = tierOf(name);
  const counting = countingShoots(name, shoots);
  const needed = TIER_RULES[tier].arrows[environment];
  const metBy = completingIndex(counting, needed);
  if (metBy < 0) return null;
  const behindMet = counting.slice(0, metBy + 1);
  const witnessOnly = settings.claimsRequireWitness[tier];
  const evidence = witnessOnly ? counting.filter((s) => s.shoot.witnessed) : counting;
  const evidencedBy = completingIndex(evidence, needed);
  const used = evidencedBy < 0 ? [] : evidence.slice(0, evidencedBy + 1);
  const last = used[used.length - 1];
  return {
    met: {
      class: name,
      metOn: (behindMet[metBy] as JudgedShoot).shoot.date,
      shoots: behindMet.map(ref),
      evidencedOn: last ? last.shoot.date : null,
      needsWitnessFor: last ? [] : behindMet.filter((s) => !s.shoot.witnessed).map(ref),
    },
    completedBy: last ? shoots.indexOf(last) : -1,
    evidence: used,
  };
}

/** The classification record of one period of one ledger; `shoots` in shoot order, all in `period`. */
export function periodRecord(
  period: Period,
  shoots: readonly JudgedShoot[],
  heldAtStart: ClassName | null,
  settings: LedgerSettings,
): PeriodRecord {
  const ladder = period.environment === 'indoor' ? INDOOR_CLASSES : OUTDOOR_CLASSES;
  const judged = ladder
    .map((name) => judgeClass(name, shoots, period.environment, settings))
    .filter((j): j is Evidenced => j !== null);
  const achieved = judged
    .filter((j) => j.completedBy >= 0)
    .sort((a, b) => a.completedBy - b.completedBy || rank(a.met.class) - rank(b.met.class));
  let held = heldAtStart;
  const claims: Claim[] = [];
  for (const j of achieved) {
    if (!isBetter(j.met.class, held)) continue;
    held = j.met.class;
    claims.push({
      class: j.met.class,
      claimableFrom: j.met.evidencedOn as string,
      shoots: j.evidence.map(ref),
      awardedBy:
        period.environment === 'outdoor' && tierOf(j.met.class) === 'masterBowman' ? 'archery-gb' : 'club',
    });
  }
  const best = achieved.reduce<ClassName | null>(
    (sofar, j) => (isBetter(j.met.class, sofar) ? j.met.class : sofar),
    null,
  );
  return {
    period,
    heldAtStart,
    met: judged.map((j) => j.met),
    claims,
    held,
    maintainedAt: best !== null && !isBetter(best, heldAtStart) ? best : null,
    carriedIntoNext: best,
    progress: ladder
      .filter((name) => isBetter(name, held))
      .reverse()
      .map((name) => progressToward(name, shoots, period.environment, settings)),
  };
}

/** "needs a witnessed scoresheet for: York 14 Jun, Hereford 2 Jun", or null when nothing is missing. */
export function witnessNeeded(met: MetClass): string | null {
  if (met.needsWitnessFor.length === 0) return null;
  return `needs a witnessed scoresheet for: ${met.needsWitnessFor.map((s) => s.label).join(', ')}`;
}
