/**
 * The live shoot as a mode (issue #29), taken by readme-screenshots.ts on phones of their own: Robin's
 * score card with its live strip, then the same with no signal and arrows waiting, the Live screen
 * keeping the last leaderboard greyed, the phone leaderboard (cards) at 360 px with Jo retired and the
 * viewer's TV mode on a 1280 x 720 screen, light and dark, both in browsers that never had the app.
 */
import type { Page } from 'playwright-core';
import { openArcherDevice } from '../e2e/browser.js';
import { saveProfile } from '../e2e/profile-steps.js';
import { chooseRound, tapArrows } from '../e2e/scoring.js';

async function both(page: Page, path: (scheme: string) => string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.locator(`html[data-theme="${scheme}"]`).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path(scheme) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

export async function liveModeScreenshots(baseUrl: string, outDir: string): Promise<void> {
  const archers = [
    { name: 'Robin Hood', bowType: 'recurve', round: 'Bray I', arrows: [10, 9, 9, 9, 8, 8] },
    { name: 'Jo Bowyer', bowType: 'recurve', round: 'Bray I', arrows: [10, 10, 9, 9, 9, 8, 9, 9, 8] },
    { name: 'Sam Fletcher', bowType: 'compound', round: 'Portsmouth', arrows: [10, 10, 10, 9, 10, 9] },
  ];
  const devices = await Promise.all(archers.map(() => openArcherDevice({ width: 390, height: 844 })));
  // The parent's phone and the clubhouse TV never had the app: nothing meant for an archer opens on them.
  const watcher = await openArcherDevice({ width: 360, height: 780 }, 'new-archer');
  try {
    const pages = await Promise.all(devices.map((device) => device.context.newPage()));
    let code = '';
    for (const [index, archer] of archers.entries()) {
      const page = pages[index]!;
      await saveProfile(page, baseUrl, {
        name: archer.name,
        ageGroup: 'adult',
        gender: 'female',
        bowType: archer.bowType,
      });
      await page.evaluate(() => localStorage.setItem('tips', JSON.stringify({ scoreCardTutorial: true })));
      await chooseRound(page, baseUrl, archer.round);
      await page.goto(baseUrl + '/leaderboard');
      if (index === 0) {
        await page.getByRole('textbox', { name: 'Shoot title' }).fill('Tuesday club night');
        await page.getByRole('button', { name: 'Create shoot' }).click();
        const joinCode = page.getByRole('note', { name: 'Join code' });
        await joinCode.waitFor();
        code = (await joinCode.textContent())!.trim();
      } else {
        await page.getByRole('textbox', { name: 'Join code' }).fill(code);
        await page.getByRole('button', { name: 'Join shoot' }).click();
        await page.getByRole('note', { name: 'Join code' }).waitFor();
      }
      await page.getByRole('navigation').getByRole('link', { name: 'Score' }).click();
      await tapArrows(page, archer.arrows);
    }
    const robin = pages[0]!;
    await robin.locator('a.live-strip', { hasText: /Live$/ }).waitFor();
    await robin.locator('a.live-strip', { hasText: ' of 3' }).waitFor();
    await both(robin, (scheme) => `${outDir}/live-strip-${scheme}.png`);

    await devices[0]!.context.setOffline(true);
    await robin.locator('a.live-strip', { hasText: 'No signal' }).waitFor();
    await tapArrows(robin, [9, 9, 8, 8, 7, 7]);
    await robin.locator('a.live-strip', { hasText: '6 arrows waiting' }).waitFor();
    await robin.screenshot({ path: `${outDir}/live-strip-no-signal.png` });
    await robin.locator('a.live-strip').click();
    await robin.locator('.leaderboard-stale').waitFor();
    await robin.evaluate(() => document.querySelector('.live-connection')?.scrollIntoView());
    await robin.waitForTimeout(300);
    await robin.screenshot({ path: `${outDir}/live-offline-leaderboard.png` });
    await devices[0]!.context.setOffline(false);

    // Jo stops after 9 of Bray I's 30 arrows and saves as incomplete: retired, below those still shooting.
    const jo = pages[1]!;
    await jo.getByRole('button', { name: 'Save', exact: true }).click();
    await jo
      .getByRole('dialog', { name: 'Save as incomplete' })
      .getByRole('button', { name: 'Save as incomplete' })
      .click();
    await jo.getByRole('heading', { name: 'Saved as incomplete: Bray I' }).waitFor();

    const parent = await watcher.context.newPage();
    await parent.goto(`${baseUrl}/viewer/${code}`);
    await parent.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem').nth(2).waitFor();
    await parent.getByText('Retired after 9 arrows').waitFor();
    await both(parent, (scheme) => `${outDir}/live-leaderboard-phone-${scheme}.png`);

    const tv = await openArcherDevice({ width: 1280, height: 720 }, 'new-archer');
    try {
      const screen = await tv.context.newPage();
      await screen.goto(`${baseUrl}/viewer/${code}?tv`);
      await screen.getByRole('region', { name: 'Latest end' }).waitFor();
      await screen.getByText('Retired after 9 arrows').waitFor();
      await both(screen, (scheme) => `${outDir}/live-tv-mode-${scheme}.png`);
    } finally {
      await tv.dispose();
    }
  } finally {
    await watcher.dispose();
    for (const device of devices) await device.dispose();
  }
}
