import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { saveProfile } from './profile-steps.js';
import { chooseRound, keypad, runningTotal, tapArrows } from './scoring.js';
import { startServer, type RunningServer } from './server.js';

/**
 * The score card's words whole on the two phone sizes we design for (issue #44 point 9: 'save it when
 * you are…', 'WA Field 24 Blue…', the live strip's title cut to 'Tu…'): the round's name, the keypad's
 * line once the round is complete, the shooting clock's words, each round's details on the round list,
 * and the live strip's title beside its longest state, the title row and
 * the keys where a short name or state leaves them.
 */

/** The texts in `selector` that the page cuts: wider or taller than the box that shows them. */
function cutWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
        )
        .map((element) => element.textContent ?? ''),
    selector,
  );
}

const WORDS =
  '#score-title, .score-keypad-label, .range-pace, .shooting-clock-words, .live-strip-title, .live-strip-state';

const keysAt = (page: Page) => keypad(page).evaluate((keys) => keys.getBoundingClientRect().top);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  describe(`the score card's words at ${viewport.width}x${viewport.height}`, () => {
    let server: RunningServer;
    const device = archerDevicePerFile(viewport);
    let page: Page;
    const shot = (part: string) => `/tmp/whole-words-${part}-${viewport.width}.png`;

    beforeAll(async () => {
      server = await startServer();
      page = await device.context.newPage();
      await saveProfile(page, server.baseUrl, {
        name: 'Robin',
        ageGroup: 'adult',
        gender: 'female',
        bowType: 'recurve',
      });
    });

    afterAll(async () => {
      await server?.stop();
    });

    // First, while the card is empty: once arrows are shot the list offers only the rounds they fit.
    it('lists every round with its details whole, inside its button', async () => {
      await page.goto(server.baseUrl + '/select-round');
      const details = page.locator('.round-choice-row > .round-detail');
      await details.first().waitFor();
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.round-choice-row')]
          .filter((row) => {
            const detail = row.querySelector<HTMLElement>(':scope > .round-detail')!;
            const button = row.querySelector('button')!.getBoundingClientRect();
            const box = detail.getBoundingClientRect();
            // Cut, or hanging below its button into the next round's.
            return detail.scrollWidth > detail.clientWidth || box.bottom > button.bottom;
          })
          .map((row) => row.textContent ?? ''),
      );
      expect(cut).toEqual([]);
      expect(await details.count()).toBeGreaterThan(100);
      await page.getByRole('button', { name: 'WA 1440 (90m)', exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('round-list') });
    });

    it('names the longest rounds whole, in a title row of the height a short name has', async () => {
      await chooseRound(page, server.baseUrl, 'Bray I');
      const row = page.locator('.range-title-row');
      const height = (await row.boundingBox())!.height;
      for (const round of [
        'WA Field 24 Yellow Unmarked',
        'WA Field 24 Blue Marked',
        'Vegas 300 (Triple Spot)',
      ]) {
        await chooseRound(page, server.baseUrl, round);
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await cutWords(page, WORDS), round).toEqual([]);
        expect((await row.boundingBox())!.height, round).toBe(height);
      }
      await page.screenshot({ path: shot('long-name') });
    });

    it('says a complete round is ready to save, whole', async () => {
      await chooseRound(page, server.baseUrl, 'Bray I');
      await tapArrows(page, Array<number>(30).fill(10));
      await runningTotal(page).filter({ hasText: /^300$/ }).waitFor();
      await page.getByText('Round complete: tap Save').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await cutWords(page, WORDS)).toEqual([]);
      await page.screenshot({ path: shot('complete') });
      await page.getByRole('button', { name: 'Discard' }).click();
      await page
        .getByRole('dialog', { name: 'Discard this shoot?' })
        .getByRole('button', { name: 'Discard shoot' })
        .click();
      await runningTotal(page).filter({ hasText: /^0$/ }).waitFor();
    });

    it('keeps the live strip’s title whole beside its longest state', async () => {
      await chooseRound(page, server.baseUrl, 'Portsmouth');
      await page.goto(server.baseUrl + '/leaderboard');
      await page.getByRole('textbox', { name: 'Shoot title' }).fill('Tuesday club night');
      await page.getByRole('button', { name: 'Create shoot' }).click();
      await page.getByRole('note', { name: 'Join code' }).waitFor();
      await page.getByRole('link', { name: 'Score', exact: true }).first().click();
      const strip = page.locator('a.live-strip');
      await strip.filter({ hasText: 'Live' }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      const keys = await keysAt(page);

      await page.context().setOffline(true);
      try {
        await tapArrows(page, [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9]);
        await strip.filter({ hasText: 'No signal · 12 arrows waiting' }).waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: shot('live-strip') });
        expect(await cutWords(page, WORDS)).toEqual([]);
        await expect(keysAt(page)).resolves.toBe(keys);
      } finally {
        await page.context().setOffline(false);
      }
      await strip.filter({ hasText: /Live$/ }).waitFor();
    });
  });
}
