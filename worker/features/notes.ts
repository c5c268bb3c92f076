import type { NotesContract } from '../../shared/contract/engine.js';
import { ok } from '../../shared/core/result.js';
import * as diary from '../../shared/commands/diaryCommands.js';
import type { Projections } from '../../shared/projections/projections.js';
import { diaryView, noteAnswer } from '../../shared/views/diaryView.js';
import type { FeatureContext } from './context.js';

/** The diary's handlers (shared/contract/notesContract.ts). */
export function notesHandlers({ core }: FeatureContext): NotesContract {
  const note = (noteId: string) => (state: Projections) => noteAnswer(state, noteId);
  return {
    notes: () => core.read((state) => ok({ notes: state.notes.all(), pending: state.notes.pending() })),
    diary: (query) => core.read((state) => ok(diaryView(state, query))),
    // The new note's id is decided with its event and handed to the answer with it.
    addNote: (input) =>
      core.writeWith(
        (state, source) => {
          const decision = diary.addNote(input)(state, source);
          if (!decision.ok) return decision;
          const noteId = decision.value.type === 'note-added' ? decision.value.payload.noteId : '';
          return ok({ event: decision.value, detail: noteId });
        },
        (state, _event, noteId) => noteAnswer(state, noteId),
      ),
    editNote: (noteId, text) => core.write(diary.editNote(noteId, text), note(noteId)),
    highlightNote: (noteId, highlighted) =>
      core.write(diary.highlightNote(noteId, highlighted), note(noteId)),
    deleteNote: (noteId) => core.write(diary.deleteNote(noteId), () => ok({ noteId })),
  };
}
