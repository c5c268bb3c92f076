import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { saveProfile } from './profile-steps.js';
import { chooseRound, runningTotal, tapArrows } from './scoring.js';
import { startServer, type RunningServer } from './server.js';

/**
 * Every control a thumb (often gloved, outdoors) has to hit is at least 44 x 44 px and lies in the
 * viewport, on the two phone sizes we design for (issue #44 point 5): the score card with a 6-arrow end
 * on show (its correction chips in two rows where one would not hold them), in correction mode, the sheet's
 * arrow boxes, the save dialog, the result, Live and the viewer.
 */

const MIN = 44;

interface Measured {
  name: string;
  width: number;
  height: number;
  inViewport: boolean;
}

/**
 * The buttons, links and selects shown in `scope`, each scrolled into view as an archer would scroll to
 * it, with its size and whether it then lies wholly in the viewport. Links inside running text are left
 * out: a word in a sentence is not a control (WCAG 2.5.8 exempts them).
 */
async function controlsIn(page: Page, scope: Locator): Promise<Measured[]> {
  const controls = scope.locator('button, a[href], select, [role="button"]');
  const measured: Measured[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const inSentence = await control.evaluate(
      (element) => element.tagName === 'A' && element.closest('p, li:not(:has(> a:only-child))') !== null,
    );
    if (inSentence) continue;
    // Scrolled to as the browser scrolls to a focused control (minding scroll padding), then it must be
    // the thing a tap at its centre hits: not under the navigation bar or the score card's dock.
    const { box, onTop } = await control.evaluate((element) => {
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return {
        box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
        onTop: hit !== null && (element === hit || element.contains(hit)),
      };
    });
    const viewport = page.viewportSize()!;
    const name = ((await control.getAttribute('aria-label')) ?? (await control.innerText())).trim();
    // Half a pixel of slack: layout in rem lands on fractions of a pixel.
    const slack = 0.5;
    measured.push({
      name,
      width: Math.round(box.width * 10) / 10,
      height: Math.round(box.height * 10) / 10,
      inViewport:
        onTop &&
        box.x >= -slack &&
        box.y >= -slack &&
        box.x + box.width <= viewport.width + slack &&
        box.y + box.height <= viewport.height + slack,
    });
  }
  return measured;
}

/** The controls in `scope` that are too small to hit or lie (even partly) off the screen. */
async function hardToHit(page: Page, scope: Locator): Promise<Measured[]> {
  const all = await controlsIn(page, scope);
  expect(all.length).toBeGreaterThan(0);
  const bad = all.filter((control) => control.width < MIN || control.height < MIN || !control.inViewport);
  return bad;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  describe(`tap targets at ${viewport.width}x${viewport.height}`, () => {
    let server: RunningServer;
    const device = archerDevicePerFile(viewport);
    let page: Page;
    const shot = (part: string) => `/tmp/tap-targets-${part}-${viewport.width}.png`;

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

    it('the score card with a 6-arrow end on show, then in correction mode', async () => {
      await chooseRound(page, server.baseUrl, 'National');
      await tapArrows(page, [9, 7, 7, 5, 3, 'M', 9, 9, 7, 7, 5, 5]);
      await runningTotal(page).filter({ hasText: /^73$/ }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: shot('score-card') });
      // The dock the archer scores from: header, chips, keys and actions.
      const card = page.locator('.score-dock');
      expect(await hardToHit(page, card)).toEqual([]);
      // The newest end's six chips, each its own button.
      const chips = page.getByRole('list', { name: 'End 2 arrows' }).getByRole('button');
      await expect(chips.count()).resolves.toBe(6);

      await chips.nth(1).click();
      await page.getByRole('button', { name: 'Cancel correction' }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: shot('correcting') });
      expect(await hardToHit(page, card)).toEqual([]);
      await page.getByRole('button', { name: 'Cancel correction' }).click();
      await page.getByRole('button', { name: 'Cancel correction' }).waitFor({ state: 'detached' });

      // The sheet below the dock: each arrow box is a button that corrects that arrow, so it is a control
      // too (an end of six in two rows of three, where six across were 26-30 px wide).
      const sheet = page.getByRole('region', { name: 'Scorecard' });
      const boxes = sheet.locator('.arrow-box-button');
      await expect.poll(() => boxes.count()).toBe(12);
      const sheetControls = await controlsIn(page, sheet);
      expect(sheetControls.filter((control) => control.name.includes(': correct it'))).toHaveLength(12);
      await page.screenshot({ path: shot('sheet') });
      expect(await hardToHit(page, sheet)).toEqual([]);
    });

    it('the save dialog and the result', async () => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Save as incomplete' });
      await dialog.waitFor();
      await page.screenshot({ path: shot('save-dialog') });
      expect(await hardToHit(page, dialog)).toEqual([]);
      await dialog.getByRole('button', { name: 'Save as incomplete' }).click();
      const result = page.getByRole('region', { name: /^Saved/ });
      await result.waitFor();
      await page.screenshot({ path: shot('result') });
      expect(await hardToHit(page, page.locator('main'))).toEqual([]);
    });

    it('Live and the viewer', async () => {
      await chooseRound(page, server.baseUrl, 'Portsmouth');
      await page.goto(server.baseUrl + '/leaderboard');
      await page.getByRole('textbox', { name: 'Shoot title' }).fill('Club night');
      await page.screenshot({ path: shot('live-form') });
      expect(await hardToHit(page, page.locator('main'))).toEqual([]);
      await page.getByRole('button', { name: 'Create shoot' }).click();
      const joinCode = page.getByRole('note', { name: 'Join code' });
      await joinCode.waitFor();
      const code = (await joinCode.textContent())!.trim();
      await page.screenshot({ path: shot('live') });
      expect(await hardToHit(page, page.locator('main'))).toEqual([]);

      await page.goto(`${server.baseUrl}/viewer/${code}`);
      await page.getByRole('heading', { name: 'Club night', level: 1 }).waitFor();
      await page.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem').first().waitFor();
      await page.screenshot({ path: shot('viewer') });
      expect(await hardToHit(page, page.locator('main'))).toEqual([]);
    });
  });
}
