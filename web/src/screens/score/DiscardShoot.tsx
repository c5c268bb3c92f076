import { useState } from 'react';
import { useEngine } from '../../engine/engine-context.js';
import { Modal } from '../../components/Modal.js';

type Discarding = { state: 'closed' } | { state: 'confirming' } | { state: 'failed'; message: string };

/** Throws the current shoot away, but only after the archer confirms: its arrows cannot come back. */
export function DiscardShoot({ arrowCount, noteCount }: { arrowCount: number; noteCount: number }) {
  const engine = useEngine();
  const [discarding, setDiscarding] = useState<Discarding>({ state: 'closed' });
  const close = () => setDiscarding({ state: 'closed' });

  async function discard() {
    const result = await engine.discardShoot();
    if (result.ok) close();
    else setDiscarding({ state: 'failed', message: result.error.message });
  }

  return (
    <>
      <button
        type="button"
        className="button-danger"
        disabled={arrowCount === 0}
        onClick={() => setDiscarding({ state: 'confirming' })}
      >
        Discard
      </button>
      {discarding.state !== 'closed' && (
        <Modal title="Discard this shoot?" onClose={close}>
          <p>
            Its {arrowCount} {arrowCount === 1 ? 'arrow' : 'arrows'}
            {noteCount > 0 &&
              ` and the ${noteCount === 1 ? 'note' : `${noteCount} notes`} written during it`}{' '}
            will be deleted and cannot be brought back.
          </p>
          {discarding.state === 'failed' && <p role="alert">{discarding.message}</p>}
          <div className="save-shoot-actions">
            <button type="button" className="button-secondary" onClick={close}>
              Keep scoring
            </button>
            <button type="button" className="button-danger" onClick={() => void discard()}>
              Discard shoot
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
