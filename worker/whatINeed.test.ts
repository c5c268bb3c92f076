import { describe, expect, it } from 'vitest';
import type { WhatINeedView } from '../shared/contract/whatINeed.js';
import { parseCategory } from '../shared/classifications/category.js';
import { classThresholds } from '../shared/classifications/classify.js';
import { parseFieldCategory } from '../shared/classifications/field-category.js';
import { fieldThresholds } from '../shared/classifications/field-thresholds.js';
import { scoreForHandicap } from '../shared/handicaps/handicaps.js';
import { roundByName } from '../shared/rounds/catalogue.js';
import { expectOk, testDevice, backupOf } from '../test/fixtures/testDevice.js';
import type { WorkerEngine } from './engine.js';

/** "What I need" through the engine's contract, on a real (fake-indexeddb) IndexedDB. */

const PROFILE = { gender: 'female', ageGroup: 'adult', bowType: 'recurve' };
const category = parseCategory(PROFILE)!;

async function archer(engine: WorkerEngine): Promise<WorkerEngine> {
  await engine.whenReady();
  expectOk(await engine.updateProfile(PROFILE));
  return engine;
}

function target(view: WhatINeedView, kind: string) {
  return view.targets.find((t) => t.kind === kind);
}

function classScores(view: WhatINeedView): Array<[string, number]> {
  return view.targets.filter((t) => t.kind === 'classification').map((t) => [t.label, t.score]);
}

describe('what I need, asked of the engine', () => {
  it('gives the class thresholds of the scheme in force today, for the archer the profile describes', async () => {
    // The test clock starts in June 2025, under AGB 2023.
    const engine = await archer(testDevice().open());
    expectOk(await engine.startShoot('york'));
    const view = expectOk(await engine.whatINeed());
    expect(view.roundName).toBe('york');
    expect(view.scheme).toBe('AGB 2023');
    const expected = classThresholds(roundByName('york'), category, 'AGB 2023')!.flatMap((t) =>
      t.score === null ? [] : [[t.name, t.score]],
    );
    expect(classScores(view)).toEqual(expected);

    const later = await archer(testDevice(Date.UTC(2026, 10, 25, 9)).open());
    const current = expectOk(await later.whatINeed('york'));
    expect(current.scheme).toBe('AGB 2026.1');
    expect(classScores(current)).toEqual(
      classThresholds(roundByName('york'), category, 'AGB 2026.1')!.flatMap((t) =>
        t.score === null ? [] : [[t.name, t.score]],
      ),
    );
  });

  it('lists the field classes of the archer’s field category on a field round, per target', async () => {
    // The profile's longbow is a bow style of its own in field (target folds it into another), on the blue peg.
    const engine = await archer(testDevice(Date.UTC(2026, 10, 25, 9)).open());
    expectOk(await engine.updateProfile({ bowType: 'longbow' }));
    const blue = roundByName('wa field 24 blue marked');
    const field = parseFieldCategory({ ...PROFILE, bowType: 'longbow' })!;
    const thresholds = fieldThresholds(blue, field, 'AGB 2026.1');
    if (!thresholds.ok) throw new Error(thresholds.error.message);
    const view = expectOk(await engine.whatINeed(blue.name));
    expect(view).toMatchObject({ scheme: 'AGB 2026.1', discipline: 'field' });
    expect(classScores(view)).toEqual(
      thresholds.thresholds.flatMap((t) => (t.score === null ? [] : [[t.name, t.score]])),
    );
    // The red peg is beyond a longbow's: it says so and names the peg to shoot.
    const red = expectOk(await engine.whatINeed('wa field 24 red marked'));
    expect(classScores(red)).toEqual([]);
    expect(red.gaps.map((g) => g.message)).toContain(
      'A longbow archer cannot gain a field classification from the red peg: the longest peg for this bow style is blue (50 m).',
    );
  });

  it('lists only the classes above the one held for the round’s discipline and bow', async () => {
    const engine = await archer(testDevice().open());
    expectOk(await engine.updateProfile({ outdoorClassifications: { recurve: 'B1' } }));
    expect(classScores(expectOk(await engine.whatINeed('york'))).map(([name]) => name)).toEqual([
      'EMB',
      'GMB',
      'MB',
    ]);
    // Indoors the archer holds nothing yet, so every indoor class is still to gain.
    expect(classScores(expectOk(await engine.whatINeed('portsmouth')))).toHaveLength(8);
  });

  it('changes what each end must average after an end is scored', async () => {
    const engine = await archer(testDevice().open());
    expectOk(await engine.startShoot('national'));
    const before = target(expectOk(await engine.whatINeed()), 'classification')!;
    for (const arrow of [9, 9, 7, 7, 7, 5] as const) expectOk(await engine.scoreArrow(arrow));
    const after = expectOk(await engine.whatINeed());
    expect(after.score).toBe(44);
    expect(after.remainingEnds).toBe(11);
    const same = after.targets.find((t) => t.label === before.label)!;
    expect(same.progress).toEqual({
      state: 'needed',
      pointsToGo: same.score - 44,
      perEnd: Math.ceil(((same.score - 44) / 11) * 10 - 1e-9) / 10,
    });
    expect(same.progress).not.toEqual(before.progress);
    // Round selection asks about the round as it would start, not the shoot in progress.
    expect(expectOk(await engine.whatINeed('national')).score).toBe(0);
  });

  it('aims one above the personal best once a shoot of the round is saved, with this bow', async () => {
    const engine = await archer(testDevice().open());
    expect(target(expectOk(await engine.whatINeed('bray i')), 'personal-best')).toBeUndefined();
    expectOk(await engine.startShoot('bray i'));
    for (let i = 0; i < 30; i++) expectOk(await engine.scoreArrow(i < 10 ? 9 : 8));
    expectOk(await engine.saveShoot({ shootStatus: 'Competition' }));
    expect(target(expectOk(await engine.whatINeed('bray i')), 'personal-best')).toMatchObject({
      label: 'Beat your PB (250)',
      score: 251,
    });
    // Another bow has its own personal bests.
    expectOk(await engine.updateProfile({ bowType: 'barebow' }));
    expect(target(expectOk(await engine.whatINeed('bray i')), 'personal-best')).toBeUndefined();
  });

  it('keeps the handicap goal in the profile: set, replayed after a reload, backed up, restored and cleared', async () => {
    const device = testDevice();
    const engine = await archer(device.open());
    expect(expectOk(await engine.profile()).handicapGoal).toBeNull();
    expect(expectOk(await engine.updateProfile({ handicapGoal: 40 })).handicapGoal).toBe(40);
    const goal = target(expectOk(await engine.whatINeed('york')), 'handicap-goal');
    expect(goal).toMatchObject({ label: 'Handicap 40', score: scoreForHandicap(roundByName('york'), 40) });

    const reopened = device.open();
    await reopened.whenReady();
    expect(expectOk(await reopened.profile()).handicapGoal).toBe(40);

    const backup = await backupOf(reopened);
    expect(backup.user.handicapGoal).toBe(40);
    const other = testDevice().open();
    await other.whenReady();
    expectOk(await other.importData(JSON.parse(JSON.stringify(backup))));
    expect(expectOk(await other.profile()).handicapGoal).toBe(40);

    // A handicap the tables do not print is not a goal.
    for (const handicapGoal of [151, -1, 40.5, Number.NaN]) {
      expect(await reopened.updateProfile({ handicapGoal })).toEqual({
        ok: false,
        error: { reason: 'invalid-profile', message: 'A handicap goal is a whole number from 0 to 150' },
      });
    }
    expect(expectOk(await reopened.updateProfile({ handicapGoal: null })).handicapGoal).toBeNull();
    const cleared = expectOk(await reopened.whatINeed('york'));
    expect(target(cleared, 'handicap-goal')).toBeUndefined();
    expect(cleared.gaps.map((g) => g.reason)).toContain('no-handicap-goal');
  });

  it('measures a compound archer’s goal indoors on the inner-10 table', async () => {
    const engine = await archer(testDevice().open());
    expectOk(await engine.updateProfile({ bowType: 'compound', handicapGoal: 20 }));
    const portsmouth = roundByName('portsmouth');
    const inner10 = scoreForHandicap(portsmouth, 20, { compound: true });
    expect(inner10).toBeLessThan(scoreForHandicap(portsmouth, 20));
    expect(target(expectOk(await engine.whatINeed('portsmouth')), 'handicap-goal')?.score).toBe(inner10);
  });

  it('says a practice round has nothing to aim for, and refuses a round it does not know, as data', async () => {
    const engine = await archer(testDevice().open());
    const practice = expectOk(await engine.whatINeed('practice 20yd'));
    expect(practice.targets).toEqual([]);
    expect(practice.gaps.map((g) => g.reason)).toEqual(['no-fixed-length']);
    expect(await engine.whatINeed('no such round')).toEqual({
      ok: false,
      error: { reason: 'unknown-game-type', message: 'Unknown game type: no such round' },
    });
  });
});
