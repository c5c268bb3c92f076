/**
 * A shooting clock as World Archery runs one (docs/at-the-line.md): two whistles call the archers to
 * the line and give them 10 s to get there, one whistle starts the shooting, the clock turns amber for
 * the last 30 s, and three whistles end the end so everyone goes to collect. With two details on a
 * target (AB and CD) the second detail walks up when the first has finished, and the order swaps every
 * end. This file is the plan and where a given moment falls in it: pure, so the clock on the score card,
 * a phone that slept through half an end and the tests all read the same answer from the same start time.
 */

export type Details = 'single' | 'ab-cd';
export type Detail = 'AB' | 'CD';

/** World Archery: 10 s to walk up, 120 s for an end of up to 3 arrows, 240 s for 6, amber at 30 s. */
export const WALK_UP_SECONDS = 10;
export const WARNING_SECONDS = 30;
export const SHORT_END_SECONDS = 120;
export const LONG_END_SECONDS = 240;
/** A practice length the archer sets stays in this range: a shorter end cannot be shot, a longer one is not timed. */
export const PRACTICE_SECONDS_MIN = 20;
export const PRACTICE_SECONDS_MAX = 600;

export interface ClockPlan {
  details: Details;
  /** Seconds each detail has to shoot its arrows. */
  shootSeconds: number;
}

/** The competition's time for one end of this many arrows, or the archer's own practice length. */
export function shootSecondsFor(endSize: number, practiceSeconds: number | null): number {
  if (practiceSeconds !== null)
    return Math.min(PRACTICE_SECONDS_MAX, Math.max(PRACTICE_SECONDS_MIN, Math.round(practiceSeconds)));
  return endSize <= 3 ? SHORT_END_SECONDS : LONG_END_SECONDS;
}

export function clockPlan(endSize: number, details: Details, practiceSeconds: number | null): ClockPlan {
  return { details, shootSeconds: shootSecondsFor(endSize, practiceSeconds) };
}

/** Who shoots first in this end: AB in the first end, CD in the second, and so on. */
export function detailOrder(plan: ClockPlan, endNumber: number): readonly (Detail | null)[] {
  if (plan.details === 'single') return [null];
  return endNumber % 2 === 1 ? ['AB', 'CD'] : ['CD', 'AB'];
}

export type Phase = 'walk-up' | 'shoot' | 'warning' | 'collect';

/** One stretch of an end with a whistle at its start. */
export interface Stretch {
  phase: 'walk-up' | 'shoot';
  detail: Detail | null;
  startsAtMs: number;
  endsAtMs: number;
}

/** The end's stretches in order: walk-up and shooting for each detail. Collect follows the last one. */
export function endStretches(plan: ClockPlan, endNumber: number): Stretch[] {
  const stretches: Stretch[] = [];
  let at = 0;
  for (const detail of detailOrder(plan, endNumber)) {
    stretches.push({ phase: 'walk-up', detail, startsAtMs: at, endsAtMs: (at += WALK_UP_SECONDS * 1000) });
    stretches.push({ phase: 'shoot', detail, startsAtMs: at, endsAtMs: (at += plan.shootSeconds * 1000) });
  }
  return stretches;
}

export function endLengthMs(plan: ClockPlan): number {
  return detailOrder(plan, 1).length * (WALK_UP_SECONDS + plan.shootSeconds) * 1000;
}

/** Where the clock stands: the phase, the detail on the line, and whole seconds left in the stretch. */
export interface ClockReading {
  phase: Phase;
  detail: Detail | null;
  secondsLeft: number;
}

export function readClock(plan: ClockPlan, endNumber: number, elapsedMs: number): ClockReading {
  const at = Math.max(0, elapsedMs);
  const stretch = endStretches(plan, endNumber).find((each) => at < each.endsAtMs);
  if (!stretch) return { phase: 'collect', detail: null, secondsLeft: 0 };
  const secondsLeft = Math.ceil((stretch.endsAtMs - at) / 1000);
  // A practice end of 30 s or less has no amber: all of it would be "30 s left", which it is not.
  const warned =
    stretch.phase === 'shoot' && plan.shootSeconds > WARNING_SECONDS && secondsLeft <= WARNING_SECONDS;
  const phase = warned ? 'warning' : stretch.phase;
  return { phase, detail: stretch.detail, secondsLeft };
}

/** A whistle: 2 to walk up, 1 to shoot, 3 to collect; the amber warning has none, only the light. */
export type Signal = { phase: Phase; whistles: 0 | 1 | 2 | 3 };

const WHISTLES: Record<Phase, Signal['whistles']> = { 'walk-up': 2, shoot: 1, warning: 0, collect: 3 };

/** The moments of an end when the clock signals, in order: each stretch's start, the warning, collect. */
export function endSignals(plan: ClockPlan, endNumber: number): Array<{ atMs: number; signal: Signal }> {
  const signals: Array<{ atMs: number; signal: Signal }> = [];
  for (const stretch of endStretches(plan, endNumber)) {
    signals.push({
      atMs: stretch.startsAtMs,
      signal: { phase: stretch.phase, whistles: WHISTLES[stretch.phase] },
    });
    if (stretch.phase === 'shoot' && plan.shootSeconds > WARNING_SECONDS)
      signals.push({
        atMs: stretch.endsAtMs - WARNING_SECONDS * 1000,
        signal: { phase: 'warning', whistles: 0 },
      });
  }
  signals.push({ atMs: endLengthMs(plan), signal: { phase: 'collect', whistles: 3 } });
  return signals;
}

/**
 * The signal to give now, having last looked at `fromMs`: the newest one passed since then, and only if
 * it is fresh. A phone that slept through a whistle shows the right phase when it wakes but does not blow
 * a whistle late, which would send an archer to the line at the wrong time.
 */
export const LATE_SIGNAL_MS = 1500;

export function signalDue(plan: ClockPlan, endNumber: number, fromMs: number, toMs: number): Signal | null {
  const passed = endSignals(plan, endNumber).filter((each) => each.atMs > fromMs && each.atMs <= toMs);
  const newest = passed.at(-1);
  return newest && toMs - newest.atMs <= LATE_SIGNAL_MS ? newest.signal : null;
}

/** "2:00", "0:09": minutes and seconds, as a range clock shows them. */
export function clockFigures(secondsLeft: number): string {
  const seconds = Math.max(0, secondsLeft);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The phase in words, so the clock never says it by colour alone. */
export function phaseWords(reading: ClockReading): string {
  const who = reading.detail ? `${reading.detail} ` : '';
  switch (reading.phase) {
    case 'walk-up':
      return `${who}to the line`;
    case 'shoot':
      return `${who}shoot`;
    case 'warning':
      return `${who}30 s left`;
    case 'collect':
      return 'Collect arrows';
  }
}
