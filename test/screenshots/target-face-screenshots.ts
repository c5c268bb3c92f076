/**
 * The README's target-face screenshots (issue #18), taken by readme-screenshots.ts: an archer plotting a
 * York mid-end with the magnifier under the finger, and the saved York's plotted-arrows analysis.
 */
import type { Page } from 'playwright-core';
import type { FacePosition } from '../../shared/target-face/targetFace.js';
import { screenPointOnFace } from '../e2e/face-points.js';
import { turnOnFaceEntry } from '../e2e/profile-steps.js';
import { chooseRound, discardAnyShoot } from '../e2e/scoring.js';
import { yorkArrows } from '../e2e/fixtures/plotted-york.js';

const screenPoint = (page: Page, position: FacePosition) =>
  screenPointOnFace(page.getByRole('img', { name: 'Target face' }), position);

/** Turns face entry on, plots a York (a screenshot mid-end, finger down), saves it and shows its analysis. */
export async function targetFaceScreenshots(page: Page, baseUrl: string, outDir: string): Promise<void> {
  await turnOnFaceEntry(page, baseUrl);

  await page.goto(baseUrl + '/');
  await discardAnyShoot(page);
  await chooseRound(page, baseUrl, 'York');

  const arrows = yorkArrows();
  // Two ends and half the third, then the finger down on the fourth arrow of end 3.
  const face = page.getByRole('img', { name: 'Target face' });
  await face.waitFor();
  for (const position of arrows.slice(0, 15)) {
    const point = await screenPoint(page, position);
    await page.mouse.click(point.x, point.y);
  }
  await page.getByLabel('Running total').filter({ hasText: /^\d+$/ }).waitFor();
  await page.waitForTimeout(300);
  await page.evaluate(() => document.querySelector('.face-entry')?.scrollIntoView({ block: 'end' }));
  const aim = await screenPoint(page, arrows[15]!);
  await page.mouse.move(aim.x, aim.y);
  await page.mouse.down();
  await page.locator('.face-magnifier').waitFor();
  await page.screenshot({ path: `${outDir}/target-face.png` });
  await page.mouse.up();

  for (const position of arrows.slice(16)) {
    const point = await screenPoint(page, position);
    await page.mouse.click(point.x, point.y);
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Save shoot' }).getByRole('button', { name: 'Save shoot' }).click();
  const link = page.getByRole('link', { name: 'View in history' });
  await page.goto(baseUrl + ((await link.getAttribute('href')) ?? ''));
  const section = page.getByRole('region', { name: 'Plotted arrows' });
  await section.getByLabel('Show').selectOption({ label: '100yd (all ends)' });
  await section.getByRole('img', { name: /^100yd \(all ends\)/ }).waitFor();
  await page.setViewportSize({ width: 390, height: 1100 });
  await page.evaluate(() => document.getElementById('plotted-title')?.scrollIntoView());
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${outDir}/target-face-analysis.png` });
  await page.setViewportSize({ width: 390, height: 844 });
}
