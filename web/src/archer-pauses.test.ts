import { describe, expect, it } from 'vitest';
import { ArcherPauses, QUIET_MS, listenForTheArcher, type PauseClock } from './archer-pauses.js';

/**
 * A simulated clock: time moves only when the test says, timers fire in order, and the browser is idle
 * whenever the test lets it be (`idleNow`).
 */
function simulatedClock() {
  let now = 0;
  const timers: Array<{ at: number; fire: () => void }> = [];
  const idlers: Array<() => void> = [];
  const clock: PauseClock = {
    now: () => now,
    after: (ms) => new Promise((resolve) => timers.push({ at: now + ms, fire: resolve })),
    idle: () => new Promise((resolve) => idlers.push(resolve)),
  };
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return {
    clock,
    /** Moves time on by `ms`, firing the timers due on the way, and lets their promises settle. */
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > until) break;
        timers.shift();
        now = next.at;
        next.fire();
        await settle();
      }
      now = until;
      await settle();
    },
    /** The browser goes idle: every idle callback waiting runs. */
    async idleNow() {
      await settle();
      for (const idle of idlers.splice(0)) idle();
      await settle();
    },
  };
}

function turnsTaken(pauses: ArcherPauses, count: number) {
  const taken: number[] = [];
  for (let i = 0; i < count; i++) void pauses.turn().then(() => taken.push(i));
  return taken;
}

describe('start-up turns that wait for the archer', () => {
  it('gives a turn at the first idle moment when the archer has not tapped', async () => {
    const sim = simulatedClock();
    const pauses = new ArcherPauses(sim.clock);
    const taken = turnsTaken(pauses, 1);
    await sim.advance(0);
    expect(taken).toEqual([]);
    await sim.idleNow();
    expect(taken).toEqual([0]);
  });

  it('waits while taps keep coming, and goes once the archer has been quiet for a second', async () => {
    const sim = simulatedClock();
    const pauses = new ArcherPauses(sim.clock);
    pauses.heard();
    const taken = turnsTaken(pauses, 1);
    // Six arrows, 400 ms apart: no turn in between, however idle the browser is.
    for (let arrow = 0; arrow < 6; arrow++) {
      await sim.advance(400);
      await sim.idleNow();
      pauses.heard();
    }
    expect(taken).toEqual([]);
    await sim.advance(QUIET_MS - 1);
    await sim.idleNow();
    expect(taken).toEqual([]);
    await sim.advance(1);
    await sim.idleNow();
    expect(taken).toEqual([0]);
  });

  it('gives one turn per pause-and-idle, in the order they were asked for', async () => {
    const sim = simulatedClock();
    const pauses = new ArcherPauses(sim.clock);
    const taken = turnsTaken(pauses, 3);
    await sim.idleNow();
    expect(taken).toEqual([0]);
    await sim.idleNow();
    expect(taken).toEqual([0, 1]);
    await sim.idleNow();
    expect(taken).toEqual([0, 1, 2]);
  });

  it('does not go on a tap heard while the browser was busy: the turn waits for the next pause', async () => {
    const sim = simulatedClock();
    const pauses = new ArcherPauses(sim.clock);
    const taken = turnsTaken(pauses, 1);
    await sim.advance(100);
    pauses.heard();
    await sim.idleNow();
    expect(taken).toEqual([]);
    await sim.advance(QUIET_MS);
    await sim.idleNow();
    expect(taken).toEqual([0]);
  });

  it('runs pieces one turn each, and a failing piece does not stop the rest', async () => {
    const sim = simulatedClock();
    const pauses = new ArcherPauses(sim.clock);
    const ran: string[] = [];
    const done = pauses.inTurns([
      () => ran.push('history'),
      () => Promise.reject(new Error('chunk could not be fetched')),
      () => ran.push('profile'),
    ]);
    await sim.idleNow();
    expect(ran).toEqual(['history']);
    await sim.idleNow();
    await sim.idleNow();
    await done;
    expect(ran).toEqual(['history', 'profile']);
  });

  it('hears taps, keys and clicks on the window, before the app’s own handlers', () => {
    const sim = simulatedClock();
    const pauses = new ArcherPauses(sim.clock);
    const heard: Array<[string, AddEventListenerOptions]> = [];
    listenForTheArcher(
      {
        addEventListener: (type: string, _: unknown, options: AddEventListenerOptions) =>
          heard.push([type, options]),
      } as never,
      pauses,
    );
    expect(heard.map(([type]) => type)).toEqual(['pointerdown', 'keydown', 'click']);
    expect(heard.every(([, options]) => options.capture && options.passive)).toBe(true);
  });
});
