import { describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';

/**
 * A screen whose code cannot be loaded (a flaky connection mid-update, say) shows a calm screen with
 * Reload instead of a blank page, and the score card keeps working meanwhile.
 */
describe('a screen that cannot load', () => {
  const baseUrl = inject('baseUrl');
  // The service worker would answer from its precache, past the routes that fail the code on purpose.
  const device = archerDevicePerFile(undefined, 'block');

  it('says the scores are safe, keeps scoring working, and Reload recovers once the code can be fetched', async () => {
    const historyCode = /\/assets\/HistoryScreen-[\w-]+\.js$/;
    await device.context.route(historyCode, (route) => route.abort());
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/');
    await page
      .getByRole('group', { name: 'Keypad' })
      .getByRole('button', { name: '9', exact: true })
      .waitFor();

    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await page.getByRole('heading', { name: 'This screen could not be shown' }).waitFor();
    await page.getByText('Your scores are safe on this device.').waitFor();
    await page.screenshot({ path: '/tmp/screen-failed-phone.png' });

    // The navigation still works: the score card takes an arrow.
    await page.getByRole('link', { name: 'Score', exact: true }).first().click();
    await page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: '9', exact: true }).click();
    await page.getByLabel('Running total').filter({ hasText: /^9$/ }).first().waitFor();

    await device.context.unroute(historyCode);
    // Mid-round the bottom bar is the small menu: History is inside it.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('group', { name: 'More' }).getByRole('link', { name: 'History' }).click();
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForURL(baseUrl + '/history');
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    await expect(page.getByRole('heading', { name: 'This screen could not be shown' }).count()).resolves.toBe(
      0,
    );
    await page.close();
  });

  /** Every screen fetched on its own, with the address that opens it. */
  const screens: ReadonlyArray<readonly [chunk: string, path: string]> = [
    ['SelectRoundScreen', '/select-round'],
    ['ShootScreen', '/history/no-such-shoot'],
    ['ProfileScreen', '/you'],
    ['DataScreen', '/data'],
    ['AchievementsScreen', '/achievements'],
    ['DiaryScreen', '/diary'],
    ['DistancePerformanceScreen', '/distance-performance'],
    ['MyRecordScreen', '/my-record'],
    ['LiveScreen', '/leaderboard'],
    ['ViewerScreen', '/viewer/ABC123'],
    ['SightMarksScreen', '/sight-marks'],
    ['ParticipantScorecardScreen', '/participant-scorecard/ABC123/1'],
    ['BackupDebuggerScreen', '/admin/backups'],
    ['NotBuiltYet', '/no-such-page'],
  ];

  it('shows the calm screen with Reload for every screen whose code cannot be fetched, never a blank one', async () => {
    const page = await device.context.newPage();
    for (const [chunk, path] of screens) {
      const code = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
      await device.context.route(code, (route) => route.abort());
      await page.goto(baseUrl + path);
      await page.getByRole('heading', { name: 'This screen could not be shown' }).waitFor();
      await expect(page.getByRole('button', { name: 'Reload' }).isVisible(), chunk).resolves.toBe(true);
      await device.context.unroute(code);
    }
    await page.close();
  });

  it('says in place of the save dialog that it could not be shown, and the card keeps scoring', async () => {
    const dialogCode = /\/assets\/SaveShootDialog-[\w-]+\.js$/;
    await device.context.route(dialogCode, (route) => route.abort());
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/');
    const keypad = page.getByRole('group', { name: 'Keypad' });
    await keypad.getByRole('button', { name: '7', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The app could not show the save dialog.').waitFor();
    await expect(page.getByRole('button', { name: 'Reload' }).isVisible()).resolves.toBe(true);
    const total = page.getByLabel('Running total').first();
    const before = Number(await total.textContent());
    await keypad.getByRole('button', { name: '7', exact: true }).click();
    await expect.poll(async () => Number(await total.textContent())).toBe(before + 7);
    await device.context.unroute(dialogCode);
    await page.close();
  });
});
