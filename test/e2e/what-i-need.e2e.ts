import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { parseCategory } from '../../shared/classifications/category.js';
import { classThresholds } from '../../shared/classifications/classify.js';
import { schemeForDate } from '../../shared/classifications/schemes.js';
import { scoreForHandicap } from '../../shared/handicaps/handicaps.js';
import { roundByName } from '../../shared/rounds/catalogue.js';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { saveProfile } from './profile-steps.js';
import { key, keypad, runningTotal, saveTheShoot, tapArrows as tap } from './scoring.js';
const panel = (page: Page) => page.getByRole('region', { name: 'What I need' });
const targets = (page: Page, round: string) => page.getByRole('list', { name: `What I need on ${round}` });

const national = roundByName('national');
const category = parseCategory({ ageGroup: 'adult', gender: 'female', bowType: 'recurve' })!;
/** The classes a National can give this archer today, in the scheme in force today. */
const classes = classThresholds(national, category, schemeForDate(new Date()))!.flatMap((t) =>
  t.score === null ? [] : [{ name: t.name, score: t.score }],
);

/** What a target line says: "B1: 957, 24.3 an end" (the average rounded up to one decimal). */
function line(label: string, score: number, scored: number, endsLeft: number): string {
  const perEnd = Math.ceil(((score - scored) / endsLeft) * 10 - 1e-9) / 10;
  return `${label}: ${score}, ${perEnd.toFixed(1)} an end`;
}

describe('what I need, in Chromium on a phone', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile({ width: 390, height: 844 });

  it('shows the scores for the classes of the round, the averages an end after an end, a handicap goal and a personal best', async () => {
    expect(classes.length).toBeGreaterThan(0);
    const page = await device.context.newPage();
    await saveProfile(page, baseUrl, { ageGroup: 'adult', gender: 'female', bowType: 'recurve' });

    await page.goto(baseUrl + '/');
    await page.getByRole('heading', { name: 'National', level: 1 }).waitFor();
    await panel(page).waitFor();
    const list = targets(page, 'National');
    // A National is 72 arrows in ends of 6: 12 ends to go before the first arrow.
    for (const c of classes) {
      await list.getByRole('listitem', { name: line(c.name, c.score, 0, 12), exact: true }).waitFor();
    }
    await expect(list.getByRole('listitem').count()).resolves.toBe(classes.length);
    await panel(page).getByText('No saved score on this round yet').waitFor();

    // After one end of 40, each class needs its points from 11 ends.
    await tap(page, ['9', '7', '9', '5', '7', '3']);
    await runningTotal(page).filter({ hasText: /^40$/ }).waitFor();
    for (const c of classes) {
      await list.getByRole('listitem', { name: line(c.name, c.score, 40, 11), exact: true }).waitFor();
    }

    const goalBox = page.getByRole('textbox', { name: 'Handicap goal' });
    await goalBox.fill('151');
    await page.getByRole('button', { name: 'Set goal' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'A handicap goal is a whole number from 0 to 150' })
      .waitFor();
    await goalBox.fill('40');
    await page.getByRole('button', { name: 'Set goal' }).click();
    const goalScore = scoreForHandicap(national, 40);
    await list.getByRole('listitem', { name: line('Handicap 40', goalScore, 40, 11), exact: true }).waitFor();

    // Mid-round on a 390 x 844 screen the keypad is whole above the bottom bar; the panel is reached by
    // scrolling above the docked keys, which do not move.
    await page.screenshot({ path: '/tmp/what-i-need-score-card-phone.png' });
    const navTop = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.y;
    const keys = (await keypad(page).boundingBox())!;
    expect(keys.y).toBeGreaterThanOrEqual(0);
    expect(keys.y + keys.height).toBeLessThanOrEqual(navTop);
    await panel(page).getByRole('button', { name: 'What I need' }).scrollIntoViewIfNeeded();
    const panelTop = (await panel(page).boundingBox())!.y;
    expect(panelTop).toBeLessThan(keys.y);
    await expect(keypad(page).boundingBox()).resolves.toEqual(keys);
    for (const value of ['9', 'M']) {
      const box = (await key(page, value).boundingBox())!;
      const atCentre = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(atCentre).toBe(value);
    }

    // Finish the round at 40 an end and save it: 480 becomes the score to beat.
    await tap(page, Array.from({ length: 11 }, () => ['9', '7', '9', '5', '7', '3']).flat());
    await runningTotal(page).filter({ hasText: /^480$/ }).waitFor();
    await saveTheShoot(page, 'National');
    await page.getByRole('button', { name: 'Score another round' }).click();
    await runningTotal(page).filter({ hasText: /^0$/ }).waitFor();
    await list.getByRole('listitem', { name: line('Beat your PB (480)', 481, 0, 12), exact: true }).waitFor();

    // Round selection: the round being scored shows its targets; focusing another shows that one's.
    await page.getByRole('link', { name: 'Change round' }).click();
    await page.getByRole('heading', { name: 'Now scoring' }).waitFor();
    const roundLines = targets(page, 'National');
    await roundLines
      .getByRole('listitem', { name: line('Beat your PB (480)', 481, 0, 12), exact: true })
      .waitFor();
    await roundLines
      .getByRole('listitem', { name: line('Handicap 40', goalScore, 0, 12), exact: true })
      .waitFor();
    for (const c of classes) {
      await roundLines.getByRole('listitem', { name: line(c.name, c.score, 0, 12), exact: true }).waitFor();
    }
    await page.screenshot({ path: '/tmp/what-i-need-select-round-phone.png' });
    await page.getByRole('searchbox', { name: 'Search rounds' }).fill('york');
    // Moving to York from the keyboard highlights it (a tap would start it at once).
    const yorkButton = page.getByRole('button', { name: 'York', exact: true });
    await yorkButton.waitFor();
    for (let presses = 0; presses < 8; presses++) {
      if (await yorkButton.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    const york = roundByName('york');
    const yorkTop = classThresholds(york, category, schemeForDate(new Date()))!.find(
      (t) => t.score !== null,
    )!;
    await targets(page, 'York')
      .getByRole('listitem', { name: line(yorkTop.name, yorkTop.score!, 0, 24), exact: true })
      .waitFor();
    await page.close();
  });

  it('collapses, stays collapsed after a reload, and clears the goal', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/');
    const toggle = panel(page).getByRole('button', { name: 'What I need' });
    await toggle.waitFor();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(targets(page, 'National').isVisible()).resolves.toBe(false);
    await page.reload();
    await panel(page).getByRole('button', { name: 'What I need' }).waitFor();
    await expect(
      panel(page).getByRole('button', { name: 'What I need' }).getAttribute('aria-expanded'),
    ).resolves.toBe('false');
    await panel(page).getByRole('button', { name: 'What I need' }).click();
    await targets(page, 'National')
      .getByRole('listitem', { name: /^Handicap 40:/ })
      .waitFor();
    await page.getByRole('button', { name: 'Clear goal' }).click();
    await targets(page, 'National')
      .getByRole('listitem', { name: /^Handicap 40:/ })
      .waitFor({ state: 'detached' });
    await expect(page.getByRole('textbox', { name: 'Handicap goal' }).inputValue()).resolves.toBe('');
    await page.close();
  });

  it('passes axe on the panel and the round lines in the light and dark themes', async () => {
    const findings: string[] = [];
    let scored = 0;
    for (const theme of ['light', 'dark']) {
      const page = await device.context.newPage();
      await page.addInitScript((chosen) => localStorage.setItem('theme-preference', chosen), theme);
      await page.goto(baseUrl + '/');
      await targets(page, 'National').waitFor();
      await page.getByRole('textbox', { name: 'Handicap goal' }).fill('35');
      await page.getByRole('button', { name: 'Set goal' }).click();
      await targets(page, 'National')
        .getByRole('listitem', { name: /^Handicap 35:/ })
        .waitFor();
      await tap(page, ['9', '9', 'M']);
      scored += 18;
      await runningTotal(page)
        .filter({ hasText: new RegExp(`^${scored}$`) })
        .waitFor();
      await page.screenshot({ path: `/tmp/what-i-need-${theme}-phone.png`, fullPage: true });
      findings.push(...(await seriousViolations(page, '.what-i-need')).map((f) => `${theme} panel: ${f}`));
      await page.goto(baseUrl + '/select-round?returnTo=%2F&currentRound=national');
      await targets(page, 'National').waitFor();
      findings.push(
        ...(await seriousViolations(page, '.what-i-need-round-line')).map((f) => `${theme} round line: ${f}`),
      );
      await page.close();
    }
    expect(findings).toEqual([]);
  });
});
