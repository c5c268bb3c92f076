/**
 * Start-up yields to the archer (issue #49). An archer opens the app at the line and taps at once; the
 * work that follows the keypad's first frame (screens warmed ahead of a visit, cloud backup, sign-in,
 * live shoots) is not what they asked for, so it runs in small turns, one at a time, each only once the
 * archer has not tapped for `QUIET_MS` and the browser is next idle. A turn that comes while taps keep
 * coming waits for the next pause: no tap waits behind it.
 */

/** Long enough to cover the taps of one end (an archer enters 3 or 6 values well within a second each). */
export const QUIET_MS = 1000;

/** A busy page still gets each turn within this long of the archer's pause (requestIdleCallback's timeout). */
const IDLE_TIMEOUT_MS = 2000;

/** The clock the turns keep: the browser's, or a test's simulated one. */
export interface PauseClock {
  now(): number;
  /** Resolves after `ms`. */
  after(ms: number): Promise<void>;
  /** Resolves when the browser is next idle. */
  idle(): Promise<void>;
}

export class ArcherPauses {
  private lastHeard = Number.NEGATIVE_INFINITY;
  /** The turns queued so far: each starts once the one before it has started and the archer paused again. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly clock: PauseClock,
    private readonly quietMs = QUIET_MS,
  ) {}

  /** The archer touched the app (a tap, a key). */
  heard(): void {
    this.lastHeard = this.clock.now();
  }

  /**
   * Resolves in a turn of its own: after every turn asked for before it, once the archer has been quiet
   * for `quietMs` and the browser is idle. Work done right after it resolves is one turn's worth: keep it
   * small, and ask for another turn before the next piece.
   */
  turn(): Promise<void> {
    const mine = this.queue.then(() => this.pause());
    // The next turn waits for this one, never for a failure (there is none: pause() cannot reject).
    this.queue = mine;
    return mine;
  }

  /** Each piece in a turn of its own, the next asked for once the piece (and what it awaits) is done. */
  async inTurns(pieces: ReadonlyArray<() => unknown>): Promise<void> {
    for (const piece of pieces) {
      await this.turn();
      try {
        await piece();
      } catch {
        // A piece that fails (a chunk that cannot be fetched) is its own caller's to report; the rest go on.
      }
    }
  }

  private async pause(): Promise<void> {
    for (;;) {
      const left = this.lastHeard + this.quietMs - this.clock.now();
      if (left > 0) {
        await this.clock.after(left);
        continue;
      }
      await this.clock.idle();
      // A tap while the browser was busy: wait for the archer's next pause.
      if (this.clock.now() - this.lastHeard >= this.quietMs) return;
    }
  }
}

/** The page's clock: performance.now, timers, and idle callbacks where the browser has them. */
export const browserClock: PauseClock = {
  now: () => performance.now(),
  after: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  idle: () =>
    new Promise((resolve) => {
      // globalThis, not window: a test's page may be gone by the time a turn comes.
      if (typeof globalThis.requestIdleCallback === 'function')
        globalThis.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 200);
    }),
};

/** The page's one queue of turns. */
export const archerPauses = new ArcherPauses(browserClock);

/**
 * Hears the archer from the first moment (main.tsx, before the first render): capture listeners on the
 * window, so nothing the app does with an event can hide it. `click` too: assistive technology and
 * keyboards press buttons without a pointer.
 */
export function listenForTheArcher(
  target: Pick<EventTarget, 'addEventListener'>,
  pauses = archerPauses,
): void {
  const heard = () => pauses.heard();
  for (const type of ['pointerdown', 'keydown', 'click'])
    target.addEventListener(type, heard, { capture: true, passive: true });
}
