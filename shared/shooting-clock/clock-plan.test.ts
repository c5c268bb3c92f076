import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockFigures,
  clockPlan,
  detailOrder,
  endLengthMs,
  endSignals,
  phaseWords,
  readClock,
  shootSecondsFor,
  signalDue,
} from './clock-plan.js';

describe('the shooting clock plan', () => {
  it('gives 120 s to an end of 3 arrows and 240 s to an end of 6, or the practice length', () => {
    expect(shootSecondsFor(3, null)).toBe(120);
    expect(shootSecondsFor(6, null)).toBe(240);
    expect(shootSecondsFor(6, 90)).toBe(90);
    expect(shootSecondsFor(6, 5)).toBe(20);
    expect(shootSecondsFor(6, 5000)).toBe(600);
  });

  it('walks a single detail through an end of 3: 10 s to the line, 90 s shooting, 30 s amber, collect', () => {
    const plan = clockPlan(3, 'single', null);
    expect(readClock(plan, 1, 0)).toEqual({ phase: 'walk-up', detail: null, secondsLeft: 10 });
    expect(readClock(plan, 1, 9_999)).toEqual({ phase: 'walk-up', detail: null, secondsLeft: 1 });
    expect(readClock(plan, 1, 10_000)).toEqual({ phase: 'shoot', detail: null, secondsLeft: 120 });
    expect(readClock(plan, 1, 99_999)).toEqual({ phase: 'shoot', detail: null, secondsLeft: 31 });
    expect(readClock(plan, 1, 100_000)).toEqual({ phase: 'warning', detail: null, secondsLeft: 30 });
    expect(readClock(plan, 1, 129_999)).toEqual({ phase: 'warning', detail: null, secondsLeft: 1 });
    expect(readClock(plan, 1, 130_000)).toEqual({ phase: 'collect', detail: null, secondsLeft: 0 });
    expect(endLengthMs(plan)).toBe(130_000);
  });

  it('runs AB then CD in odd ends and CD then AB in even ends, each with its own walk-up', () => {
    const plan = clockPlan(6, 'ab-cd', null);
    expect(detailOrder(plan, 1)).toEqual(['AB', 'CD']);
    expect(detailOrder(plan, 2)).toEqual(['CD', 'AB']);
    expect(readClock(plan, 1, 5_000)).toMatchObject({ phase: 'walk-up', detail: 'AB' });
    expect(readClock(plan, 1, 250_000)).toMatchObject({ phase: 'walk-up', detail: 'CD', secondsLeft: 10 });
    expect(readClock(plan, 1, 260_000)).toMatchObject({ phase: 'shoot', detail: 'CD', secondsLeft: 240 });
    expect(readClock(plan, 2, 5_000)).toMatchObject({ phase: 'walk-up', detail: 'CD' });
    expect(readClock(plan, 2, 499_999)).toMatchObject({ phase: 'warning', detail: 'AB', secondsLeft: 1 });
    expect(readClock(plan, 2, 500_000).phase).toBe('collect');
  });

  it('blows two whistles to walk up, one to shoot, none for amber and three to collect', () => {
    const signals = endSignals(clockPlan(3, 'ab-cd', null), 1).map((each) => [
      each.atMs,
      each.signal.phase,
      each.signal.whistles,
    ]);
    expect(signals).toEqual([
      [0, 'walk-up', 2],
      [10_000, 'shoot', 1],
      [100_000, 'warning', 0],
      [130_000, 'walk-up', 2],
      [140_000, 'shoot', 1],
      [230_000, 'warning', 0],
      [260_000, 'collect', 3],
    ]);
  });

  it('gives a signal only while it is fresh: a phone that slept through one shows the phase, silently', () => {
    const plan = clockPlan(6, 'single', null);
    expect(signalDue(plan, 1, 9_900, 10_100)).toEqual({ phase: 'shoot', whistles: 1 });
    expect(signalDue(plan, 1, 5_000, 95_000)).toBeNull();
    expect(readClock(plan, 1, 95_000)).toMatchObject({ phase: 'shoot', secondsLeft: 155 });
    expect(signalDue(plan, 1, 10_100, 11_000)).toBeNull();
  });

  it('has no amber in a practice end of 30 s or less, as it has no warning signal', () => {
    const plan = clockPlan(3, 'single', 20);
    expect(readClock(plan, 1, 15_000)).toEqual({ phase: 'shoot', detail: null, secondsLeft: 15 });
    expect(endSignals(plan, 1).map((each) => each.signal.phase)).toEqual(['walk-up', 'shoot', 'collect']);
    expect(readClock(clockPlan(3, 'single', 40), 1, 25_000)).toMatchObject({ phase: 'warning' });
  });

  it('always reads a phase whose seconds fit within its stretch, counting down as time goes on', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3, 6),
        fc.constantFrom('single' as const, 'ab-cd' as const),
        fc.option(fc.integer({ min: 20, max: 600 }), { nil: null }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 1_500_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (endSize, details, practice, end, at, later) => {
          const plan = clockPlan(endSize, details, practice);
          const now = readClock(plan, end, at);
          const next = readClock(plan, end, at + later);
          expect(now.secondsLeft).toBeGreaterThanOrEqual(0);
          expect(now.secondsLeft).toBeLessThanOrEqual(Math.max(10, plan.shootSeconds));
          if (at >= endLengthMs(plan)) expect(now.phase).toBe('collect');
          const order = ['walk-up', 'shoot', 'warning', 'collect'];
          if (now.detail === next.detail && now.phase !== 'collect')
            expect(order.indexOf(next.phase)).toBeGreaterThanOrEqual(order.indexOf(now.phase));
        },
      ),
    );
  });

  it('shows minutes and seconds and says each phase in words', () => {
    expect(clockFigures(240)).toBe('4:00');
    expect(clockFigures(9)).toBe('0:09');
    expect(phaseWords({ phase: 'walk-up', detail: 'CD', secondsLeft: 4 })).toBe('CD to the line');
    expect(phaseWords({ phase: 'warning', detail: null, secondsLeft: 4 })).toBe('30 s left');
    expect(phaseWords({ phase: 'collect', detail: null, secondsLeft: 0 })).toBe('Collect arrows');
  });
});
