import type { NoteRecord } from '../../../../shared/contract/views.js';
import { getEngine } from '../../engine/engine-client.js';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.js';

async function deleteNote(note: NoteRecord): Promise<string | null> {
  const result = await getEngine().deleteNote(note.id);
  return result.ok ? null : result.error.message;
}

/** Asks before a note is deleted: there is no undo, so the archer sees exactly which note goes. */
export function DeleteNoteDialog({ note, onClose }: { note: NoteRecord; onClose: () => void }) {
  return (
    <ConfirmDeleteDialog
      title="Delete this note?"
      deleteLabel="Delete note"
      onDelete={() => deleteNote(note)}
      onClose={onClose}
      actionsClassName="diary-note-actions"
      buttonClassName="plain-button diary-button"
    >
      <blockquote className="diary-delete-quote">{note.text}</blockquote>
      <p>It will be removed from your diary. This cannot be undone.</p>
    </ConfirmDeleteDialog>
  );
}
