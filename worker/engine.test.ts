import { describe, expect, it } from 'vitest';
import type { EngineChange } from '../shared/contract/engine.js';
import { handicapForScore } from '../shared/handicaps/handicaps.js';
import { roundByName } from '../shared/rounds/catalogue.js';
import { openArcher as archer } from '../test/fixtures/archer.js';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';
import type { WorkerEngine } from './engine.js';

/** The engine through its contract, on a real (fake-indexeddb) IndexedDB. */

async function shoot(engine: WorkerEngine, round: string, arrows: (number | 'X' | 'M')[]) {
  expectOk(await engine.startShoot(round));
  for (const arrow of arrows) expectOk(await engine.scoreArrow(arrow));
  return expectOk(await engine.saveShoot({ shootStatus: 'Competition' }));
}

describe('the score card', () => {
  it('opens on a National with the imperial keypad, and totals what is tapped', async () => {
    const engine = testDevice().open();
    expect(await engine.whenReady()).toEqual({ state: 'ready', persisted: true, setAsideEvents: 0 });
    const first = expectOk(await engine.currentShoot());
    expect(first.roundName).toBe('national');
    expect(first.round.keypad).toEqual([9, 7, 5, 3, 1, 'M']);
    await engine.scoreArrow(9);
    await engine.scoreArrow(7);
    const view = expectOk(await engine.scoreArrow('M'));
    expect(view.shoot).toMatchObject({
      arrows: [9, 7, 'M'],
      runningTotal: 16,
      endTotals: [16],
      currentEndNumber: 1,
    });
    expect(view.shoot.totals).toEqual({ hits: 2, score: 16, golds: 1, xs: 0 });
    // The write answers with the card's sheet too, drawn from the same arrows: no read after a tap.
    // Portrait until the card says it is on screen in another layout.
    expect(view).toEqual(expectOk(await engine.scoreCard('portrait')));
  });

  it("answers the card's writes with the sheet in the layout the card last read, that one only", async () => {
    const engine = testDevice().open();
    const read = expectOk(await engine.scoreCard('landscape'));
    expect(read.sheet).toEqual({ layout: 'landscape', landscape: expect.anything() });
    const written = expectOk(await engine.scoreArrow(9));
    expect(Object.keys(written.sheet).sort()).toEqual(['landscape', 'layout']);
    expect(written).toEqual(expectOk(await engine.scoreCard('landscape')));
    // The phone turned: the card reads the other layout, and the writes follow it.
    const turned = expectOk(await engine.scoreCard('portrait'));
    expect(turned.sheet.layout).toBe('portrait');
    expect(turned.logPosition).toBe(written.logPosition);
    const next = expectOk(await engine.scoreArrow(7));
    expect(Object.keys(next.sheet).sort()).toEqual(['layout', 'portrait']);
    expect(next.logPosition).toBeGreaterThan(written.logPosition);
  });

  it('refuses values the round has no ring for, and arrows past the end of the round, as data', async () => {
    const engine = testDevice().open();
    expect(await engine.scoreArrow(10)).toMatchObject({ ok: false, error: { reason: 'invalid-arrow' } });
    expect(await engine.scoreArrow(42 as never)).toMatchObject({
      ok: false,
      error: { reason: 'invalid-arrow' },
    });
    expect(await engine.startShoot('no such round')).toEqual({
      ok: false,
      error: { reason: 'unknown-game-type', message: 'Unknown game type: no such round' },
    });
    expectOk(await engine.startShoot('bray i'));
    for (let i = 0; i < 30; i++) expectOk(await engine.scoreArrow(10));
    expect(await engine.scoreArrow(10)).toMatchObject({ ok: false, error: { reason: 'round-complete' } });
    // A round the arrows shot do not fit is refused (worker/changeRound.test.ts has the rest).
    expect(await engine.startShoot('york')).toMatchObject({
      ok: false,
      error: { reason: 'round-does-not-fit' },
    });
    expect(expectOk(await engine.currentShoot()).arrows).toHaveLength(30);
  });

  it('corrects an arrow by its overall index and takes the last one back', async () => {
    const engine = testDevice().open();
    expectOk(await engine.startShoot('worcester'));
    for (const arrow of [5, 5, 4, 3, 5, 2] as const) expectOk(await engine.scoreArrow(arrow));
    expect(await engine.scoreArrow('X')).toMatchObject({ ok: false, error: { reason: 'invalid-arrow' } });
    expect(expectOk(await engine.correctArrow(1, 'M')).shoot.arrows).toEqual([5, 'M', 4, 3, 5, 2]);
    expect(await engine.correctArrow(6, 5)).toMatchObject({ ok: false, error: { reason: 'no-such-arrow' } });
    const undone = expectOk(await engine.undoArrow());
    // Worcester ends are five arrows.
    expect(undone.shoot).toMatchObject({ arrows: [5, 'M', 4, 3, 5], runningTotal: 17, currentEndNumber: 2 });
    expect(expectOk(await engine.scoreArrow(1)).shoot.endTotals).toEqual([17, 1]);
  });

  it('says what the current average is on track for, and the best still reachable, once the profile says who is shooting', async () => {
    const anonymous = testDevice().open();
    expectOk(await anonymous.startShoot('bray i'));
    const unknown = expectOk(await anonymous.scoreArrow(9));
    // A Bray is shot in ends of 3: one 9 averages 27 an end.
    expect(unknown.shoot.estimate).toEqual({
      averagePerEnd: 27,
      projectedScore: 9 + 29 * 10,
      paceScore: 9 * 30,
      remainingArrows: 29,
      onTrackClassification: null,
      bestPossibleClassification: null,
    });
    const engine = await archer();
    expectOk(await engine.startShoot('bray i'));
    for (let i = 0; i < 12; i++) expectOk(await engine.scoreArrow(6));
    // 72 + 18 x 10 = 252: Bowman 2nd class (252) in the AGB 2023 recurve men's table.
    const view = expectOk(await engine.scoreArrow('M'));
    expect(view.shoot.estimate).toEqual({
      // 72 over 13 arrows, in ends of 3.
      averagePerEnd: 16.6,
      projectedScore: 72 + 17 * 10,
      // 72 over 13 arrows keeps pace for 166 over the 30 arrows: Archer 3rd class, far below the best possible.
      paceScore: 166,
      remainingArrows: 17,
      onTrackClassification: { name: 'A3', scheme: 'AGB 2023' },
      bestPossibleClassification: { name: 'B3', scheme: 'AGB 2023' },
    });
  });

  it('saves only a finished round, but a practice round at any time', async () => {
    const engine = testDevice().open();
    expect(await engine.saveShoot()).toMatchObject({ ok: false, error: { reason: 'cannot-save-yet' } });
    expectOk(await engine.scoreArrow(9));
    expect(await engine.saveShoot()).toMatchObject({ ok: false, error: { reason: 'cannot-save-yet' } });
    expectOk(await engine.discardShoot());
    expectOk(await engine.startShoot('practice 30yd'));
    expectOk(await engine.scoreArrow(7));
    const saved = expectOk(await engine.saveShoot({ shootStatus: 'RecordStatus' }));
    expect(saved).toMatchObject({
      gameType: 'practice 30yd',
      score: 7,
      shootStatus: 'RecordStatus',
      topScore: false,
    });
    expect(await engine.saveShoot({ date: 'yesterday' })).toMatchObject({ ok: false });
  });
});

describe('notes written during a discarded shoot', () => {
  it('go with the discarded shoot instead of attaching to the next one saved, also after a reload', async () => {
    const device = testDevice();
    const engine = device.open();
    expectOk(await engine.startShoot('practice 30yd'));
    for (let i = 0; i < 6; i++) expectOk(await engine.scoreArrow(9));
    expectOk(await engine.addNote({ text: 'Clicker felt late', endNumber: 1 }));
    expectOk(await engine.discardShoot());
    expect(expectOk(await engine.notes()).pending).toEqual([]);

    expectOk(await engine.scoreArrow(7));
    expectOk(await engine.addNote({ text: 'Better after a rest', endNumber: 1 }));
    const saved = expectOk(await engine.saveShoot());
    const notesOf = async (e: typeof engine) =>
      expectOk(await e.historyItem(saved.id)).notes.map((n) => n.text);
    expect(await notesOf(engine)).toEqual(['Better after a rest']);

    const reopened = device.open();
    await reopened.whenReady();
    expect(await notesOf(reopened)).toEqual(['Better after a rest']);
    expect(expectOk(await reopened.notes()).notes.map((n) => n.text)).toEqual(['Better after a rest']);
  });
});

describe("a shoot's duration", () => {
  it('runs from the first to the last arrow shot: correcting one an hour later does not stretch it', async () => {
    const device = testDevice();
    const engine = device.open();
    expectOk(await engine.startShoot('practice 30yd'));
    for (let i = 0; i < 6; i++) expectOk(await engine.scoreArrow(9));
    const shot = expectOk(await engine.currentShoot()).shootingTime;
    device.advance(60 * 60_000);
    const corrected = expectOk(await engine.correctArrow(2, 7));
    expect(corrected.shoot.arrows).toEqual([9, 9, 7, 9, 9, 9]);
    expect(corrected.shoot.shootingTime).toBe(shot);
    const saved = expectOk(await engine.saveShoot());
    expect(saved.shootDuration).toBe(shot);
  });
});

describe('saved shoots', () => {
  it('carries its handicap, classification, averages and ends, worked out for the archer on the day', async () => {
    const engine = await archer();
    const saved = await shoot(engine, 'bray i', Array(30).fill(9));
    const handicap = handicapForScore(roundByName('bray i'), 270);
    expect(handicap.ok).toBe(true);
    expect(saved).toMatchObject({
      id: 1,
      gameType: 'bray i',
      score: 270,
      unit: 'yd',
      userProfile: { gender: 'male', ageGroup: 'adult', bowType: 'recurve' },
      shootStatus: 'Competition',
      // 270 is at or above the B1 threshold of 268 (AGB 2023, recurve men).
      classification: { name: 'B1', scheme: 'AGB 2023' },
      handicap: handicap.ok ? handicap.handicap : NaN,
      averagePerEnd: 27,
      topScore: true,
    });
    // Ten ends of 3, as a Bray is shot.
    expect(saved.endTotals).toHaveLength(10);
    expect(saved.endTotals[0]).toEqual({ scores: [9, 9, 9], total: 27 });
    expect(saved.scorecard?.landscape.totals).toMatchObject({ label: 'Totals', score: 270, hits: 30 });
    expect(saved.round?.keypad).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 'M']);
    expect(expectOk(await engine.history())).toEqual([
      expect.objectContaining({ id: 1, score: 270, arrowsShot: 30, topScore: true }),
    ]);
  });

  it('keeps each shoot to its own snapshot when the bow changes, and re-derives shoots that have none', async () => {
    const engine = await archer();
    await shoot(engine, 'bray i', Array(30).fill(9));
    // An old export's shoot without a profile snapshot takes the profile as it stands.
    expectOk(
      await engine.importData({
        history: [{ date: '2024-12-01', gameType: 'bray i', scores: Array(30).fill(8) }],
      }),
    );
    const before = expectOk(await engine.history());
    expect(before.find((h) => h.score === 240)?.classification).toEqual({ name: 'B3', scheme: 'AGB 2023' });
    const changes: EngineChange[] = [];
    await engine.subscribe((batch) => changes.push(...batch.changes));
    expectOk(await engine.updateProfile({ bowType: 'longbow' }));
    const after = expectOk(await engine.history());
    // The recurve shoot keeps its class; the snapshot-less one is now judged as a longbow.
    expect(after.find((h) => h.score === 270)?.classification).toEqual({ name: 'B1', scheme: 'AGB 2023' });
    expect(after.find((h) => h.score === 240)?.classification?.name).not.toBe('B3');
    expect(changes).toContainEqual({ type: 'profile-updated' });
  });

  it('marks the best score per round and bow type, and moves the mark when that shoot is deleted', async () => {
    const engine = await archer();
    const first = await shoot(engine, 'bray i', Array(30).fill(8));
    const best = await shoot(engine, 'bray i', Array(30).fill(9));
    expectOk(await engine.updateProfile({ bowType: 'barebow' }));
    const barebow = await shoot(engine, 'bray i', Array(30).fill(7));
    const flags = async () =>
      Object.fromEntries(expectOk(await engine.history()).map((item) => [item.id, item.topScore]));
    expect(await flags()).toEqual({ [first.id]: false, [best.id]: true, [barebow.id]: true });
    expect(expectOk(await engine.deleteShoot(best.id))).toEqual({ historyId: best.id });
    expect(await flags()).toEqual({ [first.id]: true, [barebow.id]: true });
    expect(await engine.historyItem(best.id)).toMatchObject({
      ok: false,
      error: { reason: 'no-such-shoot' },
    });
    // The next id is the highest existing plus one.
    expect((await shoot(engine, 'bray i', Array(30).fill(5))).id).toBe(barebow.id + 1);
  });

  it('edits a saved shoot: new arrows give a new score, and bad changes are refused', async () => {
    const engine = await archer();
    const saved = await shoot(engine, 'bray i', Array(30).fill(9));
    const edited = expectOk(await engine.updateShoot(saved.id, { scores: [...Array(29).fill(9), 10] }));
    expect(edited).toMatchObject({ score: 271, shootStatus: 'Competition' });
    const moved = expectOk(
      await engine.updateShoot(saved.id, {
        location: { placeName: 'Club field', latitude: 51.5, longitude: -0.1 },
      }),
    );
    expect(moved.location).toEqual({ placeName: 'Club field', latitude: 51.5, longitude: -0.1 });
    for (const bad of [
      { scores: ['X'] },
      { date: 'soon' },
      { location: { latitude: 99, longitude: 0 } },
      {},
    ]) {
      expect(await engine.updateShoot(saved.id, bad as never)).toMatchObject({
        ok: false,
        error: { reason: 'invalid-shoot-change' },
      });
    }
    expect(await engine.updateShoot(99, { shootStatus: 'Practice' })).toMatchObject({
      ok: false,
      error: { reason: 'no-such-shoot' },
    });
  });

  it('adds each shoot to the distances report and recent rounds', async () => {
    const engine = await archer();
    await shoot(engine, 'bray i', Array(30).fill(9));
    await shoot(engine, 'practice 30m', ['X', 7, 'M']);
    await shoot(engine, 'bray i', Array(30).fill(10));
    // Bray I is shot at 20 yards (18.3 m), so it lists before 30 m.
    expect(expectOk(await engine.distancePerformanceReport()).distances).toEqual([
      expect.objectContaining({ label: '20yd', arrows: 60, score: 570, golds: 30, shoots: 2 }),
      expect.objectContaining({ label: '30m', arrows: 3, score: 17, hits: 2, xs: 1, shoots: 1 }),
    ]);
    expect(expectOk(await engine.recentRounds())).toEqual(['bray i', 'practice 30m']);
  });

  it('reports distances with best end and dozen filtered by bow, and a round progress with its bests', async () => {
    const engine = await archer();
    await shoot(engine, 'bray i', Array(30).fill(9));
    await shoot(engine, 'bray i', [...Array(12).fill(10), ...Array(18).fill(8)]);
    expectOk(await engine.updateProfile({ bowType: 'barebow' }));
    await shoot(engine, 'bray i', Array(30).fill(6));
    const all = expectOk(await engine.distancePerformanceReport());
    expect(all.bowTypes).toEqual(['barebow', 'recurve']);
    expect(all.distances).toEqual([
      expect.objectContaining({ label: '20yd', arrows: 90, score: 714, bestDozen: 120, shoots: 3 }),
    ]);
    expect(all.distances[0]!.bestEnd).toEqual({ score: 30, arrows: 3 });
    expect(all.distances[0]!.trend.averages).toEqual([9, 8.8, 6]);
    const recurveOnly = expectOk(await engine.distancePerformanceReport({ bowType: 'recurve', faceCm: 40 }));
    expect(recurveOnly.distances[0]).toMatchObject({ arrows: 60, score: 534, averagePerArrow: 8.9 });
    expect(expectOk(await engine.distancePerformanceReport({ faceCm: 60 })).distances).toEqual([]);

    const progress = expectOk(await engine.progress({ gameType: 'bray i', bowType: 'recurve' }));
    expect(progress).toMatchObject({ gameType: 'bray i', bowType: 'recurve', scores: [270, 264] });
    expect(progress.personalBests).toEqual([0]);
    const bray = roundByName('bray i');
    expect(progress.handicaps).toEqual(
      [270, 264].map((score) => {
        const result = handicapForScore(bray, score);
        return result.ok ? result.handicap : null;
      }),
    );
  });
});

describe('the diary', () => {
  it('attaches pending notes to the shoot saved next, cleans their text, edits and highlights them', async () => {
    const engine = await archer();
    expectOk(await engine.startShoot('practice 20yd'));
    expect(expectOk(await engine.addNote({ text: 'Before the first arrow' })).endNumber).toBeNull();
    for (let i = 0; i < 8; i++) expectOk(await engine.scoreArrow(9));
    const note = expectOk(await engine.addNote({ text: 'Anchor <script>slipping</script>' }));
    expect(note).toMatchObject({
      text: 'Anchor scriptslipping/script',
      endNumber: 2,
      shootId: null,
      highlighted: false,
    });
    expect(expectOk(await engine.currentShoot()).pendingNotes).toHaveLength(2);
    const saved = expectOk(await engine.saveShoot());
    expect(saved.notes.map((n) => n.shootId)).toEqual([saved.id, saved.id]);
    expect(expectOk(await engine.editNote(note.id, 'Anchor fixed'))).toMatchObject({ text: 'Anchor fixed' });
    expect(expectOk(await engine.highlightNote(note.id, true)).highlighted).toBe(true);
    expect(await engine.addNote({ text: '  <>  ' })).toMatchObject({
      ok: false,
      error: { reason: 'invalid-note' },
    });
    expect(await engine.editNote('nope', 'x')).toMatchObject({
      ok: false,
      error: { reason: 'no-such-note' },
    });
    expect(await engine.addNote({ text: 'x', shootId: 42 })).toMatchObject({
      ok: false,
      error: { reason: 'no-such-shoot' },
    });
    const later = expectOk(await engine.addNote({ text: 'Looking back', shootId: saved.id }));
    expect(expectOk(await engine.notes()).pending).toEqual([]);
    expect(expectOk(await engine.historyItem(saved.id)).notes.map((n) => n.id)).toContain(later.id);
    expectOk(await engine.deleteShoot(saved.id));
    expect(expectOk(await engine.notes()).notes).toEqual([]);
  });
});

describe("a live-shoot participant's scorecard", () => {
  it("lays out another archer's arrows as the score card lays out one's own, and refuses what is not on the faces", async () => {
    const engine = testDevice().open();
    await engine.whenReady();
    const sheet = expectOk(await engine.scorecardOf('national', [9, 7, 5, 3, 1, 'M', 9]));
    expectOk(await engine.startShoot('national'));
    for (const arrow of [9, 7, 5, 3, 1, 'M', 9] as const) expectOk(await engine.scoreArrow(arrow));
    expect(expectOk(await engine.scoreCard('portrait')).sheet).toEqual({
      layout: 'portrait',
      portrait: sheet.portrait,
    });
    expect(expectOk(await engine.scoreCard('landscape')).sheet).toEqual({
      layout: 'landscape',
      landscape: sheet.landscape,
    });
    expect(await engine.scorecardOf('national', [10])).toMatchObject({
      ok: false,
      error: { reason: 'invalid-arrow' },
    });
    expect(await engine.scorecardOf('no such round', [])).toEqual({
      ok: false,
      error: { reason: 'unknown-game-type', message: 'Unknown game type: no such round' },
    });
  });
});

describe('the history as CSV', () => {
  it('writes a row per saved shoot and per arrow, oldest first', async () => {
    const engine = await archer();
    await shoot(
      engine,
      'bray i',
      Array.from({ length: 30 }, () => 9),
    );
    await shoot(engine, 'practice 20yd', [9, 'M']);
    const files = expectOk(await engine.exportCsv());
    expect(files.shootCount).toBe(2);
    const shootLines = (await files.shoots.text()).trimEnd().split('\r\n');
    expect(shootLines).toHaveLength(3);
    expect(shootLines[1]).toMatch(/^\d+,[^,]+,bray i,Competition,270,30,0,0,/);
    expect((await files.arrows.text()).trimEnd().split('\r\n')).toHaveLength(1 + 30 + 2);
    expect(files.shoots.type).toBe('text/csv;charset=utf-8');
  });
});
