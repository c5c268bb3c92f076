/**
 * The official record in the archer's words: ledger names, dates, the rule behind each handicap step,
 * claims and the settings in force (docs/official-record.md).
 */
import {
  classLabel,
  TIER_RULES,
  witnessNeeded,
  type Claim,
  type MetClass,
} from '../../../../shared/ledger/claims.js';
import type { BowLedger } from '../../../../shared/ledger/ledger.js';
import type { HandicapRule, HandicapStep } from '../../../../shared/ledger/running-handicap.js';
import type { ClassTier, LedgerSettings } from '../../../../shared/ledger/settings.js';
import { EVENT_STATUS_LABELS } from '../../../../shared/history/shootStanding.js';
import { bowName } from '../../bow-name.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "14 Jun 2026" from "2026-06-14". */
export function dayText(day: string): string {
  return `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''} ${day.slice(0, 4)}`;
}

/** "Recurve outdoor". */
export function ledgerName(bow: Pick<BowLedger, 'bowStyle' | 'environment'>): string {
  return `${bowName(bow.bowStyle)} ${bow.environment}`;
}

export function ledgerKey(bow: Pick<BowLedger, 'bowStyle' | 'environment'>): string {
  return `${bow.bowStyle}-${bow.environment}`;
}

/** Why the running handicap is what it is after a step. */
export function ruleText(how: HandicapRule): string {
  switch (how.rule) {
    case 'initial-from-three':
      return `first handicap, from ${how.from.join(', ')}`;
    case 'continuous-reduction':
      return how.moved ? 'improved (continuous reduction)' : 'unchanged: not 2 or more better';
    case 'waiting-for-three':
      return `${how.have} of the 3 scores a first handicap needs`;
    case 'not-counted':
      return {
        incomplete: 'not counted: incomplete round',
        'left-out': 'not counted: left out of your handicap',
        'status-below-setting': 'not counted: below the status that moves the handicap',
        'no-handicap': 'not counted: no handicap for this score',
      }[how.reason];
    case 'season-start':
      return `season start, from the best three of last season (${how.from.join(', ')})`;
    case 'season-start-carried':
      return 'season start: carried over (fewer than 3 scores last season)';
    case 'season-start-dropped':
      return 'season start: dropped (fewer than 3 scores last season)';
  }
}

/** The last step that says something about the handicap now, in words ("2 of the 3 scores..."). */
export function handicapNowText(bow: BowLedger): string {
  if (bow.handicapNow !== null) return String(bow.handicapNow);
  const waiting = [...bow.handicapSteps].reverse().find((s) => s.how.rule === 'waiting-for-three');
  return waiting ? `none yet (${ruleText(waiting.how)})` : 'none yet';
}

/** "A1 claimable since 20 May 2025: York 20 May, Hereford 2 Jun (your club awards it)". */
export function claimText(claim: Claim, environment: BowLedger['environment']): string {
  const who = claim.awardedBy === 'archery-gb' ? 'Archery GB awards it' : 'your club awards it';
  return `${classLabel(environment, claim.class)} claimable since ${dayText(claim.claimableFrom)}: ${claim.shoots
    .map((s) => s.label)
    .join(', ')} (${who})`;
}

/** A class met but not claimable for want of witnessed sheets, or null when nothing is missing. */
export function missingEvidenceText(met: MetClass, environment: BowLedger['environment']): string | null {
  const missing = witnessNeeded(met);
  return missing === null
    ? null
    : `${classLabel(environment, met.class)} met on ${dayText(met.metOn)}, ${missing}`;
}

export interface SeasonRow {
  period: string;
  handicapAtStart: number | null;
  handicapAtEnd: number | null;
  heldAtEnd: string;
  claims: string;
}

/** One row per season of a ledger, newest first: handicap at its start and end, class held, claims. */
export function seasonRows(bow: BowLedger): SeasonRow[] {
  return bow.periods
    .map((record) => {
      const before = bow.handicapSteps.filter(
        (s: HandicapStep) =>
          s.date < record.period.starts || (s.shootId === null && s.date === record.period.starts),
      );
      const within = bow.handicapSteps.filter((s) => s.period === record.period.label);
      const atStart = before[before.length - 1]?.handicap ?? null;
      return {
        period: record.period.label,
        handicapAtStart: atStart,
        handicapAtEnd: within[within.length - 1]?.handicap ?? atStart,
        heldAtEnd: classLabel(bow.environment, record.held),
        claims: record.claims.map((c) => classLabel(bow.environment, c.class)).join(', '),
      };
    })
    .reverse();
}

/** The settings in force, each in one line, where the screen shows the rules they change. */
export function settingsLines(settings: LedgerSettings): string[] {
  const tiers = (['archer', 'bowman', 'masterBowman'] as const)
    .filter((tier) => settings.claimsRequireWitness[tier])
    .map((tier) => ({ archer: 'Archer', bowman: 'Bowman', masterBowman: 'Master Bowman' })[tier]);
  return [
    settings.handicapMinStatus === 'practice'
      ? 'Every complete round moves your handicap, practice included.'
      : `Rounds at ${EVENT_STATUS_LABELS[settings.handicapMinStatus].toLowerCase()} or above move your handicap.`,
    settings.initialWithinSeason
      ? 'Your first handicap comes from three scores in one season.'
      : 'Your first handicap comes from any three scores.',
    settings.shortSeasonStart === 'carry'
      ? 'After a season of fewer than three scores your handicap carries over.'
      : 'After a season of fewer than three scores your handicap starts again.',
    tiers.length > 0
      ? `Claims count only witnessed scoresheets (${tiers.join(', ')} tiers).`
      : 'Claims count any scoresheet, witnessed or not.',
  ];
}

/**
 * The words "Rounds to the next class" uses for rounds that count towards a tier, explained where they are used: a
 * club archer should not need the rule book to read "Bowman-eligible" or "record-status".
 */
export function needWordsExplained(tiers: readonly ClassTier[]): string[] {
  const lines: string[] = [];
  if (tiers.includes('bowman'))
    lines.push(
      `Bowman-eligible: a round shot at ${EVENT_STATUS_LABELS[TIER_RULES.bowman.minStatus].toLowerCase()} or above, as the Bowman classes need.`,
    );
  if (tiers.includes('masterBowman'))
    lines.push(
      `Record-status: a round shot at ${EVENT_STATUS_LABELS[TIER_RULES.masterBowman.minStatus]} or above, as the Master Bowman classes need.`,
    );
  return lines;
}

/** "maintained at A1" explained: the class was shot again this season, so it carries into the next. */
export function maintainedText(label: string): string {
  return `maintained at ${label}: you reached it again this season, so you keep it next season`;
}

/**
 * "Last change: 14 Jun 2026, improved (continuous reduction)": the last step that moved the handicap, not
 * merely the last shoot (which may have left it unchanged). Null before there is any handicap.
 */
export function lastChangeText(steps: readonly HandicapStep[]): string | null {
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!;
    const before = i > 0 ? steps[i - 1]!.handicap : null;
    if (step.handicap !== null && step.handicap !== before)
      return `Last change: ${dayText(step.date)}, ${ruleText(step.how)}.`;
  }
  return null;
}
