import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { openArcherDevice, type ArcherDevice } from './browser.js';
import { serviceWorkerInControl } from './service-worker.js';
import { fillTargetArchers, keyPlaces, largestMove, signAsScorer } from './target-steps.js';

/**
 * Scoring a whole target on one phone (issue #47; docs/scoring-a-target.md): a scorer on the target sets
 * up four archers on a Portsmouth, writes every arrow end by end in target order on the docked keypad
 * (which never moves), corrects one, and each card is signed by its archer and its scorer and sealed.
 * Each other archer opens their card's link on their own phone, offline, and adds it: their history holds
 * exactly their arrows, witnessed by the scorer, with the scorer's seal code; the scorer's own card goes
 * into the scorer's history, signed as scorer by archer B.
 */

const archers = [
  { name: 'Marian', bow: 'recurve', age: 'adult', gender: 'female', end: ['10', '9', '9'], score: 560 },
  { name: 'Robin', bow: 'longbow', age: 'adult', gender: 'male', end: ['9', '9', '9'], score: 540 },
  { name: 'Much', bow: 'barebow', age: 'u18', gender: 'male', end: ['8', '8', '7'], score: 460 },
  { name: 'Alan', bow: 'compound', age: '50+', gender: 'male', end: ['10', '10', '10'], score: 600 },
] as const;

describe('scoring a whole target on one phone', () => {
  const baseUrl = inject('baseUrl');
  let scorer: ArcherDevice;

  beforeAll(async () => {
    scorer = await openArcherDevice({ width: 390, height: 844 }, 'settled');
  });
  afterAll(() => scorer.dispose());

  it('scores four archers through a Portsmouth, seals each card, and each archer adds their own offline', async () => {
    const page = await scorer.context.newPage();
    await serviceWorkerInControl(page, baseUrl);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Score a target' }).click();
    await page.getByRole('heading', { name: 'Score a target' }).waitFor();

    await page.getByLabel('Round').selectOption('portsmouth');
    await page.getByLabel('Target number').fill('7');
    await page.getByRole('button', { name: 'Add archer C' }).click();
    await page.getByRole('button', { name: 'Add archer D' }).click();
    await fillTargetArchers(page, archers);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/target-setup.png', fullPage: true });
    await page.getByRole('button', { name: 'Start scoring' }).click();

    const now = page.locator('.target-now');
    await now.filter({ hasText: 'Marian' }).filter({ hasText: 'End 1 of 20 · arrow 1 of 3' }).waitFor();
    const keysAtStart = await keyPlaces(page);
    const key = (value: string) => page.locator(`.score-keys button[data-value="${value}"]`);

    // End 1 with one slip: Marian's third arrow written 8, then corrected to 9 by tapping it.
    for (const [at, archer] of archers.entries()) {
      const end = at === 0 ? ['10', '9', '8'] : archer.end;
      for (const value of end) await key(value).click();
    }
    await now.filter({ hasText: 'End 2 of 20' }).waitFor();
    await page.getByRole('button', { name: 'Marian, end 1, arrow 3: 8. Correct it' }).click();
    await page.getByText("Correct Marian's arrow 3 of end 1").waitFor();
    await key('9').click();
    await page.getByRole('button', { name: 'Marian, end 1, arrow 3: 9. Correct it' }).waitFor();
    expect(largestMove(keysAtStart, await keyPlaces(page))).toBeLessThanOrEqual(1);
    expect(await seriousViolations(page)).toEqual([]);
    await key('10').click();
    await page.screenshot({ path: '/tmp/target-scoring.png' });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/target-scoring-dark.png' });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await now.filter({ hasText: 'End 2 of 20 · arrow 1 of 3' }).waitFor();

    for (let end = 2; end <= 20; end += 1) {
      for (const archer of archers) for (const value of archer.end) await key(value).click();
      if (end % 5 === 0 && end < 20) {
        await now.filter({ hasText: `End ${end + 1} of 20` }).waitFor();
        expect(largestMove(keysAtStart, await keyPlaces(page))).toBeLessThanOrEqual(1);
      }
    }

    await page.getByRole('heading', { name: /^Sign the cards/ }).waitFor();
    for (const [at, archer] of archers.entries()) {
      const card = page.getByRole('article', { name: `Card ${'ABCD'[at]} · ${archer.name}` });
      await card
        .locator('.target-card-score strong')
        .filter({ hasText: String(archer.score) })
        .waitFor();
      if (archer.name === 'Alan') {
        // Alan signs with his finger: a stroke drawn across the pad.
        await card.getByRole('button', { name: 'Draw instead' }).click();
        const pad = card.getByRole('img', { name: 'Alan, sign your card: signature pad' });
        const box = (await pad.boundingBox())!;
        await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
        await page.mouse.down();
        for (const [x, y] of [
          [0.3, 0.3],
          [0.5, 0.7],
          [0.7, 0.3],
          [0.9, 0.6],
        ] as const)
          await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
        await page.mouse.up();
        await page.screenshot({ path: '/tmp/target-signature-pad.png' });
      } else {
        await card.getByLabel(`${archer.name}, sign your card: initials`).fill(archer.name.slice(0, 2));
      }
      await card.getByRole('button', { name: `Sign as ${archer.name}` }).click();
      // Marian scores, so her own card is signed as scorer by Robin, the next archer.
      await signAsScorer(card, at === 0 ? 'Robin' : 'Marian');
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('article', { name: 'Card B · Robin' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/target-sealed.png' });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });

    // Much's card changed after signing: the old value logged, the card no longer witnessed.
    const much = page.getByRole('article', { name: 'Card C · Much' });
    await much.getByText('Change an arrow after signing').click();
    // Each select's name takes its label and its chosen option ("End 1"), so they are found in order.
    const [endChoice, arrowChoice, valueChoice] = [0, 1, 2].map((at) =>
      much.locator('.target-change select').nth(at),
    );
    await endChoice!.selectOption('0');
    await arrowChoice!.selectOption('2');
    await valueChoice!.selectOption('8');
    await much.getByRole('button', { name: 'Change and log it' }).click();
    await much
      .getByRole('region', { name: 'Changed after signing' })
      .getByText(/^End 1, arrow 3: 7 changed to 8 by Marian at/)
      .waitFor();

    // Marian's own card straight into her history.
    const own = page.getByRole('article', { name: 'Card A · Marian' });
    await own.getByRole('button', { name: 'Add my card to my history' }).click();
    await own.getByText('Your card is in your history.').waitFor();

    // Each other archer takes their card from its link, on their own phone, offline.
    for (const [at, archer] of archers.entries()) {
      if (at === 0) continue;
      const card = page.getByRole('article', { name: `Card ${'ABCD'[at]} · ${archer.name}` });
      const link = await card.getByLabel(`${archer.name}'s card link`).inputValue();
      const seal = (await card.locator('.target-sealed strong').textContent())!;
      await card.getByRole('img', { name: `QR code of ${archer.name}'s card` }).waitFor();
      expect(link.startsWith(`${baseUrl}/card#`)).toBe(true);

      const phone = await openArcherDevice({ width: 390, height: 844 }, 'new-archer');
      try {
        const theirs = await phone.context.newPage();
        await serviceWorkerInControl(theirs, baseUrl);
        await phone.context.setOffline(true);
        await theirs.goto(link);
        await theirs.getByRole('heading', { name: archer.name }).waitFor();
        if (archer.name === 'Alan')
          await theirs.getByRole('img', { name: "Alan's signature, drawn" }).waitFor();
        await theirs.getByText(seal).first().waitFor();
        const changed = archer.name === 'Much';
        if (changed) {
          await theirs
            .getByText('Changed after signing: it is added as signed, but no longer witnessed.')
            .waitFor();
        }
        await theirs.getByRole('button', { name: 'Add to my history' }).click();
        await theirs.getByText('This card is in your history.').waitFor();
        await theirs.getByRole('link', { name: 'View the shoot' }).click();
        await theirs
          .getByText(String(changed ? archer.score + 1 : archer.score))
          .first()
          .waitFor();
        if (!changed) {
          await theirs
            .getByTestId('shoot-scorer')
            .filter({ hasText: `Marian, on a signed card (seal ${seal})` })
            .waitFor();
        }
        // The same card again adds nothing.
        await theirs.goto(link);
        await theirs.getByText('This card is in your history.').waitFor();
        expect(await theirs.getByRole('button', { name: 'Add to my history' }).count()).toBe(0);
      } finally {
        await phone.dispose();
      }
    }

    await page.getByRole('button', { name: 'Done with this target' }).click();
    await page.getByRole('button', { name: 'End the target' }).click();
    await page.getByRole('heading', { name: 'Score a target' }).waitFor();
    await page.close();
  }, 240_000);
});
