import { useId, useState, type FormEvent } from 'react';
import type { NoteRecord } from '../../../../shared/events/records.js';
import { sanitiseNoteText } from '../../../../shared/history/noteText.js';
import { useEngine } from '../../engine/engine-context.js';

interface DiaryNoteProps {
  note: NoteRecord;
  /** Whether this note is the one being edited (one at a time: the timeline sizes its entry for it). */
  editing: boolean;
  /** Starts editing this note, or (null) stops. */
  onEdit: (noteId: string | null) => void;
  /** Asks before deleting: the screen owns the one confirmation dialog. */
  onDelete: (note: NoteRecord) => void;
}

type Writing = { state: 'idle' } | { state: 'saving' } | { state: 'failed'; message: string };

/** Longest note the form takes; the worker's own limit (10,000) is far above it. */
const LONGEST_NOTE = 2000;

/**
 * One note in the diary: its end, its text, and the archer's ways to change it (highlight, edit,
 * delete). The worker's answer arrives as a change and redraws the list; only failures are kept here.
 */
export function DiaryNote({ note, editing, onEdit, onDelete }: DiaryNoteProps) {
  const engine = useEngine();
  const [text, setText] = useState(note.text);
  const [writing, setWriting] = useState<Writing>({ state: 'idle' });
  const fieldId = useId();

  async function toggleHighlight() {
    setWriting({ state: 'saving' });
    const result = await engine.highlightNote(note.id, !note.highlighted);
    setWriting(result.ok ? { state: 'idle' } : { state: 'failed', message: result.error.message });
  }

  async function saveEdit(event: FormEvent) {
    event.preventDefault();
    setWriting({ state: 'saving' });
    const result = await engine.editNote(note.id, text);
    if (result.ok) {
      onEdit(null);
      setWriting({ state: 'idle' });
    } else {
      setWriting({ state: 'failed', message: result.error.message });
    }
  }

  const busy = writing.state === 'saving';
  return (
    <li
      className={`diary-note${note.highlighted ? ' highlighted' : ''}${editing ? ' editing' : ''}`}
      data-testid="diary-note"
    >
      {editing ? (
        <form className="diary-note-edit" onSubmit={(event) => void saveEdit(event)}>
          <label htmlFor={fieldId}>Edit note</label>
          {/* < and > are dropped as they are typed (docs/product.md section 5), so what is shown is what is kept. */}
          <textarea
            id={fieldId}
            value={text}
            rows={2}
            maxLength={LONGEST_NOTE}
            onChange={(event) => setText(sanitiseNoteText(event.target.value))}
          />
          {writing.state === 'failed' && <p role="alert">{writing.message}</p>}
          <div className="diary-note-actions">
            <button type="submit" className="plain-button diary-button" disabled={busy || text.trim() === ''}>
              Save
            </button>
            <button
              type="button"
              className="plain-button diary-button"
              onClick={() => {
                onEdit(null);
                setText(note.text);
                setWriting({ state: 'idle' });
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          {writing.state === 'failed' ? (
            <p className="diary-note-text" role="alert">
              {writing.message}
            </p>
          ) : (
            <p className="diary-note-text">
              {note.highlighted && (
                <span className="diary-note-star" aria-label="Highlighted" role="img">
                  ★
                </span>
              )}
              {note.endNumber !== null && <span className="diary-note-end">End {note.endNumber}</span>}
              {note.text}
            </p>
          )}
          <div className="diary-note-actions">
            <button
              type="button"
              className="plain-button diary-button"
              aria-pressed={note.highlighted}
              disabled={busy}
              onClick={() => void toggleHighlight()}
            >
              Highlight
            </button>
            <button
              type="button"
              className="plain-button diary-button"
              onClick={() => {
                setText(note.text);
                onEdit(note.id);
              }}
            >
              Edit
            </button>
            <button type="button" className="plain-button danger diary-button" onClick={() => onDelete(note)}>
              Delete
            </button>
          </div>
        </>
      )}
    </li>
  );
}

/** What the screen lends every note list: which note is open in its editor, and the ways to change that. */
export interface NoteEditing extends Pick<DiaryNoteProps, 'onEdit' | 'onDelete'> {
  /** The note being edited, if any (one at a time: the timeline sizes its entry for it). */
  editingNoteId: string | null;
}

/** Notes one under another: a shoot's, or the pending ones of the shoot being scored. */
export function DiaryNotes({
  label,
  notes,
  editing: { editingNoteId, onEdit, onDelete },
}: {
  label: string;
  notes: NoteRecord[];
  editing: NoteEditing;
}) {
  return (
    <ul className="diary-notes" aria-label={label}>
      {notes.map((note) => (
        <DiaryNote
          key={note.id}
          note={note}
          editing={note.id === editingNoteId}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </ul>
  );
}
