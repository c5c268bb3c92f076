import { describe, expect, it } from 'vitest';
import type { EngineChange } from '../shared/contract/engine.js';
import type { UnreadAchievement } from '../shared/achievements/views.js';
import type { ShootStatus } from '../shared/history/historyItem.js';
import type { ArrowValue } from '../shared/rounds/round.js';
import { IANSEO_WA720 } from '../shared/records-formats/resultFixtures.js';
import { cardText } from '../shared/target-cards/card-text.js';
import { sealCard } from '../shared/target-cards/seal.js';
import { backupOf, expectOk, testDevice } from '../test/fixtures/testDevice.js';
import type { WorkerEngine } from './engine.js';

/** Achievements through the engine's contract, on a real (fake-indexeddb) IndexedDB. */

const HOUR = 60 * 60 * 1000;

async function save(
  engine: WorkerEngine,
  round: string,
  arrows: ArrowValue[],
  shootStatus: ShootStatus = 'Practice',
) {
  expectOk(await engine.startShoot(round));
  for (const arrow of arrows) expectOk(await engine.scoreArrow(arrow));
  return expectOk(await engine.saveShoot({ shootStatus }));
}

function unlockedIn(changes: EngineChange[]): string[] {
  return changes.flatMap((change) =>
    change.type === 'achievements-unlocked' ? change.achievements.map((a: UnreadAchievement) => a.id) : [],
  );
}

describe('achievements in the engine', () => {
  it('lists every group with progress, and unlocks as shoots are saved, telling the UI which', async () => {
    const engine = testDevice().open();
    const groups = expectOk(await engine.achievements());
    expect(groups).toHaveLength(26);
    expect(groups[0]?.group).toBe('Total arrows');
    const agincourt = groups[0]?.achievements.find((a) => a.id === 'agincourt');
    expect(agincourt).toMatchObject({
      tier: 'bronze',
      targetArrows: 1415,
      progress: { isUnlocked: false, totalArrows: 0, targetArrows: 1415, unlockedAt: null },
      progressPercentage: 0,
    });

    const changes: EngineChange[] = [];
    await engine.subscribe((batch) => void changes.push(...batch.changes));
    const first = await save(engine, 'practice 20yd', [9, 9, 9, 9, 9, 9], 'RecordStatus');
    expect(unlockedIn(changes)).toEqual(['golden-end-20yd', 'sight-mark-20yd', 'getting-serious-1']);
    // The change comes after the save it belongs to.
    expect(changes.slice(-3).map((c) => c.type)).toEqual([
      'score-saved',
      'current-shoot-changed',
      'achievements-unlocked',
    ]);

    const unread = expectOk(await engine.unreadAchievements());
    expect(unread.map((a) => a.id)).toEqual(['golden-end-20yd', 'sight-mark-20yd', 'getting-serious-1']);
    expect(unread[0]).toMatchObject({ tier: 'bronze', achievingShootId: first.id, achievedDate: first.date });

    const serious = expectOk(await engine.achievements())
      .find((g) => g.group === 'Getting serious')
      ?.achievements.find((a) => a.id === 'getting-serious-5');
    expect(serious).toMatchObject({ progress: { currentScore: 1, targetScore: 5 }, progressPercentage: 20 });

    // A second shoot that meets nothing new tells nothing new.
    changes.length = 0;
    await save(engine, 'practice 20yd', [1]);
    expect(unlockedIn(changes)).toEqual([]);
  });

  it('keeps an unlocked achievement unlocked after its shoot is deleted, also after a reload', async () => {
    const device = testDevice();
    const engine = device.open();
    const shoot = await save(engine, 'practice 20yd', [1], 'RecordStatus');
    expectOk(await engine.deleteShoot(shoot.id));
    const find = async (e: WorkerEngine) =>
      expectOk(await e.achievements())
        .flatMap((g) => g.achievements)
        .find((a) => a.id === 'getting-serious-1');
    expect(await find(engine)).toMatchObject({
      progress: { isUnlocked: true, achievingShootId: shoot.id },
      progressPercentage: 100,
    });
    await engine.close();
    const reopened = device.open();
    expect((await find(reopened))?.progress.isUnlocked).toBe(true);
    expect(expectOk(await reopened.unreadAchievements()).map((a) => a.id)).toEqual(['getting-serious-1']);
    // A new record-status shoot does not unlock it a second time.
    const changes: EngineChange[] = [];
    await reopened.subscribe((batch) => void changes.push(...batch.changes));
    await save(reopened, 'practice 20yd', [1], 'RecordStatus');
    expect(unlockedIn(changes)).toEqual([]);
  });

  it('re-derives after an edit: raising a score unlocks what it now meets', async () => {
    const engine = testDevice().open();
    const shoot = await save(engine, 'practice 30yd', [1, 1, 1, 1, 1, 1]);
    expect(expectOk(await engine.unreadAchievements())).toEqual([]);
    const changes: EngineChange[] = [];
    await engine.subscribe((batch) => void changes.push(...batch.changes));
    expectOk(await engine.updateShoot(shoot.id, { scores: [9, 9, 9, 9, 9, 9] }));
    expect(unlockedIn(changes)).toEqual(['golden-end-30yd', 'sight-mark-30yd']);
  });

  it('marks read one by one (celebrated) or all at once; unread older than 24 h is dropped on load', async () => {
    const device = testDevice();
    const engine = device.open();
    await save(engine, 'practice 20yd', [9, 9, 9, 9, 9, 9], 'RecordStatus');
    const read = expectOk(await engine.markAchievementsRead(['golden-end-20yd', 'sight-mark-20yd']));
    expect(read.celebrated).toEqual(['golden-end-20yd', 'sight-mark-20yd']);
    expect(read.unread.map((a) => a.id)).toEqual(['getting-serious-1']);
    expect(expectOk(await engine.achievementPreferences())).toMatchObject({
      popupsEnabled: true,
      celebratedAchievements: ['golden-end-20yd', 'sight-mark-20yd'],
      unreadAchievements: [{ id: 'getting-serious-1' }],
    });
    await engine.close();

    // Within 24 hours the unread one is still there after a reload; a day later it is dropped.
    device.advance(23 * HOUR);
    const nextMorning = device.open();
    expect(expectOk(await nextMorning.unreadAchievements()).map((a) => a.id)).toEqual(['getting-serious-1']);
    await nextMorning.close();
    device.advance(2 * HOUR);
    const dayAfter = device.open();
    expect(expectOk(await dayAfter.unreadAchievements())).toEqual([]);

    // Mark all read clears what was unread; a later unlock is unread again.
    await save(dayAfter, 'practice 20yd', [9, 9, 9, 9, 9, 9], 'RecordStatus');
    expectOk(await dayAfter.markAchievementsRead('all'));
    expect(expectOk(await dayAfter.unreadAchievements())).toEqual([]);
    for (const round of ['practice 30yd', 'practice 40yd', 'practice 50yd']) {
      await save(dayAfter, round, [1], 'RecordStatus');
    }
    expect(expectOk(await dayAfter.unreadAchievements()).map((a) => a.id)).toEqual(['getting-serious-5']);
  });

  it('keeps popups on by default, and the archer can turn them off for good', async () => {
    const device = testDevice();
    const engine = device.open();
    expect(expectOk(await engine.achievementPreferences()).popupsEnabled).toBe(true);
    expect(expectOk(await engine.setAchievementPopups(false)).popupsEnabled).toBe(false);
    await engine.close();
    expect(expectOk(await device.open().achievementPreferences()).popupsEnabled).toBe(false);
  });
});

describe('awards brought back with the archer’s own data are not news (issue #44)', () => {
  /** The achievements shown as unlocked, by id. */
  async function unlockedIds(engine: WorkerEngine): Promise<string[]> {
    return expectOk(await engine.achievements())
      .flatMap((group) => group.achievements)
      .filter((achievement) => achievement.progress.isUnlocked)
      .map((achievement) => achievement.id);
  }

  /** A phone that earned three awards with one shoot, and the backup it made. */
  async function phoneWithAwards() {
    const engine = testDevice().open();
    await save(engine, 'practice 20yd', [9, 9, 9, 9, 9, 9], 'RecordStatus');
    const earned = await unlockedIds(engine);
    expect(earned).toEqual(['golden-end-20yd', 'sight-mark-20yd', 'getting-serious-1']);
    return { earned, backup: await backupOf(engine) };
  }

  it('a restore lists what the backup earned as unlocked, announces none of it and leaves none unread', async () => {
    const { earned, backup } = await phoneWithAwards();
    const device = testDevice();
    const restored = device.open();
    const changes: EngineChange[] = [];
    await restored.subscribe((batch) => void changes.push(...batch.changes));
    expectOk(await restored.restoreData(backup));

    expect(await unlockedIds(restored)).toEqual(earned);
    // The unlock is recorded and the Achievements screen told to read again, but nothing is news.
    expect(changes.some((change) => change.type === 'achievements-unlocked')).toBe(true);
    expect(unlockedIn(changes)).toEqual([]);
    expect(expectOk(await restored.unreadAchievements())).toEqual([]);
    expect(expectOk(await restored.achievementPreferences()).unreadAchievements).toEqual([]);

    // The same after a reload, read back from the log.
    await restored.close();
    const reopened = device.open();
    expect(await unlockedIds(reopened)).toEqual(earned);
    expect(expectOk(await reopened.unreadAchievements())).toEqual([]);

    // A shoot scored afterwards on the restored phone earns news as ever.
    changes.length = 0;
    await reopened.subscribe((batch) => void changes.push(...batch.changes));
    await save(reopened, 'practice 30yd', [9, 9, 9, 9, 9, 9]);
    expect(unlockedIn(changes)).toEqual(['golden-end-30yd', 'sight-mark-30yd']);
    expect(expectOk(await reopened.unreadAchievements()).map((a) => a.id)).toEqual([
      'golden-end-30yd',
      'sight-mark-30yd',
    ]);

    // So does the archer's own edit of a restored shoot, where it earns something new.
    changes.length = 0;
    const [restoredShoot] = expectOk(await reopened.history()).filter(
      (row) => row.gameType === 'practice 20yd',
    );
    expectOk(await reopened.updateShoot(restoredShoot!.id, { scores: [9, 9, 9, 9, 9, 9, 7, 7, 7, 7, 7, 7] }));
    expect(unlockedIn(changes)).toEqual(['red-alert-20yd']);
  });

  it('combining a backup into a phone with shoots of its own announces nothing it brought', async () => {
    const { earned, backup } = await phoneWithAwards();
    const engine = testDevice().open();
    await save(engine, 'practice 40yd', [1]);
    const changes: EngineChange[] = [];
    await engine.subscribe((batch) => void changes.push(...batch.changes));
    expect(expectOk(await engine.importData(backup)).shootsAdded).toBe(1);
    expect(await unlockedIds(engine)).toEqual(expect.arrayContaining(earned));
    expect(unlockedIn(changes)).toEqual([]);
    expect(expectOk(await engine.unreadAchievements())).toEqual([]);

    // The old app's export is the archer's own too.
    const other = testDevice().open();
    changes.length = 0;
    await other.subscribe((batch) => void changes.push(...batch.changes));
    expectOk(await other.importData({ history: backup.history, notes: [], user: {} }));
    expect(await unlockedIds(other)).toEqual(earned);
    expect(unlockedIn(changes)).toEqual([]);
  });

  it("announces what the archer's row of a competition's results earns: it is added to the record here", async () => {
    const engine = testDevice().open();
    expectOk(await engine.updateProfile({ name: 'Jo Bloggs', agbMembershipNumber: '2012345' }));
    const changes: EngineChange[] = [];
    await engine.subscribe((batch) => void changes.push(...batch.changes));
    const choice = { date: '2025-06-07', eventStatus: 'ukrs', roundName: 'wa 70m' } as const;
    expect(expectOk(await engine.importCompetitionResult(IANSEO_WA720, 2, choice)).shootsAdded).toBe(1);
    const announced = unlockedIn(changes);
    expect(announced.length).toBeGreaterThan(0);
    expect(announced).toEqual(await unlockedIds(engine));
    expect(expectOk(await engine.unreadAchievements()).map((a) => a.id)).toEqual(announced);
  });

  it("announces what a scorer's signed card earns: the shoot is added to the record here", async () => {
    const engine = testDevice().open();
    const changes: EngineChange[] = [];
    await engine.subscribe((batch) => void changes.push(...batch.changes));
    const card = await sealCard({
      archer: { name: 'Robin Hood', bowType: 'longbow', ageGroup: 'adult', gender: 'male' },
      letter: 'B',
      targetNumber: 3,
      round: 'portsmouth',
      date: '2026-12-05',
      place: 'Sherwood',
      eventStatus: 'club_target_day',
      ends: Array.from({ length: 20 }, () => [9, 9, 9]),
      scorer: 'Marian',
      archerSignature: { at: '2026-12-05T21:00:00.000Z', mark: { kind: 'initials', text: 'RH' } },
      scorerSignature: { at: '2026-12-05T21:00:30.000Z', mark: { kind: 'initials', text: 'M' } },
    });
    expect(expectOk(await engine.addTargetCard(cardText(card))).shootsAdded).toBe(1);
    const announced = unlockedIn(changes);
    expect(announced.length).toBeGreaterThan(0);
    expect(announced).toEqual(await unlockedIds(engine));
  });
});
