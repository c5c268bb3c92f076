/**
 * When the app compares this device with the newest cloud backup (docs/product.md section 9): 1 s after start,
 * 10 s after a click or touch, and at once when the page becomes visible, gains focus, comes back online
 * or is shown from the back-forward cache; never twice within 30 s, and never within 60 s of a change
 * made on this device (the archer is busy, and the automatic backup is about to run).
 */
export const CONFLICT_CHECK_TIMING = {
  afterStartMs: 1000,
  afterTouchMs: 10_000,
  minGapMs: 30_000,
  quietAfterChangeMs: 60_000,
} as const;

/** The clock and timers the schedule runs on: the browser's, or a simulated one in tests. */
export interface ScheduleClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export class ConflictCheckSchedule {
  private lastCheckAt = Number.NEGATIVE_INFINITY;
  private lastChangeAt = Number.NEGATIVE_INFINITY;
  private timer: unknown = null;

  constructor(
    private readonly check: () => void,
    private readonly clock: ScheduleClock,
  ) {}

  started(): void {
    this.later(CONFLICT_CHECK_TIMING.afterStartMs);
  }

  /** A click or touch: check a little later, once the archer has done what they came for. */
  touched(): void {
    this.later(CONFLICT_CHECK_TIMING.afterTouchMs);
  }

  /** Visible again, focused, online again, or shown from the back-forward cache. */
  woke(): void {
    this.now();
  }

  dataChanged(): void {
    this.lastChangeAt = this.clock.now();
  }

  stop(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private later(ms: number): void {
    if (this.timer !== null) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.now();
    }, ms);
  }

  private now(): void {
    const at = this.clock.now();
    if (at - this.lastCheckAt < CONFLICT_CHECK_TIMING.minGapMs) return;
    if (at - this.lastChangeAt < CONFLICT_CHECK_TIMING.quietAfterChangeMs) return;
    this.lastCheckAt = at;
    this.check();
  }
}
