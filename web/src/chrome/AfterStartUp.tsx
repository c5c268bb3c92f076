import { useEffect, useState, type ReactNode } from 'react';
import { afterStartUp, startedUpAlready } from '../after-start-up.js';
import { useEngine } from '../engine/engine-context.js';
import { LazyPart } from './LazyPart.js';

/**
 * Draws its children only once start-up is over and the browser idle (after-start-up.ts): for parts of a
 * screen that are not needed to score and whose code (cloud backup with its machine, the conflict check)
 * is fetched then rather than before the keypad's first frame (issue #30). Lazy children show nothing
 * until their code is here, and a notice named by `name` if it cannot be fetched (LazyPart).
 */
export function AfterStartUp({ name, children }: { name: string; children: ReactNode }) {
  const engine = useEngine();
  const [started, setStarted] = useState(() => startedUpAlready(engine));
  useEffect(() => {
    if (started) return;
    let mounted = true;
    void afterStartUp(engine).then(() => {
      if (mounted) setStarted(true);
    });
    return () => {
      mounted = false;
    };
  }, [engine, started]);
  return started ? <LazyPart name={name}>{children}</LazyPart> : null;
}
