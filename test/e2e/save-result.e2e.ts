import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { chooseRound, openTheSaveDialog, runningTotal, tapArrows } from './scoring.js';

/**
 * Save shoot hands the screen straight to the result, never to an empty page. The result's code is
 * usually fetched in a pause after start-up; when the archer's taps kept coming it is not here yet, and
 * the dialog then says "Saving…" until it is (web/src/screens/score/ScoreScreen.tsx).
 */
const RESULT_CODE = /\/assets\/ShootResult-[\w-]+\.js$/;

/**
 * Holds the result screen's code back until `release`; `askedFor` resolves once the page asks for it.
 * `stop` lets the page fetch it freely again.
 */
async function holdTheResultCode(context: BrowserContext) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await context.route(RESULT_CODE, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { release, askedFor, stop: () => context.unroute(RESULT_CODE) };
}

describe('from Save shoot to the result', () => {
  const baseUrl = inject('baseUrl');
  // The service worker would answer from its precache, past the route that holds the result's code.
  const device = archerDevicePerFile({ width: 390, height: 844 }, 'block');

  /** An end of six arrows of `value` on a Practice 20yd, counted on the card, and the save dialog open. */
  async function anEndInTheSaveDialog(page: Page, value: number): Promise<Locator> {
    await chooseRound(page, baseUrl, 'Practice 20yd');
    await tapArrows(page, Array<number>(6).fill(value));
    await runningTotal(page)
      .filter({ hasText: new RegExp(`^${value * 6}$`) })
      .waitFor();
    return openTheSaveDialog(page);
  }

  it('keeps the dialog, saying Saving…, until the result is drawn in its place', async () => {
    const resultCode = await holdTheResultCode(device.context);
    const page = await device.context.newPage();
    const dialog = await anEndInTheSaveDialog(page, 9);

    // From here to the result, every change to the page is looked at: the dialog or the result is there.
    await page.evaluate(() => {
      const watched = window as unknown as { emptyMoments: number };
      watched.emptyMoments = 0;
      new MutationObserver(() => {
        const dialogShown = document.querySelector('[role="dialog"]') !== null;
        const resultShown = document.getElementById('result-title') !== null;
        if (!dialogShown && !resultShown) watched.emptyMoments += 1;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await dialog.getByRole('button', { name: 'Save shoot' }).click();
    await resultCode.askedFor;
    await dialog.getByRole('button', { name: 'Saving…' }).waitFor();
    // Saved, the card under the dialog is the next round's, empty; the dialog still shows what was saved.
    await runningTotal(page).filter({ hasText: /^0$/ }).waitFor();
    await expect(dialog.locator('.save-shoot-score').textContent()).resolves.toBe('Practice 20yd 54');
    resultCode.release();
    await page.getByRole('heading', { name: 'Saved: Practice 20yd' }).waitFor();
    const emptyMoments = await page.evaluate(
      () => (window as unknown as { emptyMoments: number }).emptyMoments,
    );
    expect(emptyMoments).toBe(0);

    await resultCode.stop();
    await page.close();
  });

  it('does not hold the saved round for a result whose code does not come', async () => {
    const resultCode = await holdTheResultCode(device.context);
    const page = await device.context.newPage();
    const dialog = await anEndInTheSaveDialog(page, 7);
    await dialog.getByRole('button', { name: 'Save shoot' }).click();
    // The code still held back: the dialog gives way after its short wait, the round saved.
    await dialog.waitFor({ state: 'detached' });
    resultCode.release();
    await page.getByRole('heading', { name: 'Saved: Practice 20yd' }).waitFor();
    await expect(page.getByTestId('saved-score').textContent()).resolves.toBe('42');

    await resultCode.stop();
    await page.close();
  });
});
