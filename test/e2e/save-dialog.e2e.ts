import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { chooseRound, discardTheShoot, runningTotal, tapArrows } from './scoring.js';

/**
 * The save dialog on the smallest phone we design for (360 x 740, issue #44): its actions are always on
 * screen, pinned to its foot; the location reads as a field; an incomplete save does not offer to leave
 * out of the handicap a round that gets none.
 */

const PHONE = { width: 360, height: 740 };

async function inViewport(control: Locator): Promise<boolean> {
  const box = await control.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height && box.height >= 44;
}

describe('the save dialog at 360 x 740', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile(PHONE);

  it('an incomplete National: Save as incomplete on screen without scrolling, no "Leave out"', async () => {
    const page = await device.context.newPage();
    await chooseRound(page, baseUrl, 'National');
    await tapArrows(
      page,
      Array.from({ length: 12 }, () => 9),
    );
    await runningTotal(page).filter({ hasText: /^108$/ }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as incomplete' });
    await dialog.waitFor();
    expect(await inViewport(dialog.getByRole('button', { name: 'Save as incomplete' }))).toBe(true);
    expect(await inViewport(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
    expect(await dialog.getByText('Leave out of my handicap').count()).toBe(0);
    await dialog.getByRole('status', { name: 'Location' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discardTheShoot(page);
    await page.close();
  });

  it('a complete Bray I: Save shoot on screen, and "Leave out of my handicap" offered', async () => {
    const page = await device.context.newPage();
    await chooseRound(page, baseUrl, 'Bray I');
    await tapArrows(
      page,
      Array.from({ length: 30 }, () => 9),
    );
    await runningTotal(page).filter({ hasText: /^270$/ }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save shoot' });
    await dialog.waitFor();
    expect(await inViewport(dialog.getByRole('button', { name: 'Save shoot' }))).toBe(true);
    await dialog.getByText('Leave out of my handicap').waitFor();
    await page.close();
  });
});
