import { useState, type FormEvent } from 'react';
import type { NoteRecord } from '../../../../shared/events/records.js';
import { sanitiseNoteText } from '../../../../shared/history/noteText.js';
import { useEngine } from '../../engine/engine-context.js';
import { recordFeatureUse } from '../../feature-usage.js';

interface EndNotesProps {
  /** The end of the latest arrow (the worker files the note there); null before the first arrow. */
  endNumber: number | null;
  pendingNotes: readonly NoteRecord[];
}

type NoteSaving = { state: 'idle' } | { state: 'saving' } | { state: 'failed'; message: string };

/** Notes on the ends of this shoot; they wait here and attach to the shoot when it is saved. */
export function EndNotes({ endNumber, pendingNotes }: EndNotesProps) {
  const engine = useEngine();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState<NoteSaving>({ state: 'idle' });

  async function addNote(event: FormEvent) {
    event.preventDefault();
    const clean = sanitiseNoteText(text).trim();
    if (clean === '') return;
    setSaving({ state: 'saving' });
    const result = await engine.addNote({ text: clean });
    if (result.ok) {
      recordFeatureUse('note taken', { endNumber: result.value.endNumber });
      setText('');
      setSaving({ state: 'idle' });
    } else {
      setSaving({ state: 'failed', message: result.error.message });
    }
  }

  return (
    <section className="end-notes" aria-labelledby="end-notes-title">
      <h2 id="end-notes-title">Notes</h2>
      {pendingNotes.length > 0 && (
        <ul className="end-notes-list">
          {pendingNotes.map((note) => (
            <li key={note.id}>
              <span className="end-notes-end">
                {note.endNumber === null ? 'Shoot' : `End ${note.endNumber}`}
              </span>{' '}
              {note.text}
            </li>
          ))}
        </ul>
      )}
      <form className="end-notes-form" onSubmit={(event) => void addNote(event)}>
        <label htmlFor="end-note-text">
          {endNumber === null ? 'Note for this shoot' : `Note for end ${endNumber}`}
        </label>
        <div className="end-notes-row green-fields">
          {/* < and > are dropped as they are typed (docs/product.md section 5), so what is shown is what is kept. */}
          <input
            id="end-note-text"
            type="text"
            value={text}
            maxLength={500}
            onChange={(event) => setText(sanitiseNoteText(event.target.value))}
          />
          <button type="submit" disabled={saving.state === 'saving' || text.trim() === ''}>
            Add note
          </button>
        </div>
      </form>
      {saving.state === 'failed' && <p role="alert">{saving.message}</p>}
    </section>
  );
}
