import { useEffect, useState } from 'react';
import type { EngineStatus } from '../../../shared/contract/engine.js';
import { useCloudBackup } from '../backup/cloud-backup.js';
import { startEngineWorker, stopEngineWorker, type PageEngine } from '../engine/engine-client.js';
import { useEngine } from '../engine/engine-context.js';
import { useLiveSession } from '../live/live-actions.js';
import { switchDevToolsOff } from './dev-tools-flag.js';

interface Facts {
  engine: EngineStatus | null;
  storage: string;
  serviceWorker: string;
}

async function readFacts(engine: PageEngine): Promise<Facts> {
  // After start-up: asked while the worker is still starting (it starts after a cold open's first frame),
  // the status would say so, and the panel reads its facts only once.
  await engine.whenReady();
  const status = await engine.status();
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  const storage = estimate
    ? `${((estimate.usage ?? 0) / 1e6).toFixed(1)} MB of ${((estimate.quota ?? 0) / 1e6).toFixed(0)} MB`
    : 'unknown';
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const serviceWorker = !registration
    ? 'none'
    : registration.waiting
      ? 'a new version is waiting'
      : registration.active
        ? `active${navigator.serviceWorker.controller ? ', controls this page' : ''}`
        : 'installing';
  return { engine: status, storage, serviceWorker };
}

/**
 * The dev-tools panel (docs/product.md section 1: exists, switched off): what a maintainer asks first when an archer
 * reports a problem, read-only, in the footer.
 */
export default function DevToolsPanel() {
  const engineInUse = useEngine();
  const [facts, setFacts] = useState<Facts | null>(null);
  const live = useLiveSession();
  const backup = useCloudBackup();
  useEffect(() => {
    void readFacts(engineInUse).then(setFacts);
  }, [engineInUse]);
  const engine = facts?.engine;
  return (
    <section className="dev-tools" aria-label="Dev tools">
      <h2>Dev tools</h2>
      <dl>
        <dt>Worker</dt>
        <dd>
          {engine
            ? engine.state === 'ready'
              ? `ready, storage ${engine.persisted ? 'persisted' : 'not persisted'}, ${engine.setAsideEvents} events set aside`
              : `${engine.state}: ${engine.message}`
            : '…'}
        </dd>
        <dt>Storage used</dt>
        <dd>{facts?.storage ?? '…'}</dd>
        <dt>Service worker</dt>
        <dd>{facts?.serviceWorker ?? '…'}</dd>
        <dt>Live connection</dt>
        <dd>
          {live.connection}
          {live.reference ? `, in shoot ${live.reference.shootCode}` : ''}, {live.waitingUpdates} updates
          waiting
        </dd>
        <dt>Cloud backup</dt>
        <dd>{JSON.stringify(backup.value)}</dd>
      </dl>
      {/* For reproducing a worker that dies mid-round (issue #43): stopped, and held until started. */}
      <button type="button" onClick={stopEngineWorker}>
        Stop the engine
      </button>{' '}
      <button type="button" onClick={startEngineWorker}>
        Start the engine
      </button>{' '}
      <button
        type="button"
        onClick={() => {
          switchDevToolsOff();
          window.location.reload();
        }}
      >
        Turn dev tools off
      </button>
    </section>
  );
}
