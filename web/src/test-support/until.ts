import { act } from 'react';

/**
 * Waits until `condition` holds (it may ask the engine), letting the engine's messages and React's updates run in between
 * (each turn yields to the event loop inside act(), so renders are flushed). A condition that never
 * holds fails after `turns` turns with `what`, rather than hanging: the wait is on the condition, not a clock.
 */
export async function until(
  what: string,
  condition: () => boolean | Promise<boolean>,
  turns = 2000,
): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) {
    if (await condition()) return;
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  throw new Error(`Still waiting: ${what}`);
}
