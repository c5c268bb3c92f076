import { useEffect, useState, type ReactNode } from 'react';
import type { EngineStatus } from '../../../shared/contract/engine.js';
import { getEngine } from '../engine-client.js';

type Gate = { state: 'opening' } | EngineStatus;

/** Holds the screens back until the worker has replayed the log, and explains storage problems plainly. */
export function EngineGate({ children }: { children: ReactNode }) {
  const [gate, setGate] = useState<Gate>({ state: 'opening' });

  useEffect(() => {
    let live = true;
    void getEngine()
      .whenReady()
      .then((status) => live && setGate(status));
    return () => {
      live = false;
    };
  }, []);

  switch (gate.state) {
    case 'opening':
      return <p className="engine-opening">Opening your scores…</p>;
    case 'ready':
      return <>{children}</>;
    case 'storage-unavailable':
      return (
        <section role="alert">
          <h1>Storage is not available</h1>
          <p>
            This browser will not let the app store your scores ({gate.message}). Private browsing often does
            this.
          </p>
        </section>
      );
    case 'storage-full':
      return (
        <section role="alert">
          <h1>Storage is full</h1>
          <p>Your device has no room left for new scores ({gate.message}). Free some space, then reload.</p>
        </section>
      );
  }
}
