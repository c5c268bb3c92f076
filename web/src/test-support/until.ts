import { act } from 'react';

/**
 * Waits until `condition` holds, letting the engine's messages and React's updates run in between
 * (each turn yields to the event loop inside act(), so renders are flushed). A condition that never
 * holds fails after `turns` turns with `what`, rather than hanging: the wait is on the condition, not a clock.
 */
export async function until(what: string, condition: () => boolean, turns = 2000): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) {
    if (condition()) return;
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  throw new Error(`Still waiting: ${what}`);
}
