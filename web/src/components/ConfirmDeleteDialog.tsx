import { useState, type ReactNode } from 'react';
import { Modal } from './Modal.js';

type Deleting = { state: 'asking' } | { state: 'deleting' } | { state: 'failed'; message: string };

interface ConfirmDeleteDialogProps {
  title: string;
  /** What goes, in words the archer recognises: there is no undo. */
  children: ReactNode;
  deleteLabel: string;
  /** Deletes; answers why it could not (shown in the dialog), or null when done and the dialog closes. */
  onDelete: () => Promise<string | null>;
  onClose: () => void;
  /** The screen's classes for the button row and its buttons (the delete button adds `danger`). */
  actionsClassName: string;
  buttonClassName: string;
}

/** Asks before something is deleted for good; the delete button waits while the worker deletes. */
export function ConfirmDeleteDialog({
  title,
  children,
  deleteLabel,
  onDelete,
  onClose,
  actionsClassName,
  buttonClassName,
}: ConfirmDeleteDialogProps) {
  const [deleting, setDeleting] = useState<Deleting>({ state: 'asking' });

  async function confirm() {
    setDeleting({ state: 'deleting' });
    const refused = await onDelete();
    if (refused === null) onClose();
    else setDeleting({ state: 'failed', message: refused });
  }

  return (
    <Modal title={title} onClose={onClose}>
      {children}
      {deleting.state === 'failed' && <p role="alert">{deleting.message}</p>}
      <div className={actionsClassName}>
        <button
          type="button"
          className={`${buttonClassName} danger`}
          disabled={deleting.state === 'deleting'}
          onClick={() => void confirm()}
        >
          {deleting.state === 'deleting' ? 'Deleting…' : deleteLabel}
        </button>
        <button type="button" className={buttonClassName} onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
