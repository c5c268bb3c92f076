import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openArcherDevice, type ArcherDevice } from './browser.js';
import { serviceWorkerInControl } from './service-worker.js';
import { fillTargetArchers, signCard } from './target-steps.js';

/**
 * One archer on a target shooting another round (issue #47; docs/scoring-a-target.md): the setup offers,
 * per archer, the target's round by default or another with the same arrows an end; a junior on a Bray I
 * (ten ends) beside a Portsmouth (twenty) is passed over once his round is shot, and his card is sealed
 * as the Bray I he shot.
 */

describe('an archer on their own round', () => {
  const baseUrl = inject('baseUrl');
  let scorer: ArcherDevice;

  beforeAll(async () => {
    scorer = await openArcherDevice({ width: 390, height: 844 }, 'settled');
  });
  afterAll(() => scorer.dispose());

  it('is scored to the end of their shorter round, then passed over, and signs a card of it', async () => {
    const page = await scorer.context.newPage();
    await serviceWorkerInControl(page, baseUrl);
    await page.goto(`${baseUrl}/target`);
    await page.getByRole('heading', { name: 'Score a target' }).waitFor();
    await page.getByLabel('Round').selectOption('portsmouth');
    const rows = [
      { letter: 'A', name: 'Robin', bow: 'longbow', age: 'adult', gender: 'male' },
      { letter: 'B', name: 'Much', bow: 'barebow', age: 'u18', gender: 'male' },
    ];
    await fillTargetArchers(page, rows);
    const much = page.getByRole('group', { name: /^Archer B/ });
    const shoots = much.getByLabel('Shoots');
    expect(await shoots.inputValue()).toBe('');
    expect(await shoots.locator('option').first().textContent()).toBe('Same as the target (Portsmouth)');
    // Only rounds of three arrows an end are offered beside a Portsmouth.
    const offered = await shoots.locator('option').allTextContents();
    expect(offered).toContain('Bray I');
    expect(offered).not.toContain('York');
    await shoots.selectOption('bray i');
    await page.screenshot({ path: '/tmp/target-own-round-setup.png', fullPage: true });
    await page.getByRole('button', { name: 'Start scoring' }).click();

    const now = page.locator('.target-now');
    await now.filter({ hasText: 'Robin' }).filter({ hasText: 'End 1 of 20' }).waitFor();
    const key = (value: string) => page.locator(`.score-keys button[data-value="${value}"]`);
    for (let end = 1; end <= 10; end += 1)
      for (const value of ['9', '9', '9', '8', '8', '8']) await key(value).click();
    // Much's ten ends are shot: end 11 is Robin's alone.
    await now.filter({ hasText: 'Robin' }).filter({ hasText: 'End 11 of 20' }).waitFor();
    await key('9').click();
    await now.filter({ hasText: 'Robin' }).filter({ hasText: 'arrow 2 of 3' }).waitFor();
    await page.locator('.target-sheet').first().getByText('Round shot').waitFor();
    await page.screenshot({ path: '/tmp/target-own-round-scoring.png' });
    for (let arrow = 2; arrow <= 30; arrow += 1) await key('9').click();

    await page.getByRole('heading', { name: /^Sign the cards/ }).waitFor();
    const card = page.getByRole('article', { name: 'Card B · Much' });
    await card.getByText('Bray I, their own round').waitFor();
    await card.locator('.target-card-score strong').filter({ hasText: '240' }).waitFor();
    await signCard(card, 'Much', 'M', 'Robin');
    // The card as a PNG for an archer without the app: drawn in the browser, named after him and his round.
    const save = card.getByRole('button', { name: "Save Much's card as a picture" });
    await save.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/target-card-picture-button.png' });
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toMatch(/^Much - Bray I - \d{4}-\d{2}-\d{2}\.png$/);
    const png = readFileSync((await download.path())!);
    writeFileSync('/tmp/target-card-picture.png', png);
    // A PNG's signature, then its IHDR: 1080 px wide, as tall as ten ends, the signatures and a QR code.
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(1080);
    const height = png.readUInt32BE(20);
    expect(height).toBeGreaterThan(1400);
    expect(height).toBeLessThan(3000);
    expect(png.length).toBeGreaterThan(20_000);
    const link = await card.getByLabel("Much's card link").inputValue();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Much' }).waitFor();
    await page.getByText('Bray I').first().waitFor();
    // The card's own page offers the same picture, for whoever opened the link.
    const [fromPage] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: "Save Much's card as a picture" }).click(),
    ]);
    expect(fromPage.suggestedFilename()).toBe(download.suggestedFilename());
    const again = readFileSync((await fromPage.path())!);
    expect(again.readUInt32BE(16)).toBe(1080);
    expect(again.readUInt32BE(20)).toBe(height);
    await page.screenshot({ path: '/tmp/target-card-page-picture.png', fullPage: true });
    await page.close();
  }, 180_000);
});
