import type { NoteRecord } from '../events/records.js';

/** Notes as the notes screen reads them and as the note form sends one (docs/product.md section 6). */

export interface NotesView {
  /** Every note, oldest first. */
  notes: NoteRecord[];
  /** Notes not yet attached to a shoot. */
  pending: NoteRecord[];
}

export interface NoteInput {
  text: string;
  /** Defaults to the end of the latest arrow on the current shoot (null before the first arrow). */
  endNumber?: number | null;
  /** A saved shoot to attach to; absent or null makes a pending note. */
  shootId?: number | null;
}
