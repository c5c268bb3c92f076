import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { chooseRound, discardAnyShoot, key, keypad, runningTotal } from './scoring.js';

/** The keypad's box on screen, to the pixel. */
async function keypadBox(page: Page) {
  const box = await keypad(page).boundingBox();
  if (!box) throw new Error('no keypad on screen');
  return box;
}

/** Taps `count` arrows of `value`, checking after each that the keypad is where it was. */
async function tapWithoutShift(page: Page, value: number, count: number, from: number): Promise<number> {
  const start = await keypadBox(page);
  let largest = 0;
  for (let arrow = 1; arrow <= count; arrow += 1) {
    await key(page, String(value)).click();
    await runningTotal(page)
      .filter({ hasText: new RegExp(`^${from + value * arrow}$`) })
      .waitFor();
    const now = await keypadBox(page);
    largest = Math.max(
      largest,
      Math.abs(now.x - start.x),
      Math.abs(now.y - start.y),
      Math.abs(now.width - start.width),
      Math.abs(now.height - start.height),
    );
  }
  return largest;
}

/** Largest difference between two boxes, edge by edge. */
function shift(a: { x: number; y: number; width: number; height: number }, b: typeof a): number {
  return Math.max(
    Math.abs(a.x - b.x),
    Math.abs(a.y - b.y),
    Math.abs(a.width - b.width),
    Math.abs(a.height - b.height),
  );
}

/** A club-mate on another phone joins the live shoot through the API, as their app would. */
async function clubMateJoins(baseUrl: string, code: string, archerName: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/shoots/${code}/join`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ archerName, roundName: 'portsmouth', bowType: 'compound' }),
  });
  expect(answer.ok).toBe(true);
}

/** Every key row lies in the bottom 45 % of the viewport, and every key is at least 48 px tall. */
async function keysInThumbReach(page: Page, viewportHeight: number) {
  const keys = keypad(page).getByRole('button');
  for (const box of await keys.evaluateAll((buttons) =>
    buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.top).toBeGreaterThanOrEqual(viewportHeight * 0.55);
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(box.bottom).toBeLessThanOrEqual(viewportHeight);
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  describe(`range mode at ${viewport.width}x${viewport.height}`, () => {
    const baseUrl = inject('baseUrl');
    const device = archerDevicePerFile(viewport);

    it('keeps the keypad still across a whole Portsmouth and three dozen of a National, notices and all', async () => {
      const page = await device.context.newPage();
      await chooseRound(page, baseUrl, 'Portsmouth');
      // A fresh phone: never backed up, app not installed. Both notices sit above the card.
      await page.getByRole('complementary', { name: 'Install the app' }).waitFor();
      await page.getByRole('complementary', { name: 'Backup due' }).waitFor();
      await keysInThumbReach(page, viewport.height);

      expect(await tapWithoutShift(page, 10, 60, 0)).toBeLessThanOrEqual(1);
      await keysInThumbReach(page, viewport.height);
      await discardAnyShoot(page);

      await chooseRound(page, baseUrl, 'National');
      await keysInThumbReach(page, viewport.height);
      expect(await tapWithoutShift(page, 7, 36, 0)).toBeLessThanOrEqual(1);
      // Mid-round the bottom bar is a small menu, which still reaches every screen.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link').count()).resolves.toBe(0);
      await nav.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('group', { name: 'More' }).getByRole('link', { name: 'History' }).waitFor();
      await nav.getByRole('button', { name: 'Menu' }).click();
      await discardAnyShoot(page);
      await page.close();
    });

    it('shows a live alert mid-round in the slot under the total, and the keys stay where they were', async () => {
      const page = await device.context.newPage();
      await chooseRound(page, baseUrl, 'National');
      await page.getByRole('navigation').getByRole('link', { name: 'Live' }).click();
      await page.getByRole('textbox', { name: 'Shoot title' }).waitFor();
      const name = page.getByRole('textbox', { name: 'Your name' });
      if (await name.isVisible()) await name.fill('Robin');
      const bow = page.getByLabel('Bow type');
      if (await bow.isVisible()) await bow.selectOption('recurve');
      await page.getByRole('textbox', { name: 'Shoot title' }).fill('Range night');
      await page.getByRole('button', { name: 'Create shoot' }).click();
      const code = (await page.getByRole('note', { name: 'Join code' }).textContent())!.trim();
      await page.getByRole('navigation').getByRole('link', { name: 'Score' }).click();

      const start = await keypadBox(page);
      expect(await tapWithoutShift(page, 9, 3, 0)).toBeLessThanOrEqual(1);
      await clubMateJoins(baseUrl, code, `Sam ${viewport.width}`);
      const slot = page.getByTestId('alert-slot');
      await slot.filter({ hasText: `Sam ${viewport.width} joined` }).waitFor();
      // No toast: the alert is in the slot, below the total, and the keys have not moved.
      await expect(page.locator('.toast').count()).resolves.toBe(0);
      await page.screenshot({ path: `/tmp/range-alert-${viewport.width}.png` });
      expect(shift(await keypadBox(page), start)).toBeLessThanOrEqual(1);
      const total = (await runningTotal(page).boundingBox())!;
      const slotBox = (await slot.boundingBox())!;
      expect(slotBox.y).toBeGreaterThanOrEqual(total.y + total.height);
      expect(await tapWithoutShift(page, 9, 3, 27)).toBeLessThanOrEqual(1);
      expect(shift(await keypadBox(page), start)).toBeLessThanOrEqual(1);
      // And when it goes, nothing moves either.
      await slot.filter({ hasText: /^$/ }).waitFor();
      expect(shift(await keypadBox(page), start)).toBeLessThanOrEqual(1);
      await discardAnyShoot(page);
      await page.close();
    });
  });
}

describe('range mode keys and corrections', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile({ width: 390, height: 844 });

  it('paints the National keys and the end strip in their ring colours', async () => {
    const page = await device.context.newPage();
    await chooseRound(page, baseUrl, 'National');
    const background = (value: string) =>
      key(page, value).evaluate((button) => getComputedStyle(button).backgroundColor);
    await expect(background('9')).resolves.toBe('rgb(242, 194, 0)');
    await expect(background('7')).resolves.toBe('rgb(215, 38, 30)');
    await expect(background('5')).resolves.toBe('rgb(27, 111, 209)');
    await expect(background('3')).resolves.toBe('rgb(26, 26, 26)');
    await expect(background('1')).resolves.toBe('rgb(255, 255, 255)');

    await key(page, '9').click();
    await key(page, '7').click();
    await key(page, '5').click();
    await runningTotal(page).filter({ hasText: /^21$/ }).waitFor();
    const strip = page.getByRole('list', { name: 'End 1 arrows' });
    await expect(
      strip
        .getByRole('button', { name: 'Correct arrow 2 (7)' })
        .evaluate((button) => getComputedStyle(button).backgroundColor),
    ).resolves.toBe('rgb(215, 38, 30)');
    await page.close();
  });

  it('scores a Portsmouth in ends of 3, as it is shot', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/');
    await keypad(page).waitFor();
    await discardAnyShoot(page);
    await chooseRound(page, baseUrl, 'Portsmouth');
    for (const value of ['10', '9', '10']) await key(page, value).click();
    await runningTotal(page).filter({ hasText: /^29$/ }).waitFor();
    await keypad(page).getByText('End 2: next arrow').waitFor();
    await expect(
      page.getByRole('list', { name: 'End 1 arrows' }).getByRole('listitem').allTextContents(),
    ).resolves.toEqual(['10', '10', '9']);
    await key(page, '8').click();
    await page.getByRole('list', { name: 'End 2 arrows' }).getByRole('listitem').first().waitFor();
    await expect(page.getByLabel('End total').textContent()).resolves.toBe('8');
    await discardAnyShoot(page);
    await page.close();
  });

  it('corrects an arrow where the archer looks at it, in this end and in an earlier one', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/');
    await keypad(page).waitFor();
    await discardAnyShoot(page);
    await chooseRound(page, baseUrl, 'National');
    for (const value of ['9', '7', '5']) await key(page, value).click();
    await runningTotal(page).filter({ hasText: /^21$/ }).waitFor();

    await page.getByRole('button', { name: 'Correct arrow 2 (7)' }).click();
    await keypad(page).getByText('Correcting arrow 2').waitFor();
    await key(page, '9').click();
    await runningTotal(page).filter({ hasText: /^23$/ }).waitFor();
    // Still sorted best first.
    await expect(
      page.getByRole('list', { name: 'End 1 arrows' }).getByRole('listitem').allTextContents(),
    ).resolves.toEqual(['9', '9', '5']);

    // A correction can be called off.
    await page.getByRole('button', { name: 'Correct arrow 3 (5)' }).click();
    await page.getByRole('button', { name: 'Cancel correction' }).click();
    await keypad(page).getByText('End 1: next arrow').waitFor();

    // Into the next end, then back to the first from the strip.
    for (const value of ['3', '3', '3', '1']) await key(page, value).click();
    await runningTotal(page).filter({ hasText: /^33$/ }).waitFor();
    await page.getByRole('button', { name: 'Previous end' }).click();
    await page.getByRole('button', { name: 'Correct arrow 3 (5)' }).click();
    await keypad(page).getByText('Correcting arrow 3').waitFor();
    await key(page, '7').click();
    await runningTotal(page).filter({ hasText: /^35$/ }).waitFor();
    // Back on the newest end once the correction is in.
    await page.getByRole('list', { name: 'End 2 arrows' }).waitFor();
    await page.screenshot({ path: '/tmp/range-score-card-light.png' });
    expect(await seriousViolations(page)).toEqual([]);

    await page.evaluate(() => localStorage.setItem('theme-preference', 'dark'));
    await page.reload();
    await runningTotal(page).filter({ hasText: /^35$/ }).waitFor();
    await page.locator('html[data-theme="dark"]').waitFor();
    await page.screenshot({ path: '/tmp/range-score-card-dark.png' });
    expect(await seriousViolations(page)).toEqual([]);
    await discardAnyShoot(page);
    await page.close();
  });
});
