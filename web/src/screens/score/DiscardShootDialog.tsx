import { useState } from 'react';
import type { EngineResult } from '../../../../shared/contract/engine.js';
import { Modal } from '../../components/Modal.js';

interface DiscardShootDialogProps {
  arrowCount: number;
  noteCount: number;
  /** The score card session's discard: the arrows the page still holds go with the shoot. */
  discard: () => Promise<EngineResult<null>>;
  onClose: () => void;
}

/** The confirmation DiscardShoot opens: its arrows cannot come back, so the archer says so first. */
export function DiscardShootDialog({ arrowCount, noteCount, discard, onClose }: DiscardShootDialogProps) {
  const [failed, setFailed] = useState<string | null>(null);

  async function confirm() {
    const result = await discard();
    if (result.ok) onClose();
    else setFailed(result.error.message);
  }

  return (
    <Modal title="Discard this shoot?" onClose={onClose}>
      <p>
        Its {arrowCount} {arrowCount === 1 ? 'arrow' : 'arrows'}
        {noteCount > 0 &&
          ` and the ${noteCount === 1 ? 'note' : `${noteCount} notes`} written during it`}{' '}
        will be deleted and cannot be brought back.
      </p>
      {failed !== null && <p role="alert">{failed}</p>}
      <div className="save-shoot-actions">
        <button type="button" className="button-secondary" onClick={onClose}>
          Keep scoring
        </button>
        <button type="button" className="button-danger" onClick={() => void confirm()}>
          Discard shoot
        </button>
      </div>
    </Modal>
  );
}
