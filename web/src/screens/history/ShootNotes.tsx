import type { NoteRecord } from '../../../../shared/events/records.js';

/** The notes the archer wrote while shooting, in the order written. */
export function ShootNotes({ notes }: { notes: NoteRecord[] }) {
  return (
    <section className="shoot-notes" aria-labelledby="shoot-notes-title">
      <h2 id="shoot-notes-title">Notes</h2>
      {notes.length === 0 ? (
        <p className="history-empty">No notes for this shoot.</p>
      ) : (
        <ul>
          {notes.map((note) => (
            <li key={note.id} className={note.highlighted ? 'shoot-note highlighted' : 'shoot-note'}>
              {note.endNumber !== null && <span className="shoot-note-end">End {note.endNumber}: </span>}
              {note.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
