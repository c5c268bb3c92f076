import { useEffect, useState, type ReactNode } from 'react';
import type { EngineStatus } from '../../../shared/contract/engine.js';
import { getEngine } from '../engine-client.js';
import { useEngineChanges } from '../use-engine.js';
import { StorageProblemBanner, StorageProblemScreen } from './StorageProblem.js';

/**
 * opening: the worker is replaying the log. blocked: storage failed at start-up, so no screen can work.
 * running: the screens are shown; storage can still fill up (or be closed) later, which `status` tells.
 */
type Gate =
  | { phase: 'opening' }
  | { phase: 'blocked'; status: Exclude<EngineStatus, { state: 'ready' }> }
  | { phase: 'running'; status: EngineStatus };

function gateAfterStartUp(status: EngineStatus): Gate {
  return status.state === 'ready' ? { phase: 'running', status } : { phase: 'blocked', status };
}

/** Holds the screens back until the worker has replayed the log, and explains storage problems plainly. */
export function EngineGate({ children }: { children: ReactNode }) {
  const [gate, setGate] = useState<Gate>({ phase: 'opening' });

  useEffect(() => {
    let live = true;
    void getEngine()
      .whenReady()
      .then((status) => live && setGate(gateAfterStartUp(status)));
    return () => {
      live = false;
    };
  }, []);

  useEngineChanges((change) => {
    if (change.type !== 'status-changed') return;
    setGate((previous) =>
      previous.phase === 'running' ? { phase: 'running', status: change.status } : previous,
    );
  });

  switch (gate.phase) {
    case 'opening':
      return <p className="engine-opening">Opening your scores…</p>;
    case 'blocked':
      return <StorageProblemScreen status={gate.status} />;
    case 'running':
      return (
        <>
          {gate.status.state !== 'ready' && <StorageProblemBanner status={gate.status} />}
          {children}
        </>
      );
  }
}
