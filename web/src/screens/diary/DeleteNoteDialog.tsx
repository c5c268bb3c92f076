import { useState } from 'react';
import type { NoteRecord } from '../../../../shared/contract/views.js';
import { getEngine } from '../../engine/engine-client.js';
import { Modal } from '../../components/Modal.js';

interface DeleteNoteDialogProps {
  note: NoteRecord;
  onClose: () => void;
}

type Deleting = { state: 'asking' } | { state: 'deleting' } | { state: 'failed'; message: string };

/** Asks before a note is deleted: there is no undo, so the archer sees exactly which note goes. */
export function DeleteNoteDialog({ note, onClose }: DeleteNoteDialogProps) {
  const [deleting, setDeleting] = useState<Deleting>({ state: 'asking' });

  async function confirm() {
    setDeleting({ state: 'deleting' });
    const result = await getEngine().deleteNote(note.id);
    if (result.ok) onClose();
    else setDeleting({ state: 'failed', message: result.error.message });
  }

  return (
    <Modal title="Delete this note?" onClose={onClose}>
      <blockquote className="diary-delete-quote">{note.text}</blockquote>
      <p>It will be removed from your diary. This cannot be undone.</p>
      {deleting.state === 'failed' && <p role="alert">{deleting.message}</p>}
      <div className="diary-note-actions">
        <button
          type="button"
          className="plain-button danger diary-button"
          disabled={deleting.state === 'deleting'}
          onClick={() => void confirm()}
        >
          {deleting.state === 'deleting' ? 'Deleting…' : 'Delete note'}
        </button>
        <button type="button" className="plain-button diary-button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
