import type { CDPSession } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { addSightMark } from './sight-mark-steps.js';

/** What a screen reader can reach now: the names in Chromium's accessibility tree (inert parts are left out). */
async function reachable(cdp: CDPSession): Promise<string[]> {
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  return nodes
    .filter((node) => !node.ignored)
    .map((node) => `${String(node.role?.value)}: ${String(node.name?.value ?? '')}`);
}

describe('a question in a dialog, in Chromium', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();

  it('keeps focus inside, closes on Escape or the backdrop, and gives focus back to the button that opened it', async () => {
    const page = await device.context.newPage();
    const cdp = await device.context.newCDPSession(page);
    await page.goto(baseUrl + '/sight-marks');
    await page.getByRole('heading', { name: 'Sight marks', level: 1 }).waitFor();
    await addSightMark(page, { distance: '30', unit: 'm', vertical: '5.6' });

    const opener = page.getByRole('button', { name: 'Delete 30 m' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this sight mark?' });
    await dialog.waitFor();
    // The page behind is out of reach: only the dialog is in the accessibility tree.
    const whileOpen = await reachable(cdp);
    expect(whileOpen).toContain('dialog: Delete this sight mark?');
    expect(whileOpen).not.toContain('heading: Sight marks');
    // Tabbing never reaches the page behind: focus stays in the dialog (or passes to the browser's own
    // controls, where the body is the active element, and comes back).
    const visited = new Set<string>();
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) return 'browser';
        return active.closest('dialog') ? `dialog ${active.textContent}` : `page ${active.outerHTML}`;
      });
      expect(where).toMatch(/^(dialog|browser)/);
      visited.add(where);
    }
    expect(visited).toContain('dialog Delete');
    expect(visited).toContain('dialog Cancel');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await reachable(cdp)).toContain('heading: Sight marks');

    // A tap on the dimmed page around the dialog closes it, as the overlay did; a tap inside does not.
    await opener.click();
    await dialog.getByText('This cannot be undone').click();
    await expect(dialog.count()).resolves.toBe(1);
    await page.mouse.click(4, 4);
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.close();
  });

  it('shows and announces a toast while a dialog is open, above the dialog, and lets it be dismissed', async () => {
    const page = await device.context.newPage();
    const cdp = await device.context.newCDPSession(page);
    await page.goto(baseUrl + '/sight-marks');
    await page.getByRole('heading', { name: 'Sight marks', level: 1 }).waitFor();
    await addSightMark(page, { distance: '50', unit: 'm', vertical: '4.3' });

    // Deleting one mark raises a toast; asking to delete the next opens a dialog while it shows.
    await page.getByRole('button', { name: 'Delete 30 m' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const toast = page.getByRole('status').filter({ hasText: 'Sight mark for 30 m deleted' });
    await toast.waitFor();
    await page.getByRole('button', { name: 'Delete 50 m' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this sight mark?' });
    await dialog.waitFor();

    // Seen: nothing covers it. Announced: its live region is in the accessibility tree, not inert.
    expect(await toast.isVisible()).toBe(true);
    const onTop = await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.closest('li')!.contains(hit);
    });
    expect(onTop).toBe(true);
    const whileOpen = await reachable(cdp);
    expect(whileOpen).toContain('status: ');
    expect(whileOpen.some((name) => name.includes('Sight mark for 30 m deleted'))).toBe(true);

    // Its Dismiss button works while the dialog stays open.
    await page.getByRole('listitem').filter({ has: toast }).getByRole('button', { name: 'Dismiss' }).click();
    await toast.waitFor({ state: 'detached' });
    await expect(dialog.count()).resolves.toBe(1);

    // Cancelling puts later toasts back on the page as before.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete 50 m' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Sight mark for 50 m deleted' }).waitFor();
    expect(await reachable(cdp)).toContain('heading: Sight marks');
    await page.close();
  });
});
