import { act } from './act.js';

/** Long enough for a lazily imported part to be transformed on a busy machine; under vitest's 20 s. */
const GIVE_UP_AFTER_MS = 15_000;

/**
 * Waits until `condition` holds (it may ask the engine), letting the engine's messages and React's
 * updates run in between: each turn yields to the event loop inside act(), so renders are flushed. The
 * wait is on the condition, never a fixed delay; the deadline only turns a condition that never holds
 * into a failure that says what was awaited, rather than vitest's bare timeout.
 */
export async function until(what: string, condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = performance.now() + GIVE_UP_AFTER_MS;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`Still waiting: ${what}`);
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}
