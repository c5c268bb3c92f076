import { act } from './act.js';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

export interface TestRoot {
  /** The element the component is rendered into, fresh for each test. */
  readonly host: HTMLElement;
  /** Renders (or re-renders) into the host and flushes effects. */
  render(ui: ReactNode): void;
}

/**
 * For component tests (happy-dom): call once in a describe block; each test gets its own React root,
 * unmounted and removed after it.
 */
export function mountPerTest(): TestRoot {
  let mounted: { host: HTMLElement; root: Root } | undefined;

  beforeEach(() => {
    const host = document.createElement('div');
    document.body.append(host);
    mounted = { host, root: createRoot(host) };
  });

  afterEach(() => {
    if (!mounted) return;
    const { host, root } = mounted;
    act(() => root.unmount());
    host.remove();
    mounted = undefined;
  });

  const current = () => {
    if (!mounted) throw new Error('mountPerTest(): use the root inside a test');
    return mounted;
  };
  return {
    get host() {
      return current().host;
    },
    render(ui) {
      act(() => current().root.render(ui));
    },
  };
}
