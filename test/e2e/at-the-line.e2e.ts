import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { chooseRound, discardAnyShoot, key, keypad, runningTotal } from './scoring.js';

/**
 * Issue #48 at the line, in Chromium at two phone sizes: the shooting clock runs a whole end above the
 * keys without moving them, the screen is kept on from the first arrow to the save, the keys are felt,
 * and high contrast measures 7:1 (axe's enhanced rule) in light and dark.
 */

interface HeldRecord {
  released: boolean;
}

/**
 * Run in the page before its scripts: plays the phone's wake lock and vibration motor, recording what
 * the app asks of them. Headless Chromium refuses a real wake lock, so `navigator.wakeLock` is stood in
 * for by one that grants every request, and lets each lock go when the app releases it.
 */
function recordWakeLockAndVibration() {
  const page = window as unknown as { wakeLocks: HeldRecord[]; vibrations: unknown[] };
  page.wakeLocks = [];
  page.vibrations = [];
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: (type: string) => {
        const record = { type, released: false };
        page.wakeLocks.push(record);
        const sentinel = Object.assign(new EventTarget(), {
          type,
          get released() {
            return record.released;
          },
          release: () => {
            record.released = true;
            sentinel.dispatchEvent(new Event('release'));
            return Promise.resolve();
          },
        });
        return Promise.resolve(sentinel);
      },
    },
  });
  Object.defineProperty(navigator, 'vibrate', {
    configurable: true,
    value: (pattern: unknown) => {
      page.vibrations.push(pattern);
      return true;
    },
  });
}

const wakeLocks = (page: Page) =>
  page.evaluate(() => (window as unknown as { wakeLocks: HeldRecord[] }).wakeLocks);
const vibrations = (page: Page) =>
  page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations);

/** The archer's choices at the line, as Profile keeps them (read when the card's page loads). */
async function chooseAtTheLine(page: Page, baseUrl: string, choices: Record<string, unknown>) {
  await page.goto(baseUrl + '/you');
  await page.evaluate(
    (given) => localStorage.setItem('at-the-line', JSON.stringify(given)),
    choices as Record<string, string>,
  );
}

/** Every key's box on screen, to the pixel. */
async function keyBoxes(page: Page) {
  return keypad(page)
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return [box.x, box.y, box.width, box.height];
      }),
    );
}

/** The largest move of any key's edge between two readings. */
function largestMove(before: number[][], after: number[][]): number {
  expect(after).toHaveLength(before.length);
  return Math.max(...before.flatMap((box, i) => box.map((edge, j) => Math.abs(edge - after[i]![j]!))));
}

/** A clean Portsmouth card: whatever an earlier test left on the card is discarded first. */
async function freshPortsmouth(page: Page, baseUrl: string) {
  await page.goto(baseUrl + '/');
  await runningTotal(page).waitFor();
  await discardAnyShoot(page);
  await chooseRound(page, baseUrl, 'Portsmouth');
}

const clockFigures = (page: Page) => page.getByRole('timer', { name: 'Shooting clock' });
const clockWords = (page: Page) => page.locator('.shooting-clock-words');
const clockButton = (page: Page, name: string) =>
  page.locator('.shooting-clock').getByRole('button', { name, exact: true });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  describe(`at the line at ${viewport.width}x${viewport.height}`, () => {
    const baseUrl = inject('baseUrl');
    const device = archerDevicePerFile(viewport);
    const shotName = (what: string) => `/tmp/at-the-line-${what}-${viewport.width}.png`;

    it('runs the shooting clock through a whole end while arrows are scored, and the keys never move', async () => {
      const page = await device.context.newPage();
      await page.addInitScript(recordWakeLockAndVibration);
      // A 20 s practice end (10 s walk-up, 20 s shooting), so the end is run whole without a 2 min wait.
      await chooseAtTheLine(page, baseUrl, { practiceSeconds: 20 });
      await freshPortsmouth(page, baseUrl);
      await clockFigures(page)
        .filter({ hasText: /^0:20$/ })
        .waitFor();
      const before = await keyBoxes(page);
      let moved = 0;
      const look = async () => {
        moved = Math.max(moved, largestMove(before, await keyBoxes(page)));
      };

      await clockButton(page, 'Start').click();
      await clockWords(page)
        .filter({ hasText: /^to the line$/ })
        .waitFor();
      await expect.poll(() => page.locator('.shooting-clock').getAttribute('data-phase')).toBe('walk-up');
      await look();
      await clockWords(page)
        .filter({ hasText: /^shoot$/ })
        .waitFor({ timeout: 15_000 });
      await look();
      for (const [arrow, total] of [
        ['10', '10'],
        ['9', '19'],
        ['9', '28'],
      ] as const) {
        await key(page, arrow).click();
        await runningTotal(page)
          .filter({ hasText: new RegExp(`^${total}$`) })
          .waitFor();
        await look();
      }
      if (viewport.width === 390) await page.screenshot({ path: shotName('clock-light') });
      await clockButton(page, 'Pause').click();
      await clockWords(page)
        .filter({ hasText: /^Paused: shoot$/ })
        .waitFor();
      await look();
      await clockButton(page, 'Resume').click();
      await clockWords(page)
        .filter({ hasText: /^Collect arrows$/ })
        .waitFor({ timeout: 30_000 });
      await look();
      // The next end waits for the archer's Start, then Stop puts the clock back to ready.
      await clockButton(page, 'Start').click();
      await clockWords(page)
        .filter({ hasText: /^to the line$/ })
        .waitFor();
      await clockButton(page, 'Stop').click();
      await clockFigures(page)
        .filter({ hasText: /^0:20$/ })
        .waitFor();
      await look();
      expect(moved).toBeLessThanOrEqual(1);

      // The dark theme's clock, for the docs.
      if (viewport.width === 390) {
        await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
        await clockButton(page, 'Start').click();
        await clockWords(page)
          .filter({ hasText: /^shoot$/ })
          .waitFor({ timeout: 15_000 });
        await page.screenshot({ path: shotName('clock-dark') });
        await clockButton(page, 'Stop').click();
        await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
      }
      await page.close();
    });

    it('keeps the screen on from the first arrow until the round is saved', async () => {
      const page = await device.context.newPage();
      await page.addInitScript(recordWakeLockAndVibration);
      await freshPortsmouth(page, baseUrl);
      await page.reload();
      await runningTotal(page).filter({ hasText: /^0$/ }).waitFor();
      expect(await wakeLocks(page)).toEqual([]);

      await key(page, '8').click();
      await expect.poll(() => wakeLocks(page)).toEqual([{ type: 'screen', released: false }]);
      await key(page, '7').click();
      await runningTotal(page).filter({ hasText: /^15$/ }).waitFor();
      expect(await wakeLocks(page)).toHaveLength(1);

      // Two arrows of a Portsmouth: saved as incomplete.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('button', { name: 'Save as incomplete' }).click();
      await page.getByRole('button', { name: 'Score another round' }).waitFor();
      await expect.poll(() => wakeLocks(page)).toEqual([{ type: 'screen', released: true }]);
      // On to a fresh card, as the archer would: the next test's cold open draws it empty.
      await page.getByRole('button', { name: 'Score another round' }).click();
      await runningTotal(page).filter({ hasText: /^0$/ }).waitFor();
      // The card coming back from under the result may hold the lock for a moment before it reads the
      // empty card; none is left held once it has.
      await expect.poll(async () => (await wakeLocks(page)).every((lock) => lock.released)).toBe(true);
      await page.close();
    });

    it('is felt at a key taken and, differently, at Undo', async () => {
      const page = await device.context.newPage();
      await page.addInitScript(recordWakeLockAndVibration);
      await freshPortsmouth(page, baseUrl);
      await page.reload();
      await runningTotal(page).filter({ hasText: /^0$/ }).waitFor();
      const already = (await vibrations(page)).length;

      await key(page, '10').click();
      await runningTotal(page).filter({ hasText: /^10$/ }).waitFor();
      expect((await vibrations(page)).slice(already)).toEqual([10]);
      await page.getByRole('button', { name: 'Undo' }).click();
      await runningTotal(page).filter({ hasText: /^0$/ }).waitFor();
      expect((await vibrations(page)).slice(already)).toEqual([10, [30, 40, 30]]);
      await page.close();
    });

    it('reads at 7:1 in high contrast on the score card, light and dark, with a larger total', async () => {
      const page = await device.context.newPage();
      await freshPortsmouth(page, baseUrl);
      const normalSize = await runningTotal(page).evaluate((total) => getComputedStyle(total).fontSize);
      const normalKeys = await keyBoxes(page);
      await page.emulateMedia({ contrast: 'more' });
      await page.locator('html[data-contrast="more"]').waitFor();
      const largeSize = await runningTotal(page).evaluate((total) => getComputedStyle(total).fontSize);
      // Within a hundredth of a pixel: 2.2rem x 1.5 is 52.8 px, which floating point makes a hair more.
      expect(parseFloat(largeSize)).toBeGreaterThanOrEqual(1.5 * parseFloat(normalSize) - 0.01);
      // Keys of every colour on the card: gold, red, blue, black and white rings, and a miss.
      for (const arrow of ['10', '8', '6', '4', '2', 'M']) await key(page, arrow).click();

      for (const theme of ['light', 'dark']) {
        await page.evaluate((chosen) => localStorage.setItem('theme-preference', chosen), theme);
        await page.reload();
        await page.locator(`html[data-theme="${theme}"][data-contrast="more"]`).waitFor();
        await runningTotal(page).filter({ hasText: /^30$/ }).waitFor();
        const results = await new AxeBuilder({ page })
          .include('.score-screen')
          .withRules(['color-contrast-enhanced', 'color-contrast'])
          .analyze();
        const findings = results.violations.map(
          (violation) =>
            `${violation.id}: ` +
            violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join('; '),
        );
        expect(findings, theme).toEqual([]);
        if (viewport.width === 390) await page.screenshot({ path: shotName(`high-contrast-${theme}`) });
      }

      // Back to normal contrast, the keys are where they always were.
      await page.emulateMedia({ contrast: 'no-preference' });
      await page.evaluate(() => localStorage.setItem('theme-preference', 'light'));
      await page.reload();
      await page.locator('html:not([data-contrast])').waitFor();
      await runningTotal(page).filter({ hasText: /^30$/ }).waitFor();
      expect(largestMove(normalKeys, await keyBoxes(page))).toBeLessThanOrEqual(1);
      await discardAnyShoot(page);
      await page.close();
    });
  });
}
