import { describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { discardTheShoot } from './scoring.js';

describe('the first vertical slice in Chromium', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();

  it('shows the layout and navigation, and renders totals the worker computed', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/');
    // Waited for, not counted at once: the page draws the navigation after its first script has run.
    for (const name of ['Score', 'History', 'Live', 'Profile']) {
      await page.getByRole('link', { name, exact: true }).first().waitFor();
    }
    await expect(page.locator('footer').textContent()).resolves.toContain('Archery Scores');

    await page.getByRole('button', { name: '9', exact: true }).click();
    await page.getByRole('button', { name: '7', exact: true }).click();
    await page.getByRole('button', { name: 'M', exact: true }).click();
    await page.getByLabel('Running total').filter({ hasText: '16' }).waitFor();
    // Mid-round the bottom bar gives way to a small menu that still reaches every screen.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link').count()).resolves.toBe(0);
    await nav.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('group', { name: 'More' }).getByRole('link', { name: 'History' }).waitFor();
    await nav.getByRole('button', { name: 'Menu' }).click();
    await discardTheShoot(page);
    await page.close();
  });

  it('navigates with the bottom navigation and the menu', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/');
    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await page.waitForURL(baseUrl + '/history');
    await page.getByRole('heading', { name: 'History' }).waitFor();

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('group', { name: 'More' }).getByRole('link', { name: 'Diary' }).click();
    await page.waitForURL(baseUrl + '/diary');
    await expect(page.getByRole('group', { name: 'More' }).count()).resolves.toBe(0);
    await page.close();
  });

  it('answers the backup health check from the same server', async () => {
    const response = await fetch(baseUrl + '/api/backups/health');
    expect(response.status).toBe(200);
  });
});
