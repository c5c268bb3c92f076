import { useEffect, useState } from 'react';
import { formatCount } from '../../formats.js';
import { Link } from 'wouter';
import type { DiaryView } from '../../../../shared/contract/diary.js';
import type { NoteRecord } from '../../../../shared/events/records.js';
import { Checkbox } from '../../components/Checkbox.js';
import { SearchField } from '../../components/SearchField.js';
import { DeleteNoteDialog } from './DeleteNoteDialog.js';
import { DiaryNotes, type NoteEditing } from './DiaryNote.js';
import { DiaryTimeline } from './DiaryTimeline.js';
import { useDiary } from './use-diary.js';
import './diary.css';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** Typing pauses this long before the worker is asked: one search per word, not per key. */
const SEARCH_PAUSE_MS = 200;

function summary(diary: DiaryView): string {
  if (diary.filtered)
    return `${plural(diary.matchingNotes, 'note', 'notes')} of ${formatCount(diary.noteCount)}`;
  return `${plural(diary.shootCount, 'shoot', 'shoots')}, ${plural(diary.noteCount, 'note', 'notes')}`;
}

/**
 * Diary (route /diary): saved shoots newest first with their notes, personal bests, the achievements
 * each unlocked and where it was shot; notes written on the shoot being scored at the top. The search
 * and the highlighted filter are worked out in the worker, and only entries on screen are drawn.
 */
export default function DiaryScreen() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [highlightedOnly, setHighlightedOnly] = useState(false);
  const [deleting, setDeleting] = useState<NoteRecord | null>(null);
  // One note edited at a time, kept here: the timeline gives its entry the room the editor takes.
  const [editingNoteId, setEditingNoteId] = useState<string | null>(null);
  const diary = useDiary(search, highlightedOnly).value;

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const askToDelete = (note: NoteRecord) => setDeleting(note);
  const editing: NoteEditing = { editingNoteId, onEdit: setEditingNoteId, onDelete: askToDelete };
  const closeDelete = () => setDeleting(null);
  const clearFilters = () => {
    setTyped('');
    setSearch('');
    setHighlightedOnly(false);
  };

  const view = diary.state === 'ready' ? diary.value : null;
  const empty = view !== null && view.shootCount === 0 && view.noteCount === 0;

  return (
    <section className="diary-screen" aria-labelledby="diary-title">
      <h1 id="diary-title">Diary</h1>
      {diary.state === 'loading' && <p aria-live="polite">Loading your diary…</p>}
      {diary.state === 'failed' && <p role="alert">Your diary could not be read: {diary.message}</p>}
      {empty && (
        <p className="diary-empty">
          Nothing here yet. Write notes on the <Link href="/">score card</Link> while you shoot: they join the
          shoot when you save it.
        </p>
      )}
      {view && !empty && (
        <>
          <form className="diary-search fields" role="search" onSubmit={(event) => event.preventDefault()}>
            <SearchField label="Search notes" value={typed} autoComplete="off" onChange={setTyped} />
            <Checkbox
              className="diary-highlighted-only"
              checked={highlightedOnly}
              onChange={(checked) => setHighlightedOnly(checked)}
            >
              Highlighted notes only
            </Checkbox>
          </form>
          <p className="diary-count" aria-live="polite">
            {summary(view)}
          </p>
          {view.pending.length > 0 && (
            <section className="diary-pending" aria-labelledby="diary-pending-title">
              <h2 id="diary-pending-title">Pending notes</h2>
              <p className="diary-pending-hint">
                Written on the shoot being scored: they join it when you save it.
              </p>
              <DiaryNotes label="Pending notes" notes={view.pending} editing={editing} />
            </section>
          )}
          {view.filtered && view.matchingNotes === 0 ? (
            <p className="diary-empty">
              No notes match.{' '}
              <button type="button" className="plain-button diary-button" onClick={clearFilters}>
                Show every note
              </button>
            </p>
          ) : (
            <DiaryTimeline entries={view.entries} editing={editing} />
          )}
        </>
      )}
      {deleting && <DeleteNoteDialog note={deleting} onClose={closeDelete} />}
    </section>
  );
}
