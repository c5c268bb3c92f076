import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { saveProfile } from './profile-steps.js';
import { chooseRound, discardAnyShoot, key, keypad, runningTotal } from './scoring.js';

/** Keeping an unfinished round: "Save as incomplete" from the first arrow (issue #31). */
describe('save as incomplete', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile({ width: 390, height: 844 });

  it('keeps 12 arrows of a National, marked Incomplete, with no handicap or classification', async () => {
    const page = await device.context.newPage();
    // A set-up archer, so a complete round would be classified and given a handicap.
    await saveProfile(page, baseUrl, { ageGroup: 'adult', gender: 'female', bowType: 'recurve' });
    await chooseRound(page, baseUrl, 'National');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save.isDisabled()).resolves.toBe(true);

    await key(page, '9').click();
    await runningTotal(page).filter({ hasText: /^9$/ }).waitFor();
    // From the first arrow, with the reason it matters announced on the control.
    await expect(save.isEnabled()).resolves.toBe(true);
    await expect(save.getAttribute('aria-describedby')).resolves.toBe('score-save-early');
    const keysBefore = await keypad(page).boundingBox();
    for (let arrow = 2; arrow <= 12; arrow += 1) await key(page, '9').click();
    await runningTotal(page).filter({ hasText: /^108$/ }).waitFor();
    expect(await keypad(page).boundingBox()).toEqual(keysBefore);

    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Save as incomplete' });
    const warning = dialog.getByTestId('incomplete-warning');
    await expect(warning.textContent()).resolves.toContain('12 of 72 arrows shot');
    await expect(warning.textContent()).resolves.toContain('no handicap and no classification');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save as incomplete' }).click();
    await page.getByRole('heading', { name: 'Saved as incomplete: National' }).waitFor();
    await expect(page.getByTestId('saved-score').textContent()).resolves.toBe('108');
    await expect(page.getByTestId('saved-handicap').textContent()).resolves.toBe('–');
    await expect(page.getByTestId('saved-classification').textContent()).resolves.toBe(
      'no classification (incomplete round)',
    );
    // The result screen says why each is missing.
    await expect(page.getByTestId('handicap-comparison').textContent()).resolves.toBe(
      'no handicap (incomplete round)',
    );
    await expect(page.getByTestId('personal-best').textContent()).resolves.toBe(
      'Incomplete rounds do not count for personal bests',
    );

    await page.goto(baseUrl + '/history');
    const row = page.getByTestId('history-row').filter({ hasText: 'National' });
    await row.getByTestId('incomplete-mark').waitFor();
    await expect(row.textContent()).resolves.toContain('HC –');
    await expect(row.locator('.top-score-mark').count()).resolves.toBe(0);
    // No classification badge where the mark stands.
    await expect(row.getByTestId('incomplete-mark').textContent()).resolves.toBe('Incomplete');
    expect(await seriousViolations(page)).toEqual([]);

    await row.click();
    const details = page.locator('.shoot-details');
    await details.getByTestId('incomplete-mark').waitFor();
    await expect(details.getByText('Handicap', { exact: true }).count()).resolves.toBe(0);
    await expect(details.getByText('Classification', { exact: true }).count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.evaluate(() => localStorage.setItem('theme-preference', 'dark'));
    await page.reload();
    await page.locator('html[data-theme="dark"]').waitFor();
    await details.getByTestId('incomplete-mark').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(baseUrl + '/history');
    await row.getByTestId('incomplete-mark').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The warning before saving, in the dark too: one arrow of the next National is enough.
    await chooseRound(page, baseUrl, 'National');
    await key(page, '9').click();
    await runningTotal(page).filter({ hasText: /^9$/ }).waitFor();
    await save.click();
    await dialog.getByTestId('incomplete-warning').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discardAnyShoot(page);
    await page.close();
  });
});
