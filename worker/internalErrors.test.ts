import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../shared/core/result.js';
import { makeEvent } from '../shared/events/makeEvent.js';
import { NotesProjection } from '../shared/projections/notesProjection.js';
import { findRound } from '../shared/rounds/catalogue.js';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';
import { EngineCore } from './engineCore.js';

/**
 * A fault in the app is not a storage failure (issue #43): a command that throws is the app's fault,
 * said so, and storage stays usable; a projection that throws on one record sets it aside at start-up
 * instead of closing every screen.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

function core(): EngineCore {
  let ids = 0;
  return new EngineCore({
    indexedDB: new IDBFactory(),
    source: { now: () => 1_750_000_000_000, newId: () => `id-${++ids}` },
    context: { findRound, startedAt: new Date(1_750_000_000_000) },
  });
}

const noteNamed = (text: string) => (_state: unknown, source: Parameters<typeof makeEvent>[2]) =>
  ok(makeEvent('note-added', { noteId: source.newId(), text, endNumber: null, shootId: null }, source));
const noteTexts = (engine: EngineCore) =>
  engine.read((state) => ok(state.notes.all().map((note) => note.text)));

describe('a command that throws, against a store that fails', () => {
  it('says a throwing decision is the app’s fault, stores nothing, and the next write goes through', async () => {
    const engine = core();
    expect(await engine.ready).toMatchObject({ state: 'ready' });
    const failed = await engine.write(
      () => {
        throw new TypeError("Cannot read properties of undefined (reading 'arrows')");
      },
      () => ok(null),
    );
    expect(failed).toEqual({
      ok: false,
      error: {
        reason: 'internal-error',
        message: 'Something went wrong in the app: your scores are safe. This change was not made.',
        detail: "TypeError: Cannot read properties of undefined (reading 'arrows')",
      },
    });
    expect(engine.status).toMatchObject({ state: 'ready' });
    expect(engine.logPosition).toBe(0);
    expectOk(await engine.write(noteNamed('after the fault'), () => ok(null)));
    expect(expectOk(await noteTexts(engine))).toEqual(['after the fault']);
  });

  it('still says a store that fails is storage’s problem', async () => {
    const engine = core();
    await engine.ready;
    const failure = new Error('Disk error');
    failure.name = 'UnknownError';
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw failure;
    });
    expect(await engine.write(noteNamed('lost'), () => ok(null))).toEqual({
      ok: false,
      error: { reason: 'storage-failed', message: 'Disk error' },
    });
  });

  it('answers a view that throws as the app’s fault for that read alone', async () => {
    const engine = core();
    expectOk(await engine.write(noteNamed('kept'), () => ok(null)));
    const broken = await engine.read(() => {
      throw new RangeError('Invalid time value');
    });
    expect(broken).toMatchObject({
      ok: false,
      error: {
        reason: 'internal-error',
        message: 'Something went wrong in the app: your scores are safe. This could not be shown.',
      },
    });
    expect(expectOk(await noteTexts(engine))).toEqual(['kept']);
  });

  it('says a write stored but not shown was saved, and the write after it still goes through', async () => {
    const engine = core();
    await engine.ready;
    const add = NotesProjection.prototype.add;
    const spy = vi.spyOn(NotesProjection.prototype, 'add').mockImplementation(function (
      this: NotesProjection,
      note,
    ) {
      if (note.text === 'trips a rule') throw new TypeError('boom');
      add.call(this, note);
    });
    expect(await engine.write(noteNamed('trips a rule'), () => ok(null))).toMatchObject({
      ok: false,
      error: {
        reason: 'internal-error',
        message:
          'Something went wrong in the app: your scores are safe. The change was saved, but the app could not show it: reopen the app to see it.',
      },
    });
    expect(engine.logPosition).toBe(1);
    expectOk(await engine.write(noteNamed('next'), () => ok(null)));
    spy.mockRestore();
    expect(expectOk(await noteTexts(engine))).toEqual(['next']);
  });
});

describe('a projection that throws on one record at start-up', () => {
  it('sets that record aside and opens with everything else, instead of storage-unavailable', async () => {
    const device = testDevice();
    const first = device.open();
    for (const text of ['before', 'trips a rule', 'after']) expectOk(await first.addNote({ text }));
    await first.close();

    const add = NotesProjection.prototype.add;
    vi.spyOn(NotesProjection.prototype, 'add').mockImplementation(function (this: NotesProjection, note) {
      if (note.text === 'trips a rule') throw new TypeError('boom');
      add.call(this, note);
    });
    const reopened = device.open();
    expect(await reopened.whenReady()).toEqual({ state: 'ready', persisted: true, setAsideEvents: 1 });
    expect(expectOk(await reopened.notes()).pending.map((note) => note.text)).toEqual(['before', 'after']);
    expect(expectOk(await reopened.addNote({ text: 'still writes' })).text).toBe('still writes');
  });
});
