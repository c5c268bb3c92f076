import type { NoteInput } from '../contract/notesViews.js';
import { makeEvent } from '../events/makeEvent.js';
import { sanitiseNoteText } from '../history/noteText.js';
import { distanceBlocks } from '../scoring/ends.js';
import { accept, refuse, type Decide } from './decision.js';
import type { Projections } from '../projections/projections.js';

/** Commands on the diary: add, edit, highlight and delete notes. */

/** Long enough for any diary entry; bounds what one event can carry. */
export const MAX_NOTE_LENGTH = 10_000;

/** docs/product.md section 5: < and > removed; blank notes refused. */
function readText(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const clean = sanitiseNoteText(text).trim();
  return clean === '' || clean.length > MAX_NOTE_LENGTH ? null : clean;
}

/**
 * The end a note written mid-shoot is about: the end of the latest arrow (an archer writes after
 * shooting, so after end 3 the note is about end 3, not the empty end 4). Null before the first arrow.
 */
function latestEnd(state: Projections): number | null {
  const round = state.context.findRound(state.current.roundName);
  if (round === undefined || state.current.arrows.length === 0) return null;
  return distanceBlocks(state.current.arrows, round).at(-1)?.ends.at(-1)?.endNumber ?? null;
}

export function addNote(input: NoteInput): Decide {
  return (state, source) => {
    const text = readText(input?.text);
    if (text === null)
      return refuse('invalid-note', `A note needs text (at most ${MAX_NOTE_LENGTH} characters)`);
    const shootId = input.shootId ?? null;
    if (shootId !== null && state.history.get(shootId) === undefined) {
      return refuse('no-such-shoot', `There is no saved shoot ${String(shootId)}`);
    }
    const endNumber =
      input.endNumber === undefined ? (shootId === null ? latestEnd(state) : null) : input.endNumber;
    if (endNumber !== null && !(Number.isSafeInteger(endNumber) && endNumber >= 1)) {
      return refuse('invalid-note', 'The end number of a note must be 1 or more');
    }
    return accept(makeEvent('note-added', { noteId: source.newId(), text, endNumber, shootId }, source));
  };
}

export function editNote(noteId: string, text: string): Decide {
  return (state, source) => {
    if (!state.notes.has(noteId)) return refuse('no-such-note', `There is no note ${String(noteId)}`);
    const clean = readText(text);
    if (clean === null)
      return refuse('invalid-note', `A note needs text (at most ${MAX_NOTE_LENGTH} characters)`);
    return accept(makeEvent('note-edited', { noteId, text: clean }, source));
  };
}

export function highlightNote(noteId: string, highlighted: boolean): Decide {
  return (state, source) => {
    if (!state.notes.has(noteId)) return refuse('no-such-note', `There is no note ${String(noteId)}`);
    if (typeof highlighted !== 'boolean') return refuse('invalid-note', 'Highlighted must be true or false');
    return accept(makeEvent('note-highlighted', { noteId, highlighted }, source));
  };
}

export function deleteNote(noteId: string): Decide {
  return (state, source) => {
    if (!state.notes.has(noteId)) return refuse('no-such-note', `There is no note ${String(noteId)}`);
    return accept(makeEvent('note-deleted', { noteId }, source));
  };
}
