/**
 * The server's source of time, injected so expiry and retention can be tested without waiting or
 * faking globals (time is injected, as everywhere in this code: docs/contributing.md).
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => Date.now() };
