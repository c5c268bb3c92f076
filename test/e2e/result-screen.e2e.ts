import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { saveProfile } from './profile-steps.js';
import { keypad, runningTotal, saveTheShoot, scoreAndSave, tapArrows } from './scoring.js';

/**
 * The finish line after a save, on a phone: the result replaces the card (no toast over it), with the
 * personal best and its margin, the handicap against the shoots before, the classification or why none,
 * the achievements the shoot earned by name, and "Score another round" back to an empty card.
 */

const result = (page: Page) => page.getByRole('region', { name: /^Saved/ });

/** The result is on screen, whole, and nothing lies over it. */
async function resultInView(page: Page, viewport: { width: number; height: number }) {
  const next = page.getByRole('button', { name: 'Score another round' });
  const box = (await next.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  for (const action of [
    page.getByRole('button', { name: 'Share scorecard' }),
    page.getByRole('link', { name: 'View in history' }),
  ]) {
    const { x, width } = (await action.boundingBox())!;
    expect(x + width).toBeLessThanOrEqual(viewport.width);
  }
  await expect(page.locator('.toast').count()).resolves.toBe(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  describe(`the result screen at ${viewport.width}x${viewport.height}`, () => {
    const baseUrl = inject('baseUrl');
    const device = archerDevicePerFile(viewport);

    it('names the achievements a shoot earned, says why a practice round has no PB, then gives an empty card', async () => {
      const page = await device.context.newPage();
      await saveProfile(page, baseUrl, { ageGroup: 'adult', gender: 'female', bowType: 'recurve' });
      await scoreAndSave(page, baseUrl, 'Practice 20yd', [9, 9, 9, 9, 9, 9]);
      const shown = result(page);
      await expect(shown.getByTestId('saved-score').textContent()).resolves.toBe('54');
      await shown.getByRole('heading', { name: /achievements? earned$/ }).waitFor();
      await expect(shown.getByRole('listitem').allTextContents()).resolves.toContain(
        'Bronze Golden end: 20 yd',
      );
      await expect(shown.getByTestId('personal-best').textContent()).resolves.toBe(
        'Practice rounds have no personal best',
      );
      await expect(shown.getByTestId('saved-classification').textContent()).resolves.toBe(
        'Practice rounds have no classification',
      );
      await resultInView(page, viewport);

      await page.getByRole('button', { name: 'Score another round' }).click();
      await page.getByRole('heading', { name: 'Practice 20yd', level: 1 }).waitFor();
      await runningTotal(page).filter({ hasText: /^0$/ }).waitFor();
      await keypad(page).waitFor();
      await expect(
        page.getByRole('list', { name: 'End 1 arrows' }).getByRole('button').count(),
      ).resolves.toBe(0);
      await page.close();
    });

    it('shows a new personal best with its margin and the handicap against the last shoot, axe clean light and dark', async () => {
      const page = await device.context.newPage();
      await scoreAndSave(
        page,
        baseUrl,
        'Bray I',
        Array.from({ length: 30 }, () => 9),
      );
      await expect(result(page).getByTestId('personal-best').textContent()).resolves.toBe(
        '★ New personal best: your first Bray I',
      );
      const firstHandicap = Number(await result(page).getByTestId('saved-handicap').textContent());
      await expect(result(page).getByTestId('handicap-comparison').textContent()).resolves.toBe(
        'Your first handicap with this bow',
      );

      await page.getByRole('button', { name: 'Score another round' }).click();
      await runningTotal(page).filter({ hasText: /^0$/ }).waitFor();
      await tapArrows(page, Array.from({ length: 10 }, () => ['10', '10', '9']).flat());
      await runningTotal(page).filter({ hasText: /^290$/ }).waitFor();
      await saveTheShoot(page, 'Bray I');
      const shown = result(page);
      await expect(shown.getByTestId('saved-score').textContent()).resolves.toBe('290');
      await expect(shown.getByTestId('personal-best').textContent()).resolves.toBe(
        '★ New personal best, +20 on 270',
      );
      const handicap = Number(await shown.getByTestId('saved-handicap').textContent());
      expect(handicap).toBeLessThan(firstHandicap);
      await expect(shown.getByTestId('handicap-comparison').textContent()).resolves.toBe(
        `${firstHandicap - handicap} better than your last shoot (${firstHandicap})`,
      );
      await expect(shown.getByTestId('saved-classification').textContent()).resolves.not.toBe('');
      await resultInView(page, viewport);
      await page.screenshot({ path: `/tmp/result-screen-${viewport.width}-light.png` });
      expect(await seriousViolations(page)).toEqual([]);

      await page.emulateMedia({ colorScheme: 'dark' });
      await page.locator('html[data-theme="dark"]').waitFor();
      await page.screenshot({ path: `/tmp/result-screen-${viewport.width}-dark.png` });
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });
  });
}
