import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { clockPlan, type Signal } from '../../../shared/shooting-clock/clock-plan.js';
import { shootingClockMachine, TICK_MS } from './shooting-clock-machine.js';

/**
 * The clock on a simulated clock. `sleep` moves the wall clock on without any timer firing, as a phone
 * whose screen is off: nothing ticks, and the first look after it must still read the right phase.
 */
function rangeClock(endSize = 3, details: 'single' | 'ab-cd' = 'single') {
  const clock = new SimulatedClock();
  let asleepMs = 0;
  const actor = createActor(shootingClockMachine, {
    clock,
    input: { plan: clockPlan(endSize, details, null), now: () => clock.now() + asleepMs },
  });
  const signals: Signal[] = [];
  actor.on('signal', (event) => signals.push(event.signal));
  actor.start();
  return {
    actor,
    signals,
    whistles: () => signals.map((signal) => `${signal.phase}:${signal.whistles}`),
    advance: (ms: number) => {
      // Timers fire one tick at a time, as they would on a phone that is awake.
      for (let step = 0; step < ms; step += TICK_MS) clock.increment(Math.min(TICK_MS, ms - step));
    },
    sleep: (ms: number) => {
      asleepMs += ms;
    },
    state: () => actor.getSnapshot().value,
    reading: () => actor.getSnapshot().context.reading,
    send: (type: 'START' | 'PAUSE' | 'RESUME' | 'STOP' | 'TICK') => actor.send({ type }),
  };
}

describe('the shooting clock machine', () => {
  it('waits for the archer, then runs an end of 3: walk-up, shooting, amber, collect, with its whistles', () => {
    const range = rangeClock(3);
    range.advance(5_000);
    expect(range.state()).toBe('ready');
    expect(range.reading()).toEqual({ phase: 'walk-up', detail: null, secondsLeft: 10 });

    range.send('START');
    expect(range.whistles()).toEqual(['walk-up:2']);
    range.advance(10_000);
    expect(range.reading()).toMatchObject({ phase: 'shoot', secondsLeft: 120 });
    range.advance(90_000);
    expect(range.reading()).toMatchObject({ phase: 'warning', secondsLeft: 30 });
    range.advance(30_000);
    expect(range.state()).toBe('collect');
    expect(range.reading().phase).toBe('collect');
    expect(range.whistles()).toEqual(['walk-up:2', 'shoot:1', 'warning:0', 'collect:3']);

    // The next end waits for the archer, however long the walk back takes.
    range.advance(300_000);
    expect(range.state()).toBe('collect');
    expect(range.whistles()).toHaveLength(4);
  });

  it('times 240 s for ends of 6 and swaps AB/CD every end', () => {
    const range = rangeClock(6, 'ab-cd');
    range.send('START');
    range.advance(11_000);
    expect(range.reading()).toMatchObject({ phase: 'shoot', detail: 'AB', secondsLeft: 239 });
    range.advance(250_000);
    expect(range.reading()).toMatchObject({ phase: 'shoot', detail: 'CD' });
    range.advance(250_000);
    expect(range.state()).toBe('collect');

    range.send('START');
    expect(range.actor.getSnapshot().context.endNumber).toBe(2);
    range.advance(1_000);
    expect(range.reading()).toMatchObject({ phase: 'walk-up', detail: 'CD' });
    range.advance(250_000);
    expect(range.reading()).toMatchObject({ phase: 'walk-up', detail: 'AB' });
  });

  it('holds its time while paused and goes on from there', () => {
    const range = rangeClock(3);
    range.send('START');
    range.advance(40_000);
    range.send('PAUSE');
    range.advance(60_000);
    expect(range.state()).toBe('paused');
    expect(range.reading()).toMatchObject({ phase: 'shoot', secondsLeft: 90 });
    range.send('RESUME');
    range.advance(10_000);
    expect(range.reading()).toMatchObject({ phase: 'shoot', secondsLeft: 80 });
  });

  it('shows the right phase on waking after 90 s asleep, without a late whistle', () => {
    const range = rangeClock(6);
    range.send('START');
    range.advance(12_000);
    expect(range.whistles()).toEqual(['walk-up:2', 'shoot:1']);
    range.sleep(90_000);
    range.send('TICK');
    expect(range.reading()).toMatchObject({ phase: 'shoot', secondsLeft: 148 });
    range.sleep(130_000);
    range.send('TICK');
    expect(range.reading()).toMatchObject({ phase: 'warning', secondsLeft: 18 });
    // The amber light came on while the phone slept: shown, not signalled late.
    expect(range.whistles()).toEqual(['walk-up:2', 'shoot:1']);
  });

  it('starts the end again from its full time after Stop', () => {
    const range = rangeClock(3);
    range.send('START');
    range.advance(50_000);
    range.send('STOP');
    expect(range.state()).toBe('ready');
    expect(range.reading()).toEqual({ phase: 'walk-up', detail: null, secondsLeft: 10 });
    range.advance(5_000);
    expect(range.reading().secondsLeft).toBe(10);
  });

  it('takes a new end size from the next end, never in the middle of one', () => {
    const range = rangeClock(3);
    range.send('START');
    range.advance(15_000);
    range.actor.send({ type: 'PLAN', plan: clockPlan(6, 'single', null) });
    range.advance(1_000);
    expect(range.reading()).toMatchObject({ phase: 'shoot', secondsLeft: 114 });
    range.advance(120_000);
    range.send('START');
    range.advance(10_000);
    expect(range.reading()).toMatchObject({ phase: 'shoot', secondsLeft: 240 });
  });
});
