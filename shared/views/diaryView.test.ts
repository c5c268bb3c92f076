import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../events/eventTypes.js';
import { findRound } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import type { Decide } from '../commands/decision.js';
import { addNote, deleteNote, editNote, highlightNote } from '../commands/diaryCommands.js';
import { diaryView } from './diaryView.js';
import { exportBackup } from '../import-export/exportBackup.js';
import { planImport } from '../import-export/importFile.js';
import { planRestore } from '../import-export/restoreFile.js';
import { applyEvent, emptyProjections, replay, type Projections } from '../projections/projections.js';
import { updateProfile } from '../commands/profileCommands.js';
import { saveShoot, scoreArrow, startShoot } from '../commands/shootCommands.js';
import type { SaveShootDetails } from '../contract/historyViews.js';

/** The diary timeline as the worker builds it, from an archer's real commands. */

const context = { findRound, startedAt: new Date(Date.UTC(2025, 5, 1)) };

function diaryOfAnArcher() {
  let clock = Date.UTC(2025, 5, 1);
  let ids = 0;
  const source = { now: () => (clock += 60_000), newId: () => `n-${++ids}` };
  const state = emptyProjections(context);
  const events: EngineEvent[] = [];
  const run = (decide: Decide): EngineEvent => {
    const decision = decide(state, source);
    if (!decision.ok) throw new Error(decision.error.message);
    events.push(JSON.parse(JSON.stringify(decision.value)) as EngineEvent);
    applyEvent(state, decision.value);
    return decision.value;
  };
  const shoot = (round: string, arrows: ArrowValue[], details: SaveShootDetails): number => {
    run(startShoot(round));
    for (const arrow of arrows) run(scoreArrow(arrow));
    const saved = run(saveShoot(details));
    if (saved.type !== 'shoot-saved') throw new Error('not saved');
    return saved.payload.historyId;
  };
  const note = (text: string, shootId?: number): string => {
    const added = run(addNote({ text, ...(shootId === undefined ? {} : { shootId }) }));
    if (added.type !== 'note-added') throw new Error('no note');
    return added.payload.noteId;
  };
  run(updateProfile({ gender: 'male', ageGroup: 'adult', bowType: 'recurve' }));
  return { state, events, run, shoot, note, source };
}

/** Three shoots saved out of date order, notes on two of them, one pending note. */
function threeShoots() {
  const archer = diaryOfAnArcher();
  const lilleshall = { placeName: 'Lilleshall', latitude: 52.7, longitude: -2.4 };
  archer.note('Windy, aimed off left');
  const bray = archer.shoot('bray i', Array(30).fill(8), {
    date: '2025-06-01T10:00:00.000Z',
    shootStatus: 'RecordStatus',
    location: lilleshall,
  });
  const better = archer.shoot('bray i', Array(30).fill(9), {
    date: '2025-06-10T10:00:00.000Z',
    shootStatus: 'Competition',
  });
  const practice = archer.shoot('practice 20yd', [9, 7, 7, 5, 9, 9], {
    date: '2025-06-05T10:00:00.000Z',
    // Saved with no signal: only the coordinates are known.
    location: { placeName: ' ', latitude: 51.123456, longitude: -1.5 },
  });
  const clicker = archer.note('Clicker felt late on the Éclat sight', better);
  const anchor = archer.note('Anchor high again', better);
  archer.run(startShoot('practice 30m'));
  const pending = archer.note('Bow arm dropping');
  return { ...archer, bray, better, practice, clicker, anchor, pending };
}

describe('the diary timeline', () => {
  it('shows saved shoots newest first, each with its notes in the order written', () => {
    const { state, bray, better, practice } = threeShoots();
    const view = diaryView(state);
    expect(view.entries.map((entry) => entry.shootId)).toEqual([better, practice, bray]);
    expect(view.entries[0]!.notes.map((n) => n.text)).toEqual([
      'Clicker felt late on the Éclat sight',
      'Anchor high again',
    ]);
    expect(view.entries[1]!.notes).toEqual([]);
    // Written before the first shoot was saved: pending then, attached to it on saving.
    expect(view.entries[2]!.notes.map((n) => [n.text, n.shootId])).toEqual([['Windy, aimed off left', bray]]);
    expect(view).toMatchObject({ shootCount: 3, noteCount: 4, matchingNotes: 4, filtered: false });
  });

  it('keeps the notes of the shoot being scored apart, as pending', () => {
    const { state, pending } = threeShoots();
    const view = diaryView(state);
    expect(view.pending.map((n) => [n.id, n.text, n.shootId])).toEqual([[pending, 'Bow arm dropping', null]]);
    expect(view.entries.flatMap((entry) => entry.notes).map((n) => n.id)).not.toContain(pending);
  });

  it('marks the personal best, the venue and the achievements a shoot unlocked', () => {
    const { state, bray, better, practice } = threeShoots();
    const byId = new Map(diaryView(state).entries.map((entry) => [entry.shootId, entry]));
    expect(byId.get(better)).toMatchObject({ personalBest: true, venue: null, score: 270 });
    expect(byId.get(bray)).toMatchObject({ personalBest: false, venue: 'Lilleshall', score: 240 });
    // Practice rounds never carry the top-score mark.
    expect(byId.get(practice)).toMatchObject({
      personalBest: false,
      eventStatus: 'practice',
      venue: '51.1235, -1.5000',
    });
    const unlockedByBray = byId.get(bray)!.achievements;
    expect(unlockedByBray).toContainEqual(
      expect.objectContaining({ id: expect.stringMatching(/^getting-serious/), tier: 'bronze' }),
    );
    expect(byId.get(better)!.achievements.map((a) => a.id)).not.toContain(unlockedByBray[0]!.id);
  });

  it('finds notes by words in any order, ignoring case and accents, and leaves out shoots without one', () => {
    const { state, better, clicker } = threeShoots();
    const view = diaryView(state, { search: '  ECLAT  clicker ' });
    expect(view.entries.map((entry) => entry.shootId)).toEqual([better]);
    expect(view.entries[0]!.notes.map((n) => n.id)).toEqual([clicker]);
    expect(view.pending).toEqual([]);
    expect(view).toMatchObject({ shootCount: 3, noteCount: 4, matchingNotes: 1, filtered: true });
    expect(diaryView(state, { search: 'bow arm' }).pending.map((n) => n.text)).toEqual(['Bow arm dropping']);
    expect(diaryView(state, { search: 'nothing like this' }).entries).toEqual([]);
    // A blank search filters nothing.
    expect(diaryView(state, { search: '   ' }).entries).toHaveLength(3);
  });

  it('shows only highlighted notes when asked, combined with the search', () => {
    const { state, run, better, anchor, clicker, pending } = threeShoots();
    expect(diaryView(state, { highlightedOnly: true }).entries).toEqual([]);
    run(highlightNote(anchor, true));
    run(highlightNote(pending, true));
    const view = diaryView(state, { highlightedOnly: true });
    expect(view.entries.map((entry) => [entry.shootId, entry.notes.map((n) => n.id)])).toEqual([
      [better, [anchor]],
    ]);
    expect(view.pending.map((n) => n.id)).toEqual([pending]);
    expect(diaryView(state, { highlightedOnly: true, search: 'clicker' }).matchingNotes).toBe(0);
    run(highlightNote(anchor, false));
    run(highlightNote(clicker, true));
    expect(diaryView(state, { highlightedOnly: true }).entries[0]!.notes.map((n) => n.id)).toEqual([clicker]);
  });

  it('shows an edited note with its new text', () => {
    const { state, run, anchor } = threeShoots();
    run(editNote(anchor, 'Anchor <b>fixed</b>'));
    expect(diaryView(state, { search: 'fixed' }).entries[0]!.notes[0]).toMatchObject({
      id: anchor,
      text: 'Anchor bfixed/b',
    });
  });

  it('searches text as the archer reads it', () => {
    const { state, clicker } = threeShoots();
    // Neither accents nor capitals need typing: "eclat SIGHT" finds "the Éclat sight".
    const found = diaryView(state, { search: 'eclat SIGHT' }).entries.flatMap((entry) => entry.notes);
    expect(found.map((note) => note.id)).toEqual([clicker]);
  });
});

describe('deleting a note', () => {
  function withDeleted() {
    const archer = threeShoots();
    archer.run(deleteNote(archer.clicker));
    archer.run(deleteNote(archer.pending));
    return archer;
  }

  it('takes it out of the diary, pending or attached', () => {
    const { state, clicker, pending, anchor } = withDeleted();
    const view = diaryView(state);
    expect(view.pending).toEqual([]);
    expect(view.entries[0]!.notes.map((n) => n.id)).toEqual([anchor]);
    expect(view.noteCount).toBe(2);
    expect(state.notes.has(clicker)).toBe(false);
    expect(state.notes.has(pending)).toBe(false);
  });

  it('is refused as data for a note that is not there', () => {
    const { state, run, source, clicker } = withDeleted();
    for (const id of [clicker, 'never-was']) {
      expect(deleteNote(id)(state, source)).toEqual({
        ok: false,
        error: { reason: 'no-such-note', message: `There is no note ${id}` },
      });
    }
    expect(() => run(editNote(clicker, 'x'))).toThrow(`There is no note ${clicker}`);
  });

  it('gives the same diary when the log is replayed', () => {
    const { state, events } = withDeleted();
    const replayed: Projections = replay(events, context);
    expect(diaryView(replayed)).toEqual(diaryView(state));
    expect(replayed.notes.all()).toEqual(state.notes.all());
  });

  it('leaves it out of the backup', () => {
    const { state, clicker, pending } = withDeleted();
    const backup = exportBackup(state, { preferences: {}, timestamp: 0, deviceId: 'd' });
    expect(backup.notes.map((n) => n.id)).not.toContain(clicker);
    expect(backup.notes.map((n) => n.id)).not.toContain(pending);
    expect(backup.notes).toHaveLength(2);
  });

  it('is not brought back by merging a backup made before it was deleted, and a restore brings it back', () => {
    const before = threeShoots();
    const backup = exportBackup(before.state, { preferences: {}, timestamp: 0, deviceId: 'd' });
    before.run(deleteNote(before.clicker));

    const merge = planImport(before.state, JSON.stringify(backup), before.source);
    expect(merge.ok && merge.value.summary.notesAdded).toBe(0);
    if (merge.ok && merge.value.event) before.run(() => ({ ok: true, value: merge.value.event! }));
    expect(before.state.notes.has(before.clicker)).toBe(false);
    expect(replay(before.events, context).notes.has(before.clicker)).toBe(false);

    // "Use this backup instead" replaces the diary with the backup's, deleted note and all.
    const restore = planRestore(before.state, JSON.stringify(backup), before.source);
    if (!restore.ok) throw new Error(restore.error.message);
    before.run(() => ({ ok: true, value: restore.value.event }));
    expect(before.state.notes.get(before.clicker)?.text).toBe('Clicker felt late on the Éclat sight');
    expect(replay(before.events, context).notes.all()).toEqual(before.state.notes.all());
  });
});
