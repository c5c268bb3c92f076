import type { NoteRecord } from '../../../../shared/events/records.js';
import { useEngine } from '../../engine/engine-context.js';
import type { PageEngine } from '../../engine/engine-client.js';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.js';

async function deleteNote(engine: PageEngine, note: NoteRecord): Promise<string | null> {
  const result = await engine.deleteNote(note.id);
  return result.ok ? null : result.error.message;
}

/** Asks before a note is deleted: there is no undo, so the archer sees exactly which note goes. */
export function DeleteNoteDialog({ note, onClose }: { note: NoteRecord; onClose: () => void }) {
  const engine = useEngine();
  return (
    <ConfirmDeleteDialog
      title="Delete this note?"
      deleteLabel="Delete note"
      onDelete={() => deleteNote(engine, note)}
      onClose={onClose}
      actionsClassName="diary-note-actions"
      buttonClassName="plain-button diary-button"
    >
      <blockquote className="diary-delete-quote">{note.text}</blockquote>
      <p>It will be removed from your diary. This cannot be undone.</p>
    </ConfirmDeleteDialog>
  );
}
