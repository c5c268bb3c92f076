import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { archerSession, perform } from '../test/fixtures/archerActions.js';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';

/**
 * Start-up with years of history: the score card is answered from a small snapshot kept beside the log
 * (plus every record written after it) while the full replay runs, and that early answer is always what
 * the full replay then shows.
 */
describe('opening the score card before the history is replayed', () => {
  const build = { codeVersion: 'engine-build-1' };

  it('answers the shoot being scored before start-up has finished, once a snapshot exists', async () => {
    const device = testDevice();
    const first = device.open(build);
    expectOk(
      await first.importData({
        history: Array.from({ length: 300 }, (_, i) => ({
          id: i + 1,
          date: '2024-05-01',
          gameType: 'york',
          scores: Array(144).fill(7),
        })),
      }),
    );
    expectOk(await first.startShoot('bray i'));
    for (const arrow of [10, 9, 9] as const) expectOk(await first.scoreArrow(arrow));
    // The first start-up wrote no snapshot before these writes; the next one replays them in full.
    const second = device.open(build);
    await second.whenReady();
    await second.placesLookedUp();
    expectOk(await second.scoreArrow(8));

    const third = device.open(build);
    const order: string[] = [];
    const early = third.currentShoot().then((view) => {
      order.push('score card');
      return view;
    });
    await third.whenReady().then(() => order.push('ready'));
    expect(order).toEqual(['score card', 'ready']);
    expect(expectOk(await early).arrows).toEqual([10, 9, 9, 8]);
  });

  it('carries the profile and the pending notes, so the early estimate and notes are the full ones', async () => {
    const device = testDevice();
    const first = device.open(build);
    expectOk(await first.updateProfile({ gender: 'female', ageGroup: 'adult', bowType: 'recurve' }));
    expectOk(await first.startShoot('bray i'));
    for (const arrow of [10, 9, 9, 8, 8, 7] as const) expectOk(await first.scoreArrow(arrow));
    expectOk(await first.addNote({ text: 'Windy on the left', endNumber: 1 }));
    const second = device.open(build);
    await second.whenReady();
    await second.placesLookedUp();

    const third = device.open(build);
    const early = expectOk(await third.currentShoot());
    await third.whenReady();
    expect(early.pendingNotes.map((note) => note.text)).toEqual(['Windy on the left']);
    expect(early.estimate.onTrackClassification).not.toBeNull();
    expect(early).toEqual(expectOk(await third.currentShoot()));
  });

  it('waits for the full replay when the snapshot was written by another build', async () => {
    const device = testDevice();
    const first = device.open(build);
    expectOk(await first.startShoot('bray i'));
    expectOk(await first.scoreArrow(9));
    await device.open(build).whenReady();

    const newBuild = device.open({ codeVersion: 'engine-build-2' });
    const order: string[] = [];
    const shoot = newBuild.currentShoot().then(() => order.push('score card'));
    await newBuild.whenReady().then(() => order.push('ready'));
    await shoot;
    expect(order).toEqual(['ready', 'score card']);
  });

  it('offers the snapshot card unasked-for once read, and nothing without a snapshot or after start-up', async () => {
    const device = testDevice();
    const first = device.open(build);
    expect(await first.startUpScoreCard('portrait')).toBeNull();
    expectOk(await first.startShoot('bray i'));
    expectOk(await first.scoreArrow(9));
    await device.open(build).whenReady();

    const third = device.open(build);
    const pushed = await third.startUpScoreCard('landscape');
    expect(pushed).not.toBeNull();
    expect(expectOk(pushed!).shoot.arrows).toEqual([9]);
    // Read before the replay, so at no log position yet; otherwise what the replayed log shows.
    expect(expectOk(pushed!).logPosition).toBe(0);
    await third.whenReady();
    const replayed = expectOk(await third.scoreCard('landscape'));
    expect(replayed.sheet.layout).toBe('landscape');
    expect(expectOk(pushed!)).toEqual({ ...replayed, logPosition: 0 });
    expect(await third.startUpScoreCard('landscape')).toBeNull();
  });

  it('replays a log longer than one start-up page to the same state', async () => {
    const device = testDevice();
    const first = device.open(build);
    const bows = ['recurve', 'compound', 'barebow', 'longbow'] as const;
    // 1,203 records: more than two pages of 500, the last one part-full.
    for (let i = 0; i < 1203; i++) expectOk(await first.updateProfile({ bowType: bows[i % bows.length]! }));
    const reopened = device.open(build);
    expect(await reopened.whenReady()).toMatchObject({ state: 'ready' });
    expect(expectOk(await reopened.profile()).bowType).toBe(bows[1202 % bows.length]);
    expectOk(await reopened.updateProfile({ bowType: 'recurve' }));
    expect(expectOk(await device.open(build).profile()).bowType).toBe('recurve');
  });

  it('always shows what the full replay shows, after any session and any number of restarts (property)', async () => {
    await fc.assert(
      fc.asyncProperty(archerSession(16), fc.infiniteStream(fc.boolean()), async (actions, restartAfter) => {
        const device = testDevice();
        let engine = device.open(build);
        const restarts = restartAfter[Symbol.iterator]();
        for (const action of actions) {
          await perform(engine, action);
          // A restart writes a new snapshot at the log's head; the next start-up begins from it.
          if (restarts.next().value === true) {
            engine = device.open(build);
            await engine.whenReady();
          }
        }
        const reopened = device.open(build);
        const [shoot, portrait, landscape] = await Promise.all([
          reopened.currentShoot(),
          reopened.scoreCard('portrait'),
          reopened.scoreCard('landscape'),
        ]);
        await reopened.whenReady();
        expect(shoot).toEqual(await reopened.currentShoot());
        // The log position aside (the snapshot's card is read before the replay has reached one).
        const sheet = (card: Awaited<typeof portrait>) => (card.ok ? card.value.sheet : card);
        expect(sheet(portrait)).toEqual(sheet(await reopened.scoreCard('portrait')));
        expect(sheet(landscape)).toEqual(sheet(await reopened.scoreCard('landscape')));
      }),
      { numRuns: 60 },
    );
  });
});
