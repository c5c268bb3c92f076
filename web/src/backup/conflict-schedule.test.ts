import { describe, expect, it } from 'vitest';
import { ConflictCheckSchedule, type ScheduleClock } from './conflict-schedule.js';

/** A clock the test moves by hand: timers fire in order as it passes them. */
function simulatedClock(): ScheduleClock & { advance(ms: number): void } {
  let time = 1_000_000;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => time,
    setTimeout: (run, ms) => {
      timers.set(++nextId, { at: time + ms, run });
      return nextId;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    advance(ms) {
      const until = time + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        time = due[1].at;
        due[1].run();
      }
      time = until;
    },
  };
}

function schedule() {
  const clock = simulatedClock();
  const checks: number[] = [];
  const plan = new ConflictCheckSchedule(() => checks.push(clock.now()), clock);
  return { clock, checks, plan };
}

describe('when the app checks for a backup conflict (docs/product.md section 9)', () => {
  it('checks 1 s after start', () => {
    const { clock, checks, plan } = schedule();
    plan.started();
    clock.advance(999);
    expect(checks).toHaveLength(0);
    clock.advance(1);
    expect(checks).toHaveLength(1);
  });

  it('checks 10 s after a click or touch, once for a flurry of them', () => {
    const { clock, checks, plan } = schedule();
    plan.touched();
    clock.advance(4000);
    plan.touched();
    clock.advance(5999);
    expect(checks).toHaveLength(0);
    clock.advance(1);
    expect(checks).toHaveLength(1);
  });

  it('checks at once on visibility, focus, online or page-show, but never twice within 30 s', () => {
    const { clock, checks, plan } = schedule();
    plan.woke();
    plan.woke();
    clock.advance(29_999);
    plan.woke();
    expect(checks).toHaveLength(1);
    clock.advance(1);
    plan.woke();
    expect(checks).toHaveLength(2);
  });

  it('skips checks within 60 s of a change on this device', () => {
    const { clock, checks, plan } = schedule();
    plan.dataChanged();
    plan.started();
    clock.advance(1000);
    plan.woke();
    clock.advance(58_999);
    plan.woke();
    expect(checks).toHaveLength(0);
    clock.advance(1);
    plan.woke();
    expect(checks).toHaveLength(1);
  });

  it('stops', () => {
    const { clock, checks, plan } = schedule();
    plan.started();
    plan.stop();
    clock.advance(60_000);
    expect(checks).toHaveLength(0);
  });
});
