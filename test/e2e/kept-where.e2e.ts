import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { archerDevicePerFile } from './device-per-file.js';
import { openDataScreen } from './menu.js';
import { scoreAndSave } from './scoring.js';

/**
 * The Data screen's "What is kept where" (issue #43; docs/completeness.md): the counts on this phone
 * beside the last export's, and a sentence once the phone holds more than the file.
 */
describe('what is kept where', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile({ width: 360, height: 740 });

  /** The figures of a row of the card's table: this phone, cloud, export. */
  async function row(page: Page, name: string): Promise<string[]> {
    const card = page.getByRole('region', { name: 'What is kept where' });
    return card
      .getByRole('row', { name: new RegExp(`^${name}`) })
      .getByRole('cell')
      .allTextContents();
  }

  it("shows an export's counts equal to the phone's, then says the difference after another shoot", async () => {
    const page = await device.context.newPage();
    await scoreAndSave(page, baseUrl, 'Practice 20yd', ['9', '9', '7']);
    await scoreAndSave(page, baseUrl, 'Practice 20yd', ['7', '5', '3']);

    await openDataScreen(page, baseUrl);
    const card = page.getByRole('region', { name: 'What is kept where' });
    await card
      .getByText('No cloud backup has been checked and no backup exported on this phone yet.')
      .waitFor();
    expect(await row(page, 'Shoots')).toEqual(['2', '–', '–']);

    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export backup' }).click(),
    ]);
    await card.getByText('The last export holds what this phone has.').waitFor();
    expect(await row(page, 'Shoots')).toEqual(['2', '–', '2']);
    expect(await row(page, 'Arrows')).toEqual(['6', '–', '6']);

    await scoreAndSave(page, baseUrl, 'Practice 20yd', ['9']);
    await openDataScreen(page, baseUrl);
    await card
      .getByText(
        'The last export holds 2 shoots and 6 arrows; this phone has 3 shoots and 7 arrows: export again to keep them all.',
      )
      .waitFor();
    expect(await row(page, 'Shoots')).toEqual(['3', '–', '2']);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/kept-where-phone.png' });
    await page.close();
  });
});
