import { lazy, useEffect, useState, type ReactNode } from 'react';
import type { EngineStatus } from '../../../shared/contract/engine.js';
import { useEngine, useEngineHealth } from './engine-context.js';
import { useEngineChanges } from './use-engine.js';
import { LazyPart } from '../chrome/LazyPart.js';

// What is said when the engine or storage fails is needed on no cold open that works: fetched only then,
// not with the keypad's first frame (issue #42). The service worker holds them for offline use as ever.
const EngineNotStarted = lazy(() =>
  import('./EngineNotStarted.js').then((module) => ({ default: module.EngineNotStarted })),
);
const StorageProblemScreen = lazy(() =>
  import('../chrome/StorageProblem.js').then((module) => ({ default: module.StorageProblemScreen })),
);
const StorageProblemBanner = lazy(() =>
  import('../chrome/StorageProblem.js').then((module) => ({ default: module.StorageProblemBanner })),
);

/**
 * opening: the worker is replaying the log (the screens show meanwhile). blocked: storage failed at start-up, so no screen can work.
 * running: the screens are shown; storage can still fill up (or be closed) later, which `status` tells.
 */
type Gate =
  | { phase: 'opening' }
  | { phase: 'blocked'; status: Exclude<EngineStatus, { state: 'ready' }> }
  | { phase: 'running'; status: EngineStatus };

function gateAfterStartUp(status: EngineStatus): Gate {
  return status.state === 'ready' ? { phase: 'running', status } : { phase: 'blocked', status };
}

/** Replaces the screens when storage cannot be opened, and explains storage problems plainly. */
export function EngineGate({ children }: { children: ReactNode }) {
  const engine = useEngine();
  const [gate, setGate] = useState<Gate>({ phase: 'opening' });
  const health = useEngineHealth();

  useEffect(() => {
    let live = true;
    void engine.whenReady().then((status) => live && setGate(gateAfterStartUp(status)));
    return () => {
      live = false;
    };
  }, [engine]);

  useEngineChanges(['engine-status'], ({ changes }) => {
    for (const change of changes) {
      if (change.type !== 'status-changed') continue;
      setGate((previous) =>
        previous.phase === 'running' ? { phase: 'running', status: change.status } : previous,
      );
    }
  });

  if (gate.phase === 'blocked')
    return (
      <LazyPart name="what went wrong with storage">
        <StorageProblemScreen status={gate.status} />
      </LazyPart>
    );
  // The screens show while the worker opens (the score card is answered from the start-up snapshot
  // while the history replays; other reads wait for it), in the same tree as once it is running, so
  // start-up finishing never remounts the screen the archer is using.
  const problem = gate.phase === 'running' && gate.status.state !== 'ready' ? gate.status : null;
  return (
    <>
      {health === 'failed' && (
        <LazyPart name="what went wrong with the app’s engine">
          <EngineNotStarted />
        </LazyPart>
      )}
      {problem && (
        <LazyPart name="what went wrong with storage">
          <StorageProblemBanner status={problem} />
        </LazyPart>
      )}
      {children}
    </>
  );
}
