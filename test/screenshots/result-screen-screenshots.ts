/**
 * The README's result-screen screenshots (issue #31), taken by readme-screenshots.ts on a phone of its
 * own: an archer with a season of history saves a Bray I above their personal best, and the finish
 * line shows it, in the light theme and on a phone set to dark; then a first Portsmouth, whose result
 * gives the Portsmouth ladder one line.
 */
import { openArcherDevice } from '../e2e/browser.js';
import { manyShootsBackup } from '../e2e/fixtures/many-shoots.js';
import { importThroughDataScreen } from '../e2e/import-shoots.js';
import { saveProfile } from '../e2e/profile-steps.js';
import { chooseRound, tapArrows } from '../e2e/scoring.js';

export async function resultScreenScreenshots(baseUrl: string, outDir: string): Promise<void> {
  const device = await openArcherDevice({ width: 390, height: 844 });
  try {
    const page = await device.context.newPage();
    await importThroughDataScreen(page, baseUrl, manyShootsBackup(120));
    await chooseRound(page, baseUrl, 'Bray I');
    await tapArrows(page, Array.from({ length: 10 }, () => ['10', '10', '9']).flat());
    await page.getByLabel('Running total').filter({ hasText: /^290$/ }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save shoot' });
    await dialog.getByLabel('Event status').selectOption('club_competition');
    await dialog.getByRole('button', { name: 'Save shoot' }).click();
    await page.getByRole('heading', { name: 'Saved: Bray I' }).waitFor();
    await page.getByTestId('personal-best').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${outDir}/result-screen-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('html[data-theme="dark"]').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${outDir}/result-screen-dark.png` });
  } finally {
    await device.dispose();
  }

  // A first Portsmouth, on a new phone, climbs the Portsmouth ladder many steps at once: one line says so.
  const newArcher = await openArcherDevice({ width: 390, height: 844 });
  try {
    const page = await newArcher.context.newPage();
    await saveProfile(page, baseUrl, { ageGroup: 'adult', gender: 'female', bowType: 'recurve' });
    await page.evaluate(() => localStorage.setItem('tips', JSON.stringify({ scoreCardTutorial: true })));
    await chooseRound(page, baseUrl, 'Portsmouth');
    await tapArrows(page, Array.from({ length: 20 }, () => ['10', '9', '9']).flat());
    await page.getByLabel('Running total').filter({ hasText: /^560$/ }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Save shoot' })
      .getByRole('button', { name: 'Save shoot' })
      .click();
    await page.getByRole('heading', { name: 'Saved: Portsmouth' }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${outDir}/result-first-portsmouth.png` });
  } finally {
    await newArcher.dispose();
  }
}
