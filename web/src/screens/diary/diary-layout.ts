import type { DiaryEntry } from '../../../../shared/contract/diary.js';

/**
 * The timeline's heights in pixels, the same as diary.css sets them, so every entry's height is known
 * before it is drawn: nothing is measured while scrolling, and a fling through 5,000 shoots never
 * moves the page under the archer's finger. Long notes are cut to two lines here; Edit shows them whole.
 */
export const DIARY_LAYOUT = {
  /** Space below each entry. */
  gap: 8,
  /** The entry's padding, top and bottom together. */
  padding: 16,
  /** Round and date, then status and venue: two lines. */
  head: 48,
  /** One line of achievements, with the space above it. */
  awards: 30,
  /** "No notes." with the space above it. */
  noNotes: 26,
  /** Space above the notes, and between two notes. */
  noteSpace: 6,
  /** A note: two lines of text and its buttons. */
  note: 100,
  /** A note being edited: its box and Save and Cancel. */
  editingNote: 170,
} as const;

export function entryHeight(entry: DiaryEntry, editingNoteId: string | null): number {
  const L = DIARY_LAYOUT;
  let height = L.gap + L.padding + L.head;
  if (entry.achievements.length > 0) height += L.awards;
  if (entry.notes.length === 0) return height + L.noNotes;
  for (const note of entry.notes)
    height += L.noteSpace + (note.id === editingNoteId ? L.editingNote : L.note);
  return height;
}
