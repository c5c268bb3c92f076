import type { ChangeTopic } from './changes.js';
import type { DiaryQuery, DiaryView } from './diary.js';
import type { NoteInput, NotesView } from './notesViews.js';
import type { NoteRecord } from '../events/records.js';
import type { EngineResult } from './answers.js';

/** The diary: notes and the timeline; worker/notes.ts. */
export interface NotesContract {
  notes(): Promise<EngineResult<NotesView>>;
  /**
   * The diary timeline, newest first: every saved shoot with its notes, personal best, achievements and
   * venue, and the pending notes; searched and filtered here, so the page draws only the answer.
   */
  diary(query?: DiaryQuery): Promise<EngineResult<DiaryView>>;
  addNote(note: NoteInput): Promise<EngineResult<NoteRecord>>;
  editNote(noteId: string, text: string): Promise<EngineResult<NoteRecord>>;
  highlightNote(noteId: string, highlighted: boolean): Promise<EngineResult<NoteRecord>>;
  /** Deletes a note for good (`no-such-note` if there is none); a merge never brings it back. */
  deleteNote(noteId: string): Promise<EngineResult<{ noteId: string }>>;
}

/**
 * What each read of NotesContract depends on, declared once beside it (issue #46): a change batch with none of
 * these topics leaves the read's answer as it was, so a query of it is fetched again on these alone.
 */
export const NOTES_READS = {
  notes: ['notes'],
  diary: ['notes', 'history', 'profile', 'achievements'],
} as const satisfies Partial<Record<keyof NotesContract, readonly ChangeTopic[]>>;
