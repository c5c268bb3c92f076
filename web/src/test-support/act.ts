import { act as reactAct } from 'react';

// React's act only flushes, and warns about updates outside it, when the environment says it is a test's
// (React's testing docs: IS_REACT_ACT_ENVIRONMENT). Set here, where every component test's act comes from.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * Runs `work` inside React's act and flushes the renders and effects it set off before the test reads
 * the page. Work that is not async is flushed, and any error it threw is thrown, before this returns,
 * so only async work gives a promise to await.
 */
export function act(work: () => Promise<unknown>): Promise<void>;
export function act(work: () => void): void;
export function act(work: () => unknown): Promise<void> | undefined {
  let returned: unknown;
  const flushed = reactAct(() => {
    returned = work();
    return returned as Promise<unknown> | undefined;
  });
  if (isThenable(returned)) return Promise.resolve(flushed).then(() => undefined);
  return undefined;
}
