import { describe, expect, it } from 'vitest';
import type { GoldenRecordsTemplate } from '../shared/contract/competitionResults.js';
import { IANSEO_WA720, TAMLYNSCORE_TWO_ROUNDS } from '../shared/records-formats/resultFixtures.js';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';
import type { WorkerEngine } from './engine.js';

/**
 * A competition's result through the engine (docs/records-formats.md): the file read and the archer's
 * row found by the profile, the row imported with every arrow and the status chosen, a row that does not
 * add up refused with its figures, and the same result imported again adding nothing. Then the Golden
 * Records export of what was imported.
 */

async function archerDevice(profile: { name: string; agbMembershipNumber: string }): Promise<WorkerEngine> {
  const engine = testDevice().open();
  await engine.whenReady();
  expectOk(
    await engine.updateProfile({ ...profile, gender: 'female', ageGroup: 'adult', bowType: 'recurve' }),
  );
  return engine;
}

describe('importing a competition result', () => {
  it("finds the archer's ianseo row, offers the rounds it fits, and imports it once", async () => {
    const engine = await archerDevice({ name: 'Jo Bloggs', agbMembershipNumber: '2012345' });
    const view = expectOk(await engine.readCompetitionResults(IANSEO_WA720));
    expect(view.producer).toBe('ianseo-qualification');
    expect(view.pick).toEqual({ kind: 'found', by: 'membership-number', lines: [2] });
    const row = view.rows.find((candidate) => candidate.line === 2)!;
    expect(row).toMatchObject({
      familyName: 'Bloggs',
      division: 'R',
      rounds: [{ roundCode: null, arrows: 72 }],
    });
    expect(row.roundChoices).toContain('wa 70m');

    const choice = { date: '2025-06-07', eventStatus: 'ukrs', roundName: 'wa 70m' } as const;
    const first = expectOk(await engine.importCompetitionResult(IANSEO_WA720, 2, choice));
    expect(first.shootsAdded).toBe(1);
    const [shoot] = expectOk(await engine.history());
    expect(shoot).toMatchObject({ gameType: 'wa 70m', score: 567, date: '2025-06-07', eventStatus: 'ukrs' });
    expect(shoot!.arrowsShot).toBe(72);
    const full = expectOk(await engine.historyItem(shoot!.id));
    expect(full.scores.slice(0, 8)).toEqual([9, 7, 5, 9, 10, 8, 8, 'X']);

    const again = expectOk(await engine.importCompetitionResult(IANSEO_WA720, 2, choice));
    expect(again.shootsAdded).toBe(0);
    expect(expectOk(await engine.history())).toHaveLength(1);
  });

  it('hands back both rows of a shared name, and refuses a row that does not add up, storing nothing', async () => {
    const engine = await archerDevice({ name: 'Sam Archer', agbMembershipNumber: '' });
    const view = expectOk(await engine.readCompetitionResults(IANSEO_WA720));
    expect(view.pick).toEqual({ kind: 'ambiguous', by: 'name', lines: [3, 4] });

    const choice = { date: '2025-06-07', eventStatus: 'open', roundName: 'wa 70m' } as const;
    expect(await engine.importCompetitionResult(IANSEO_WA720, 5, choice)).toEqual({
      ok: false,
      error: {
        reason: 'invalid-import',
        message: 'Line 5, distance 1: the file says D1 Score 281, its arrows add up to 279',
      },
    });
    expect(await engine.importCompetitionResult(IANSEO_WA720, 9, choice)).toMatchObject({
      ok: false,
      error: { reason: 'invalid-import', message: 'The file has no archer on line 9' },
    });
    expect(await engine.readCompetitionResults('Name,Score\r\nJo,500\r\n')).toMatchObject({
      ok: false,
      error: { reason: 'invalid-import' },
    });
    expect(expectOk(await engine.history())).toHaveLength(0);
  });

  it('adds both rounds of a TamlynScore row once, however often the file is imported', async () => {
    const engine = await archerDevice({ name: 'Jo Bloggs', agbMembershipNumber: '' });
    const view = expectOk(await engine.readCompetitionResults(TAMLYNSCORE_TWO_ROUNDS));
    expect(view.pick).toEqual({ kind: 'found', by: 'name', lines: [2] });
    const choice = { date: '2025-07-05', eventStatus: 'open', roundName: null } as const;
    expect(
      expectOk(await engine.importCompetitionResult(TAMLYNSCORE_TWO_ROUNDS, 2, choice)).shootsAdded,
    ).toBe(2);
    expect(
      expectOk(await engine.importCompetitionResult(TAMLYNSCORE_TWO_ROUNDS, 2, choice)).shootsAdded,
    ).toBe(0);
    const history = expectOk(await engine.history());
    expect(history.map((shoot) => [shoot.gameType, shoot.score, shoot.eventStatus]).sort()).toEqual([
      ['wa 1440 (70m)', 1285, 'open'],
      ['wa 70m', 521, 'open'],
    ]);
  });
});

describe('ianseo arrow strings of a saved shoot', () => {
  it("writes the imported WA 720's two distances and reads pasted strings back on the round", async () => {
    const engine = await archerDevice({ name: 'Jo Bloggs', agbMembershipNumber: '2012345' });
    const choice = { date: '2025-06-07', eventStatus: 'ukrs', roundName: 'wa 70m' } as const;
    expectOk(await engine.importCompetitionResult(IANSEO_WA720, 2, choice));
    const [shoot] = expectOk(await engine.history());
    const strings = expectOk(await engine.ianseoArrowStrings(shoot!.id));
    expect(strings.map((text) => text.length)).toEqual([36, 36]);
    // The file's first arrows, 9 7 5 9 10 8 8 X, in ianseo's letters.
    expect(strings[0]!.slice(0, 8)).toBe('JHFJLIIK');
    const arrows = expectOk(await engine.readIanseoArrowStrings('wa 70m', strings));
    expect(arrows).toEqual(expectOk(await engine.historyItem(shoot!.id)).scores);
    expect(await engine.readIanseoArrowStrings('wa 70m', ['KKZ', ''])).toMatchObject({
      ok: false,
      error: { reason: 'invalid-arrow' },
    });
    expect(await engine.readIanseoArrowStrings('club 720', strings)).toMatchObject({
      ok: false,
      error: { reason: 'unknown-game-type' },
    });
    expect(await engine.ianseoArrowStrings(999)).toMatchObject({
      ok: false,
      error: { reason: 'no-such-shoot' },
    });
  });
});

describe('the Golden Records export', () => {
  it('writes the chosen shoots oldest first under the template headings, with the End line', async () => {
    const engine = await archerDevice({ name: 'Jo Bloggs', agbMembershipNumber: '2012345' });
    const choice = { date: '2025-07-05', eventStatus: 'ukrs', roundName: null } as const;
    expectOk(await engine.importCompetitionResult(TAMLYNSCORE_TWO_ROUNDS, 2, choice));
    const ids = expectOk(await engine.history()).map((shoot) => shoot.id);
    // This test's own headings: the real ones come from the club's template (docs/records-formats.md).
    const template: GoldenRecordsTemplate = {
      columns: [
        { heading: 'test name', field: 'name' },
        { heading: 'test round', field: 'round' },
        { heading: 'test score', field: 'score' },
        { heading: 'test record', field: 'recordStatus' },
      ],
      statusNames: {
        practice: 'p',
        club_target_day: 't',
        club_competition: 'c',
        open: 'o',
        ukrs: 'r',
        wrs: 'w',
      },
    };
    const file = expectOk(await engine.goldenRecordsExport(ids, template));
    const text = (await file.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      'test name,test round,test score,test record',
      'Jo Bloggs,wa 70m,521,TRUE',
      // Golden Records keeps no brackets: the name is written as it will be stored.
      'Jo Bloggs,wa 1440 70m,1285,TRUE',
      'End,,,',
      '',
    ]);
    expect(await engine.goldenRecordsExport([999], template)).toMatchObject({
      ok: false,
      error: { reason: 'no-such-shoot' },
    });
  });
});

describe("a live shoot's entries for ianseo", () => {
  it('makes the participant list, or names the archers ianseo could not take', async () => {
    const engine = testDevice().open();
    const setting = { session: 1, clubCode: 'ANY', clubName: 'Anytown Archers' };
    const jo = { archerName: 'Jo Bloggs', bowType: 'Recurve', gender: 'female', membershipNumber: '2012345' };
    const file = expectOk(await engine.ianseoEntriesFile([jo], setting));
    expect(await file.text()).toBe(
      '2012345\t1\tR\tW\t\t1\t1\t1\t1\t1\tBloggs\tJo\t1\tANY\tAnytown Archers\r\n',
    );
    expect(await engine.ianseoEntriesFile([{ ...jo, membershipNumber: '' }], setting)).toEqual({
      ok: false,
      error: {
        reason: 'roster-incomplete',
        message:
          'ianseo needs a membership number, a gender and a bow style for every entry: Jo Bloggs (no membership number)',
      },
    });
  });
});
