import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openArcherDevice, type ArcherDevice } from './browser.js';
import { serviceWorkerInControl } from './service-worker.js';
import { fillTargetArchers } from './target-steps.js';

/**
 * An archer already on one of this phone's targets is picked from a list on the next target's setup
 * (issue #47; docs/scoring-a-target.md), not typed again: the list comes from the worker's log, so it
 * holds the archers of a target that has ended, and picking fills their name, bow, age group and gender.
 */

describe("the archers of this phone's recent targets", () => {
  const baseUrl = inject('baseUrl');
  let scorer: ArcherDevice;

  beforeAll(async () => {
    scorer = await openArcherDevice({ width: 390, height: 844 }, 'settled');
  });
  afterAll(() => scorer.dispose());

  it('offers an ended target’s archers on the next setup and fills a row from one', async () => {
    const page = await scorer.context.newPage();
    await serviceWorkerInControl(page, baseUrl);
    await page.goto(`${baseUrl}/target`);
    await page.getByRole('heading', { name: 'Score a target' }).waitFor();
    // A phone with no earlier target has nothing to pick from.
    expect(await page.getByText(/from recent targets/).count()).toBe(0);

    await page.getByLabel('Round').selectOption('portsmouth');
    const rows = [
      { letter: 'A', name: 'Marian', bow: 'recurve', age: 'adult', gender: 'female' },
      { letter: 'B', name: 'Much', bow: 'barebow', age: 'u18', gender: 'male' },
    ];
    await fillTargetArchers(page, rows);
    await page.getByRole('button', { name: 'Start scoring' }).click();
    await page.locator('.target-now').filter({ hasText: 'Marian' }).waitFor();
    await page.getByRole('button', { name: 'Stop before the end' }).click();
    await page.getByRole('button', { name: 'Stop and sign the cards' }).click();
    await page.getByRole('button', { name: 'Done with this target' }).click();
    await page.getByRole('button', { name: 'End the target' }).click();
    await page.getByRole('heading', { name: 'Score a target' }).waitFor();

    // The next target: B is picked, not typed; A (the scorer's own row) does not offer whoever is on B.
    const b = page.getByRole('group', { name: /^Archer B/ });
    const pick = b.getByLabel('Pick archer B from recent targets');
    await pick.waitFor();
    const offered = await pick.locator('option').allTextContents();
    expect(offered).toEqual(['Choose a recent archer', 'Marian · Recurve', 'Much · Barebow']);
    await pick.selectOption({ label: 'Much · Barebow' });
    await expect.poll(() => b.getByLabel('Name').inputValue()).toBe('Much');
    expect(await b.getByLabel('Bow').inputValue()).toBe('barebow');
    expect(await b.getByLabel('Age group').inputValue()).toBe('u18');
    expect(await b.getByLabel('Gender').inputValue()).toBe('male');
    // Much is on B now, so A's list no longer offers him.
    const aOffers = await page
      .getByRole('group', { name: /^Archer A/ })
      .getByLabel('Pick archer A from recent targets')
      .locator('option')
      .allTextContents();
    expect(aOffers).toEqual(['Choose a recent archer', 'Marian · Recurve']);
    await page.screenshot({ path: '/tmp/target-recent-archers.png', fullPage: true });
    await page.close();
  }, 120_000);
});
