import { useState } from 'react';
import { useCurrentShoot } from '../screens/score/use-current-shoot.js';
import { useAppVersion } from '../pwa.js';

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
  const { current } = useCurrentShoot();
  const [updating, setUpdating] = useState<Updating>({ state: 'offered' });
  // Until the shoot is read, wait; a worker that failed to open is no round to protect.
  if (current.state === 'loading') return null;
  if (current.state === 'ready' && current.value.shoot.arrows.length > 0) return null;
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
