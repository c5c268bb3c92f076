/**
 * The official record worked out from the saved shoots (docs/official-record.md): each shoot read as
 * the ledger reads it, the ledger computed over all of them (always from scratch: the handicap depends on
 * the path the scores took, so an edit, a deletion or a card typed in late changes everything after
 * it), and what the My record screen and the records officer's files need around it.
 */
import { parseAgeGroup, parseGender, type BowType } from '../classifications/category.js';
import { fail, type Result } from '../core/result.js';
import type {
  LedgerExtras,
  OfficialRecordView,
  RecordCsvFiles,
  RecordNeed,
  SeasonReviewQuery,
  ShootOutsideRecord,
} from '../contract/officialRecord.js';
import { standingOf, type ShootStanding } from '../history/shootStanding.js';
import { ageGroupOn } from '../ledger/age-group.js';
import { classLabel, isBetter, tierOf, type ClassProgress } from '../ledger/claims.js';
import type { ClassName } from '../classifications/thresholds.js';
import { computeLedger, type BowLedger, type Ledger } from '../ledger/ledger.js';
import {
  judgeShoot,
  roundLabel,
  shootOrder,
  type JudgedShoot,
  type LedgerShoot,
} from '../ledger/ledger-shoot.js';
import type { Environment } from '../ledger/periods.js';
import { seasonReview, type SeasonReview } from '../ledger/season-review.js';
import { DEFAULT_LEDGER_SETTINGS, type ClassTier } from '../ledger/settings.js';
import { describeNeed, needOnRound } from '../ledger/rounds-to-next-class.js';
import { tally } from '../scoring/arrowCounts.js';
import { cardOnShoot, type CardOnShoot } from '../target-cards/card-on-shoot.js';
import { localDay, parseDateMs } from '../time/dates.js';
import { recordClaimsCsv, recordShootsCsv, type RecordShootRow } from '../share/recordCsv.js';
import { categoryOf, effectiveSnapshot } from '../projections/assessShoot.js';
import type { SavedShoot } from '../projections/historyProjection.js';
import type { Projections } from '../projections/projections.js';

/**
 * The day and time a shoot was shot on the archer's own calendar: a date typed in is that day; a shoot
 * saved with its time stamp (UTC) is read in the device's time zone, so one shot at 00:30 on 1 July in
 * summer time starts the new indoor season, as the archer's scoresheet says.
 */
function localDayOf(stored: string): { day: string; time?: string } {
  if (stored.length <= 10) return { day: stored };
  const ms = parseDateMs(stored);
  if (ms === null) return { day: stored.slice(0, 10) };
  const at = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: localDay(at),
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** The signed card a shoot was added from, as it stands against the shoot now; null for a shoot scored alone. */
function cardOf(item: SavedShoot['item']): CardOnShoot | null {
  return item.targetCard === undefined ? null : cardOnShoot(item.targetCard, item);
}

/** The export's witness columns: what the witness rests on, and the card's scorer and seal code. */
function witnessFacts(
  item: SavedShoot['item'],
  witnessed: boolean,
): Pick<RecordShootRow, 'witnessedBy' | 'scorer' | 'seal'> {
  const card = cardOf(item);
  return {
    witnessedBy: !witnessed ? null : card === null ? 'own-word' : 'scorer-card',
    scorer: card?.scorer ?? null,
    seal: card?.sealCode ?? null,
  };
}

/** The saved shoot as the ledger reads it, or why it cannot be (the ledger checks the rest). */
function ledgerShootOf(saved: SavedShoot, state: Projections): LedgerShoot | string {
  const { item } = saved;
  const snapshot = effectiveSnapshot(item.userProfile, state.profile);
  const gender = parseGender(snapshot.gender ?? '');
  const { day, time } = localDayOf(item.date);
  if (!gender) return `The shoot of ${day} (${item.gameType}): the profile needs a gender (Open or Women).`;
  const standing = standingOf(item);
  const card = cardOf(item);
  const shoot: LedgerShoot = {
    id: String(item.id),
    date: day,
    // Shoots saved today keep their time, so two on one day stay in the order they were shot.
    enteredAt: item.savedAt ?? item.id,
    round: item.gameType,
    bowStyle: snapshot.bowType ?? '',
    gender,
    eventStatus: standing.eventStatus,
    complete: saved.complete,
    // A shoot from a scorer's card is witnessed by the card while it is as signed, whatever its tick says.
    witnessed: card === null ? standing.witnessed : card.evidence === 'as-signed',
    signed: standing.signed,
    leaveOutOfHandicap: standing.leaveOutOfHandicap,
    score: item.score,
  };
  if (time !== undefined) shoot.startTime = time;
  if (state.profile.yearOfBirth !== null) shoot.yearOfBirth = state.profile.yearOfBirth;
  const ageGroup = categoryOf(snapshot)?.ageGroup;
  if (ageGroup) shoot.ageGroup = ageGroup;
  return shoot;
}

/** Every saved shoot the record can read, judged, and the ones it cannot, with the reason in words. */
interface ReadShoots {
  shoots: LedgerShoot[];
  judged: Map<string, { judged: JudgedShoot; saved: SavedShoot }>;
  outside: ShootOutsideRecord[];
  practiceRounds: number;
}

function readShoots(state: Projections): ReadShoots {
  const read: ReadShoots = { shoots: [], judged: new Map(), outside: [], practiceRounds: 0 };
  for (const saved of state.history.shoots.values()) {
    if (saved.round && saved.round.maxArrows === null) {
      read.practiceRounds += 1;
      continue;
    }
    const shoot = ledgerShootOf(saved, state);
    const judged = typeof shoot === 'string' ? null : judgeShoot(shoot);
    if (judged?.ok && typeof shoot !== 'string') {
      read.shoots.push(shoot);
      read.judged.set(shoot.id, { judged: judged.value, saved });
      continue;
    }
    read.outside.push({
      id: saved.item.id,
      date: localDayOf(saved.item.date).day,
      round: saved.item.gameType,
      message: typeof shoot === 'string' ? shoot : judged && !judged.ok ? judged.error.message : '',
    });
  }
  read.outside.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  return read;
}

const TIERS: ClassTier[] = ['archer', 'bowman', 'masterBowman'];

/** The round shot most often in a ledger (the later one on a tie), or undefined for none. */
function mostShotRound(own: readonly JudgedShoot[]): JudgedShoot['round'] | undefined {
  const counts = new Map<string, { round: JudgedShoot['round']; count: number }>();
  for (const j of own) {
    const entry = counts.get(j.round.name) ?? { round: j.round, count: 0 };
    entry.count += 1;
    counts.set(j.round.name, entry);
  }
  let best: { round: JudgedShoot['round']; count: number } | undefined;
  for (const entry of counts.values()) if (!best || entry.count >= best.count) best = entry;
  return best?.round;
}

/**
 * The class of a tier "Rounds to the next class" aims at (its classes not yet held, nearest first): the best one that
 * the archer's best score this period (`level`, whatever its status or witness) already reaches, the
 * level they are shooting at, so a first I-A1-level Portsmouth is followed by what I-A1 still needs, not
 * by the I-A3 it has left behind; with no score at any of them, the nearest.
 */
function aimFor(tier: readonly ClassProgress[], level: ClassName | null): ClassProgress | undefined {
  const reached = level === null ? undefined : [...tier].reverse().find((p) => !isBetter(p.class, level));
  return reached ?? tier[0];
}

/** An under-21 group or younger: one that a birthday moves. */
function isJuniorGroup(ageGroup: string): boolean {
  const group = parseAgeGroup(ageGroup);
  return group !== undefined && group.startsWith('u');
}

/** The best class a complete shoot of the ledger reached in the period, or null. */
function levelIn(own: readonly JudgedShoot[], periodLabel: string): ClassName | null {
  let best: ClassName | null = null;
  for (const judged of own) {
    if (judged.period.label !== periodLabel || !judged.shoot.complete || judged.classReached === null)
      continue;
    if (best === null || isBetter(judged.classReached, best)) best = judged.classReached;
  }
  return best;
}

/** Per tier, the class to aim at in the ledger's latest period (aimFor), on its most shot round. */
function extrasOf(
  bow: BowLedger,
  own: readonly JudgedShoot[],
  today: string,
  yearOfBirth: number | null,
  settings: Ledger['settings'],
): LedgerExtras {
  const round = mostShotRound(own);
  const latest = own[own.length - 1];
  const period = bow.periods[bow.periods.length - 1];
  const needs: RecordNeed[] = [];
  if (round && latest && period) {
    // The category today: a junior moves up a group on 1 January.
    const group = yearOfBirth === null ? null : ageGroupOn(yearOfBirth, today);
    const category = group?.ok ? { ...latest.category, ageGroup: group.value } : latest.category;
    for (const tier of TIERS) {
      const progress = aimFor(
        period.progress.filter((p) => tierOf(p.class) === tier),
        levelIn(own, period.period.label),
      );
      if (!progress) continue;
      const need = needOnRound(progress, round.name, category, today, settings);
      if (!need.ok) continue;
      needs.push({
        tier,
        class: progress.class,
        line: describeNeed(need.value, roundLabel(round), bow.environment),
      });
    }
  }
  return {
    bowStyle: bow.bowStyle,
    environment: bow.environment,
    needs,
    needsRound: round ? roundLabel(round) : null,
  };
}

function ledgerOf(read: ReadShoots, today: string): Ledger {
  const computed = computeLedger(read.shoots, { today });
  // Every shoot passed judgeShoot above and ids are the history's own, so this cannot fail; were it
  // to, an empty record is shown rather than a broken screen.
  return computed.ok ? computed.value : { settings: DEFAULT_LEDGER_SETTINGS, ledgers: [], setAside: [] };
}

function ownShoots(read: ReadShoots, bowStyle: BowType, environment: Environment): JudgedShoot[] {
  return [...read.judged.values()]
    .map(({ judged }) => judged)
    .filter((j) => j.category.bowType === bowStyle && j.environment === environment)
    .sort(shootOrder);
}

/** The whole record as the My record screen shows it, for `today` ("YYYY-MM-DD"). */
export function officialRecordView(state: Projections, today: string): OfficialRecordView {
  const read = readShoots(state);
  const ledger = ledgerOf(read, today);
  return {
    ledger,
    extras: ledger.ledgers.map((bow) =>
      extrasOf(
        bow,
        ownShoots(read, bow.bowStyle, bow.environment),
        today,
        state.profile.yearOfBirth,
        ledger.settings,
      ),
    ),
    outside: read.outside,
    practiceRounds: read.practiceRounds,
    asksYearOfBirth: state.profile.yearOfBirth === null && isJuniorGroup(state.profile.ageGroup),
    today,
  };
}

/** A past (or the current) season of one ledger, looked back on. */
export function seasonReviewAnswer(
  state: Projections,
  query: SeasonReviewQuery,
  today: string,
): Result<SeasonReview, 'no-such-season'> {
  const read = readShoots(state);
  const review = seasonReview(
    read.shoots,
    ledgerOf(read, today),
    query.bowStyle,
    query.environment,
    query.period,
  );
  // Every shoot was read above, so the only refusal left is a season the ledger does not have.
  return review.ok ? review : fail('no-such-season', review.error.message);
}

/** The records officer's shoots and claims files. */
export function recordCsvFiles(state: Projections, today: string): RecordCsvFiles {
  const read = readShoots(state);
  const ledger = ledgerOf(read, today);
  const running = new Map<string, number | null>();
  for (const bow of ledger.ledgers) {
    for (const step of bow.handicapSteps) if (step.shootId !== null) running.set(step.shootId, step.handicap);
  }
  const ordered = [...read.judged.values()].sort((a, b) => shootOrder(a.judged, b.judged));
  const rows: RecordShootRow[] = ordered.map(({ judged, saved }) => {
    const counts = saved.item.scores.length > 0 ? tally(saved.item.scores, judged.round) : null;
    return {
      date: judged.shoot.date,
      round: saved.item.gameType,
      category: judged.category,
      environment: judged.environment,
      eventStatus: judged.status,
      score: judged.shoot.score,
      hits: counts?.hits ?? null,
      golds: counts?.golds ?? null,
      xs: counts?.xs ?? null,
      handicap: judged.shoot.complete ? judged.handicap : null,
      runningHandicap: running.get(judged.shoot.id) ?? null,
      classReached:
        judged.shoot.complete && judged.classReached !== null
          ? classLabel(judged.environment, judged.classReached)
          : null,
      witnessed: judged.shoot.witnessed,
      signed: judged.shoot.signed,
      ...witnessFacts(saved.item, judged.shoot.witnessed),
    };
  });
  const roundOf = (id: string) => read.judged.get(id)?.saved.item.gameType ?? '';
  return { shoots: recordShootsCsv(rows), claims: recordClaimsCsv(ledger, roundOf) };
}

function shotLater(a: SavedShoot, b: SavedShoot): boolean {
  return a.item.date !== b.item.date ? a.item.date > b.item.date : a.item.id > b.item.id;
}

/**
 * The standing the save step starts from for `roundName`. A practice round is always Practice. Otherwise
 * the event status the archer chose at their last save of the round (`statusAtSave`, so editing an old
 * shoot later does not move it), or for a round only ever imported, the status of its latest shoot; a
 * round never shot starts at Practice. Never the witnessed, signed or left-out flags: each shoot earns
 * those on its own, and copying them would claim what nobody claimed.
 */
export function defaultStandingFor(state: Projections, roundName: string): ShootStanding {
  const flags = { witnessed: false, signed: false, leaveOutOfHandicap: false };
  if (state.context.findRound(roundName)?.isPracticeRound === true)
    return { eventStatus: 'practice', ...flags };
  const chosen = state.statusAtSave.get(roundName);
  if (chosen !== undefined) return { eventStatus: chosen, ...flags };
  let latest: SavedShoot | undefined;
  for (const saved of state.history.shoots.values()) {
    if (saved.item.gameType !== roundName) continue;
    if (!latest || shotLater(saved, latest)) latest = saved;
  }
  return { eventStatus: latest ? standingOf(latest.item).eventStatus : 'practice', ...flags };
}
