import type { HistoryItemView } from '../../../../shared/contract/views.js';
import { Modal } from '../../components/Modal.js';
import { roundTitle } from '../select-round/round-title.js';
import { shootDate } from './shoot-format.js';

interface DeleteShootDialogProps {
  shoot: HistoryItemView;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a shoot is deleted: there is no undo, so the archer sees exactly which shoot goes. */
export function DeleteShootDialog({ shoot, deleting, onConfirm, onCancel }: DeleteShootDialogProps) {
  return (
    <Modal title="Delete this shoot?" onClose={onCancel}>
      <p>
        The {roundTitle(shoot.gameType)} of {shootDate(shoot.date)} (score {shoot.score}) will be removed from
        your history. This cannot be undone.
      </p>
      <div className="shoot-actions">
        <button type="button" className="plain-button shoot-delete" disabled={deleting} onClick={onConfirm}>
          {deleting ? 'Deleting…' : 'Delete'}
        </button>
        <button type="button" className="plain-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
