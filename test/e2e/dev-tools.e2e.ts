import { describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';

/** docs/product.md section 1: the footer credits the creator; a dev-tools panel exists but is switched off. */
describe('the footer and the dev-tools panel', () => {
  const device = archerDevicePerFile();

  it('credits the creator, keeps dev tools off for archers, and lets a maintainer switch them on and off', async () => {
    const baseUrl = inject('baseUrl');
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/');
    await page
      .getByRole('contentinfo')
      .getByText(/created by/)
      .waitFor();
    await page.getByRole('group', { name: 'Keypad' }).waitFor();
    expect(await page.getByRole('region', { name: 'Dev tools' }).count()).toBe(0);

    await page.goto(baseUrl + '/?devtools=on');
    const panel = page.getByRole('region', { name: 'Dev tools' });
    await panel.getByText(/^ready, storage/).waitFor();
    // Remembered without the address asking again.
    await page.goto(baseUrl + '/history');
    await panel.waitFor();

    await panel.getByRole('button', { name: 'Turn dev tools off' }).click();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.waitForLoadState('load');
    expect(await page.getByRole('region', { name: 'Dev tools' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('dev-tools'))).toBeNull();
  });
});
