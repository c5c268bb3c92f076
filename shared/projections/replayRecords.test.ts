import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../events/makeEvent.js';
import { findRound } from '../rounds/catalogue.js';
import { NotesProjection } from './notesProjection.js';
import { emptyProjections } from './projections.js';
import { replayRecords, type LogRecord, type SetAsideReason } from './replayRecords.js';

let ids = 0;
const source = { now: () => 1_700_000_000_000, newId: () => `id-${++ids}` };
const note = (text: string) =>
  makeEvent('note-added', { noteId: source.newId(), text, endNumber: null, shootId: null }, source);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('replaying the log', () => {
  it('sets aside a record its projection throws on, and replays every record after it', () => {
    const records: LogRecord[] = [note('first'), note('a rule trips on this one'), note('third')].map(
      (event, index) => ({ seq: index + 1, raw: event }),
    );
    const add = NotesProjection.prototype.add;
    vi.spyOn(NotesProjection.prototype, 'add').mockImplementation(function (this: NotesProjection, record) {
      if (record.text.startsWith('a rule trips')) throw new TypeError('Cannot read properties of undefined');
      add.call(this, record);
    });
    const state = emptyProjections({ findRound, startedAt: new Date(0) });
    const setAside: Array<[number, SetAsideReason]> = [];
    const applied: number[] = [];
    const lastSeq = replayRecords(state, records, undefined, 0, {
      setAside: (seq, why) => setAside.push([seq, why]),
      applied: (_event, seq) => applied.push(seq),
    });
    expect(setAside).toEqual([[2, 'not-applied']]);
    expect(applied).toEqual([1, 3]);
    expect(lastSeq).toBe(3);
    expect(state.notes.all().map((kept) => kept.text)).toEqual(['first', 'third']);
  });

  it('says a record it cannot read is unreadable, not a fault of the app', () => {
    const state = emptyProjections({ findRound, startedAt: new Date(0) });
    const setAside: Array<[number, SetAsideReason]> = [];
    replayRecords(
      state,
      [
        { seq: 1, raw: { type: 'arrow-scored' } },
        { seq: 2, raw: note('kept') },
      ],
      undefined,
      0,
      {
        setAside: (seq, why) => setAside.push([seq, why]),
      },
    );
    expect(setAside).toEqual([[1, 'unreadable']]);
    expect(state.notes.all().map((kept) => kept.text)).toEqual(['kept']);
  });
});
