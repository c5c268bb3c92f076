import { describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { openDataScreen } from './menu.js';
import { chooseRound, key, runningTotal, tapArrows } from './scoring.js';

/**
 * The supervised engine (issue #43; docs/failures.md) as the archer meets it: a worker whose script
 * cannot be fetched, and a worker that dies mid-end. Screenshots at phone size go to /tmp.
 */
describe('the engine’s worker failing', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile({ width: 360, height: 740 });
  /** The worker's script: the build names it main-<hash>.js (web/public/engine-boot.js reads it from a meta). */
  const workerScript = /\/assets\/main-[\w-]+\.js$/;

  it('says in words when the worker cannot be started, keeps the menu working, and Reload recovers', async () => {
    await device.context.route(workerScript, (route) => route.abort());
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/');
    const banner = page.getByRole('alert').filter({ hasText: 'The app could not start its scoring engine.' });
    await banner.waitFor({ timeout: 20_000 });
    await expect(banner.textContent()).resolves.toContain('Your saved scores are safe on this phone');
    await page.screenshot({ path: '/tmp/engine-not-started-phone.png' });

    // The navigation still works, and a screen that reads says it could not, with Try again.
    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await page.getByRole('heading', { name: 'This screen could not be shown' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.screenshot({ path: '/tmp/read-failed-phone.png' });

    await device.context.unroute(workerScript);
    await banner.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    await expect(banner.count()).resolves.toBe(0);

    // What went wrong is kept on the phone, for the archer to copy from Data.
    await openDataScreen(page, baseUrl);
    const log = page.getByRole('region', { name: 'Problems on this phone' });
    await log
      .getByRole('list', { name: 'Problems' })
      .getByText('starting the app’s engine', { exact: false })
      .first()
      .waitFor();
    await log.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/problem-log-phone.png' });
    await page.close();
  });

  it('holds the arrows tapped while the worker is down as Saving…, and writes each once when it is back', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/?devtools=on');
    await chooseRound(page, baseUrl, 'Portsmouth');
    await tapArrows(page, [9, 8]);
    await runningTotal(page).filter({ hasText: /^17$/ }).first().waitFor();

    // The worker dies mid-end; its restart is held back so the taps land while it is away.
    await page.getByRole('button', { name: 'Stop the engine' }).dispatchEvent('click');
    await tapArrows(page, [7, 6]);
    const saving = page.getByTestId('arrows-saving');
    await saving.filter({ hasText: '2 arrows' }).waitFor();
    // Drawn, in order, but never passed off as saved.
    await runningTotal(page).filter({ hasText: /^30$/ }).first().waitFor();
    await page.screenshot({ path: '/tmp/arrows-saving-phone.png' });

    await page.getByRole('button', { name: 'Start the engine' }).dispatchEvent('click');
    await expect.poll(() => saving.count(), { timeout: 15_000 }).toBe(0);
    await key(page, '5').click();
    await runningTotal(page).filter({ hasText: /^35$/ }).first().waitFor();

    // What the log holds, read by a fresh page and worker: every arrow once, in the order tapped.
    await page.reload();
    await runningTotal(page).filter({ hasText: /^35$/ }).first().waitFor();
    for (const [index, value] of ['9', '8', '7', '6', '5'].entries()) {
      await page.getByRole('button', { name: `${value}, arrow ${index + 1}: correct it` }).waitFor();
    }
    await expect(page.getByRole('button', { name: /, arrow 6: correct it$/ }).count()).resolves.toBe(0);
    await page.close();
  });
});
