import { act as flushed } from 'preact/test-utils';

/**
 * Runs `work` and flushes the renders and effects it set off before the test reads the page: Preact's
 * act, as the app draws with Preact (vite.config.ts). Work that is not async is flushed, and any error it
 * threw is thrown, before this returns, so only async work gives a promise to await.
 */
export function act(work: () => Promise<unknown>): Promise<void>;
export function act(work: () => void): void;
export function act(work: () => unknown): Promise<void> {
  return flushed(work as () => void | Promise<void>);
}
