import { describe, expect, it } from 'vitest';
import type { DiaryEntry } from '../../../../shared/contract/diary.js';
import type { NoteRecord } from '../../../../shared/events/records.js';
import { DIARY_LAYOUT as L, entryHeight } from './diary-layout.js';

const note = (id: string): NoteRecord => ({
  id,
  text: 'Windy',
  endNumber: 1,
  timestamp: 0,
  shootId: 1,
  highlighted: false,
});

const entry = (notes: NoteRecord[], awards = 0): DiaryEntry => ({
  shootId: 1,
  date: '2025-06-01',
  gameType: 'york',
  score: 900,
  eventStatus: 'practice',
  personalBest: false,
  venue: null,
  achievements: Array.from({ length: awards }, (_, i) => ({ id: `a${i}`, name: 'A', tier: 'bronze' })),
  notes,
});

describe('diary entry heights', () => {
  it('adds up the head, one line of awards and each note', () => {
    const base = L.gap + L.padding + L.head;
    expect(entryHeight(entry([]), null)).toBe(base + L.noNotes);
    expect(entryHeight(entry([], 5), null)).toBe(base + L.awards + L.noNotes);
    expect(entryHeight(entry([note('a'), note('b')]), null)).toBe(base + 2 * (L.noteSpace + L.note));
  });

  it('makes room for the note being edited only', () => {
    const two = entry([note('a'), note('b')]);
    expect(entryHeight(two, 'b') - entryHeight(two, null)).toBe(L.editingNote - L.note);
    expect(entryHeight(two, 'elsewhere')).toBe(entryHeight(two, null));
  });
});
