import * as Comlink from 'comlink';
import { describe, expect, it } from 'vitest';
import type { ChangeBatch, EngineChange } from '../shared/contract/engine.js';
import { expectOk, testDevice, backupOf } from '../test/fixtures/testDevice.js';
import type { WorkerEngine } from './engine.js';

/** The diary through the worker's contract, on a real (fake-indexeddb) IndexedDB, across reloads. */

async function archerWithNotes() {
  const device = testDevice();
  const engine = device.open();
  await engine.whenReady();
  expectOk(await engine.updateProfile({ gender: 'female', ageGroup: 'adult', bowType: 'recurve' }));
  const save = async (round: string, arrows: number, value: number, date: string) => {
    expectOk(await engine.startShoot(round));
    for (let i = 0; i < arrows; i++) expectOk(await engine.scoreArrow(value));
    return expectOk(await engine.saveShoot({ date, shootStatus: 'Competition' }));
  };
  expectOk(await engine.startShoot('bray i'));
  for (let i = 0; i < 6; i++) expectOk(await engine.scoreArrow(8));
  const windy = expectOk(await engine.addNote({ text: 'Windy <gusts> from the left' }));
  for (let i = 6; i < 30; i++) expectOk(await engine.scoreArrow(8));
  const first = expectOk(await engine.saveShoot({ date: '2025-06-01T10:00:00.000Z' }));
  const second = await save('bray i', 30, 9, '2025-06-08T10:00:00.000Z');
  const tab = expectOk(await engine.addNote({ text: 'New tab, softer', shootId: second.id }));
  expectOk(await engine.startShoot('practice 20yd'));
  const pending = expectOk(await engine.addNote({ text: 'Bow arm dropping' }));
  return { device, engine, first, second, windy, tab, pending };
}

async function reopen(device: ReturnType<typeof testDevice>): Promise<WorkerEngine> {
  const engine = device.open();
  await engine.whenReady();
  return engine;
}

describe('the diary screen’s data', () => {
  it('lists saved shoots newest first with their notes and the pending ones apart', async () => {
    const { engine, first, second, windy, tab, pending } = await archerWithNotes();
    const diary = expectOk(await engine.diary());
    expect(diary.entries.map((e) => [e.shootId, e.personalBest, e.notes.map((n) => n.id)])).toEqual([
      [second.id, true, [tab.id]],
      [first.id, false, [windy.id]],
    ]);
    // The note written at the target was cleaned of < and > and filed at its end: after 6 arrows of a
    // Bray, shot in ends of 3, the second.
    expect(diary.entries[1]!.notes[0]).toMatchObject({ text: 'Windy gusts from the left', endNumber: 2 });
    expect(diary.pending.map((n) => n.id)).toEqual([pending.id]);
  });

  it('searches and filters highlighted notes in the worker, the same after a reload', async () => {
    const { device, engine, tab, pending } = await archerWithNotes();
    expectOk(await engine.highlightNote(tab.id, true));
    const highlighted = expectOk(await engine.diary({ highlightedOnly: true }));
    expect(highlighted.entries.flatMap((e) => e.notes.map((n) => n.id))).toEqual([tab.id]);
    expect(highlighted.pending).toEqual([]);
    const found = expectOk(await engine.diary({ search: 'WINDY' }));
    expect(found.entries.flatMap((e) => e.notes.map((n) => n.text))).toEqual(['Windy gusts from the left']);
    expect(expectOk(await engine.diary({ search: 'arm' })).pending.map((n) => n.id)).toEqual([pending.id]);

    const reloaded = await reopen(device);
    expect(expectOk(await reloaded.diary({ highlightedOnly: true }))).toEqual(highlighted);
    expect(expectOk(await reloaded.diary())).toEqual(expectOk(await engine.diary()));
  });
});

describe('deleting a note', () => {
  it('removes it for good: not in the diary, the shoot, the score card, a reload or the backup', async () => {
    const { device, engine, second, tab, pending, windy } = await archerWithNotes();
    const changes: EngineChange[] = [];
    await engine.subscribe(Comlink.proxy((batch: ChangeBatch) => changes.push(...batch.changes)));

    expect(expectOk(await engine.deleteNote(tab.id))).toEqual({ noteId: tab.id });
    expectOk(await engine.deleteNote(pending.id));
    expect(changes).toContainEqual({ type: 'notes-changed', noteId: tab.id });
    expect(expectOk(await engine.historyItem(second.id)).notes).toEqual([]);
    expect(expectOk(await engine.currentShoot()).pendingNotes).toEqual([]);

    const reloaded = await reopen(device);
    const diary = expectOk(await reloaded.diary());
    expect(diary.entries.flatMap((e) => e.notes.map((n) => n.id))).toEqual([windy.id]);
    expect(diary.pending).toEqual([]);
    expect(expectOk(await reloaded.notes()).notes.map((n) => n.id)).toEqual([windy.id]);
    const backup = await backupOf(reloaded);
    expect(backup.notes.map((n) => n.id)).toEqual([windy.id]);
  });

  it('answers a note that is not there as data', async () => {
    const { engine, tab } = await archerWithNotes();
    expectOk(await engine.deleteNote(tab.id));
    for (const id of [tab.id, 'never-written']) {
      expect(await engine.deleteNote(id)).toEqual({
        ok: false,
        error: { reason: 'no-such-note', message: `There is no note ${id}` },
      });
    }
    expect(await engine.highlightNote(tab.id, true)).toMatchObject({
      ok: false,
      error: { reason: 'no-such-note' },
    });
  });

  it('stays deleted when an older backup is merged back in, also after a reload', async () => {
    const { device, engine, tab, windy, pending } = await archerWithNotes();
    const older = await backupOf(engine);
    expectOk(await engine.deleteNote(tab.id));

    const reloaded = await reopen(device);
    const merged = expectOk(await reloaded.importData(JSON.stringify(older)));
    expect(merged.notesAdded).toBe(0);
    expect(expectOk(await reloaded.notes()).notes.map((n) => n.id)).toEqual([windy.id, pending.id]);

    // Choosing "use this backup instead" is asking for the backup's diary as it was.
    expectOk(await reloaded.restoreData(JSON.stringify(older)));
    const restored = expectOk(await reloaded.notes()).notes.map((n) => n.id);
    expect(restored).toContain(tab.id);
    const again = await reopen(device);
    expect(expectOk(await again.notes()).notes.map((n) => n.id)).toEqual(restored);
  });
});
