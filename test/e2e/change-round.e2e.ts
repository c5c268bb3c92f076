import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { chooseRound, discardAnyShoot, key, runningTotal } from './scoring.js';

/** A different round chosen mid-shoot (issue #31): only rounds the arrows shot fit, and why, up front. */
describe('changing round mid-shoot', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile({ width: 390, height: 844 });

  it('says which rounds the arrows fit before the archer browses, and moves them to one', async () => {
    const page = await device.context.newPage();
    await chooseRound(page, baseUrl, 'National');
    for (let arrow = 1; arrow <= 12; arrow += 1) await key(page, '9').click();
    await runningTotal(page).filter({ hasText: /^108$/ }).waitFor();

    await page.getByRole('link', { name: 'Change round' }).click();
    const notice = page.getByTestId('round-fit-notice');
    await expect(notice.textContent()).resolves.toContain('12 arrows are shot on this National');
    await expect(notice.textContent()).resolves.toContain('same distance, on the same face');
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('theme-preference', 'dark'));
    await page.reload();
    await page.locator('html[data-theme="dark"]').waitFor();
    await notice.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // A York shoots its first arrows at 100 yd: it is not offered at all.
    const search = page.getByRole('searchbox', { name: 'Search rounds' });
    await search.fill('york');
    await page.getByText('No round these arrows fit matches').waitFor();
    await expect(page.getByRole('button', { name: 'York', exact: true }).count()).resolves.toBe(0);

    // A Western opens with the same four dozen at 60 yd: the arrows move to it.
    await search.fill('western');
    await page.getByRole('button', { name: 'Western', exact: true }).click();
    await page.getByRole('heading', { name: 'Western', level: 1 }).waitFor();
    await runningTotal(page).filter({ hasText: /^108$/ }).waitFor();
    await discardAnyShoot(page);
    await page.close();
  });
});
