import { useState } from 'react';
import { useAppVersion } from '../pwa.js';
import { useEngine } from '../engine/engine-context.js';
import { loadableFrom, stillLoading } from '../engine/loadable.js';
import { useEngineQuery } from '../engine/use-engine.js';

type Updating = { state: 'offered' } | { state: 'updating' };

/**
 * "A new version is ready" with Update, offered only between rounds: never while the shoot being scored
 * has arrows (the archer sees it after saving or discarding). Update reloads into the new version; the
 * scores are in the worker's log, so nothing is lost either way.
 */
export function UpdatePrompt() {
  const version = useAppVersion();
  return version.state === 'update-ready' ? <OfferUpdate apply={version.apply} /> : null;
}

function OfferUpdate({ apply }: { apply: () => Promise<void> }) {
  // Only whether the shoot has arrows: the shoot alone, not the score card with its sheet.
  const engine = useEngine();
  const load = async () => loadableFrom(await engine.currentShoot());
  const current = useEngineQuery(load, stillLoading, ['currentShoot']).value;
  const [updating, setUpdating] = useState<Updating>({ state: 'offered' });
  // Until the shoot is read, wait; a worker that failed to open is no round to protect.
  if (current.state === 'loading') return null;
  if (current.state === 'ready' && current.value.arrows.length > 0) return null;
  return (
    <section className="update-prompt" aria-label="Update">
      <p>A new version is ready.</p>
      <button
        type="button"
        className="primary-button"
        disabled={updating.state === 'updating'}
        onClick={() => {
          setUpdating({ state: 'updating' });
          void apply();
        }}
      >
        {updating.state === 'updating' ? 'Updating…' : 'Update'}
      </button>
    </section>
  );
}
