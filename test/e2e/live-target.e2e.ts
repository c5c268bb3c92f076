import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { rowOf, totalShown } from './leaderboard-steps.js';
import { startServer, type RunningServer } from './server.js';
import { fillTargetArchers, keyPlaces, largestMove, signCard } from './target-steps.js';

/**
 * A whole target scored in a live shoot (issue #47; docs/scoring-a-target.md): the scorer's phone joins
 * both archers of the target to a club's live shoot with its code, and every arrow written on the boss
 * sheet reaches a spectator's leaderboard under each archer's own name. An end written with no signal
 * waits on the scorer's phone and goes up when the signal comes back; the keys never move for the panel;
 * the cards signed after stopping early are each archer's finish ("Retired after 6 arrows").
 */

describe('a target scored on one phone in a live shoot', () => {
  let server: RunningServer;
  const scorerPhone = archerDevicePerFile({ width: 390, height: 844 });
  const spectatorPhone = archerDevicePerFile();
  let code = '';

  beforeAll(async () => {
    server = await startServer();
    const created = await fetch(`${server.baseUrl}/api/shoots`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ creatorName: 'Organiser', title: 'Club target day' }),
    });
    code = ((await created.json()) as { shoot: { code: string } }).shoot.code;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("sends both archers' scores from the scorer's phone, through a dead spot, to their finish", async () => {
    const page = await scorerPhone.context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('link', { name: 'Score a target' }).click();
    await page.getByRole('heading', { name: 'Score a target' }).waitFor();
    await page.getByLabel('Round').selectOption('portsmouth');
    await fillTargetArchers(page, [
      { name: 'Marian', bow: 'recurve', age: 'adult', gender: 'female' },
      { name: 'Robin', bow: 'longbow', age: 'adult', gender: 'male' },
    ]);
    await page.getByRole('button', { name: 'Start scoring' }).click();
    const now = page.locator('.target-now');
    await now.filter({ hasText: 'End 1 of 20 · arrow 1 of 3' }).waitFor();
    const keysAtStart = await keyPlaces(page);
    const key = (value: string) => page.locator(`.score-keys button[data-value="${value}"]`);

    // A code typed wrong is said at the field; the right one joins both archers.
    await page.getByRole('button', { name: 'Show on a live shoot' }).click();
    const codeField = page.getByRole('textbox', { name: 'Join code' });
    await codeField.fill(code === 'ZZZ9QQ' ? 'ZZZ9QR' : 'ZZZ9QQ');
    await page.getByRole('button', { name: 'Join every archer' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^No shoot with code/ })
      .waitFor();
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    await codeField.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/live-target-join.png' });
    await codeField.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Join every archer' }).click();
    const live = page.getByRole('region', { name: 'Live shoot' });
    await live.getByText(`Live shoot ${code}: every archer's score goes to its leaderboard.`).waitFor();
    expect(largestMove(keysAtStart, await keyPlaces(page))).toBeLessThanOrEqual(1);
    expect(await seriousViolations(page)).toEqual([]);

    const spectator = await spectatorPhone.context.newPage();
    await spectator.goto(`${server.baseUrl}/viewer/${code}`);
    await rowOf(spectator, 'Marian').waitFor();
    await rowOf(spectator, 'Robin').waitFor();

    // End 1, on paper's order: Marian's three, then Robin's.
    for (const value of ['10', '9', '9', '9', '9', '8']) await key(value).click();
    await totalShown(spectator, 'Marian', 28);
    await totalShown(spectator, 'Robin', 26);

    // End 2 with no signal: it waits on the scorer's phone, then goes up when the signal is back.
    await scorerPhone.context.setOffline(true);
    for (const value of ['10', '10', '10', '8', '8', '8']) await key(value).click();
    await now.filter({ hasText: 'End 3 of 20 · arrow 1 of 3' }).waitFor();
    await live.getByText(/scores? waiting for signal: none is lost\.$/).waitFor();
    await live.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/live-target-waiting.png' });
    await totalShown(spectator, 'Marian', 28);
    await scorerPhone.context.setOffline(false);
    await totalShown(spectator, 'Marian', 58);
    await totalShown(spectator, 'Robin', 50);
    await live.getByText(/waiting/).waitFor({ state: 'detached' });
    expect(largestMove(keysAtStart, await keyPlaces(page))).toBeLessThanOrEqual(1);

    // Stopped after two ends and signed: each card sealed is its archer's finish, as retired.
    await page.getByRole('button', { name: 'Stop before the end' }).click();
    await page.getByRole('button', { name: 'Stop and sign the cards' }).click();
    await page.getByRole('heading', { name: /^Sign the cards/ }).waitFor();
    for (const [letter, name, signer] of [
      ['A', 'Marian', 'Robin'],
      ['B', 'Robin', 'Marian'],
    ] as const) {
      const card = page.getByRole('article', { name: `Card ${letter} · ${name}` });
      await signCard(card, name, name.slice(0, 2), signer);
    }
    await rowOf(spectator, 'Marian').getByText('Retired after 6 arrows').waitFor({ timeout: 20_000 });
    await rowOf(spectator, 'Robin').getByText('Retired after 6 arrows').waitFor({ timeout: 20_000 });
    await live.getByText(`Live shoot ${code}: every signed card is on its leaderboard, final.`).waitFor();
    await live.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/live-target-signed.png' });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
