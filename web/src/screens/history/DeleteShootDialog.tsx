import type { HistoryItemView } from '../../../../shared/contract/historyViews.js';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.js';
import { roundTitle } from '../select-round/round-title.js';
import { shootDate } from './shoot-format.js';

interface DeleteShootDialogProps {
  shoot: HistoryItemView;
  /** Deletes; answers why it could not, or null when done (ConfirmDeleteDialog's rule). */
  onDelete: () => Promise<string | null>;
  onClose: () => void;
}

/** Asks before a shoot is deleted: there is no undo, so the archer sees exactly which shoot goes. */
export function DeleteShootDialog({ shoot, onDelete, onClose }: DeleteShootDialogProps) {
  return (
    <ConfirmDeleteDialog
      title="Delete this shoot?"
      deleteLabel="Delete"
      onDelete={onDelete}
      onClose={onClose}
      actionsClassName="shoot-actions"
      buttonClassName="plain-button"
    >
      <p>
        The {roundTitle(shoot.gameType)} of {shootDate(shoot.date)} (score {shoot.score}) will be removed from
        your history. This cannot be undone.
      </p>
    </ConfirmDeleteDialog>
  );
}
