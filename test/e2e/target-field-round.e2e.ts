import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openArcherDevice, type ArcherDevice } from './browser.js';
import { serviceWorkerInControl } from './service-worker.js';
import { fillTargetArchers, keyPlaces, largestMove, signCard } from './target-steps.js';

/**
 * The browser test (issue #47; docs/scoring-a-target.md): two archers through a 12-target field
 * round on one 390x844 phone. Robin scores and shoots; at every target the keys stay where they were to
 * the pixel, both cards are signed and sealed, and Marian's card, opened from its link in another browser
 * offline, shows exactly the arrows written and is added witnessed by Robin.
 */

// The face's keys, best first: X (the inner 6), 6 to 1, M. Each end is chosen highest first, as the card
// writes it, so the card's ends read exactly as tapped.
const KEYS = ['X', '6', '5', '4', '3', '2', '1', 'M'] as const;
const POINTS: Record<string, number> = { X: 6, '6': 6, '5': 5, '4': 4, '3': 3, '2': 2, '1': 1, M: 0 };
const TARGETS = 12;

const robinEnd = (end: number) => [KEYS[1 + (end % 2)]!, KEYS[2 + (end % 3)]!, KEYS[4 + (end % 4)]!];
const marianEnd = (end: number) => [KEYS[end % 2]!, KEYS[1 + (end % 3)]!, KEYS[3 + (end % 5)]!];
const total = (endOf: (end: number) => string[]) =>
  Array.from({ length: TARGETS }, (_, end) => endOf(end)).reduce(
    (sum, arrows) => sum + arrows.reduce((endSum, arrow) => endSum + POINTS[arrow]!, 0),
    0,
  );

describe('two archers through a 12-target field round on one phone', () => {
  const baseUrl = inject('baseUrl');
  let scorer: ArcherDevice;

  beforeAll(async () => {
    scorer = await openArcherDevice({ width: 390, height: 844 }, 'settled');
  });
  afterAll(() => scorer.dispose());

  it('keeps the keys still, seals both cards, and Marian adds hers offline with exactly those arrows', async () => {
    const page = await scorer.context.newPage();
    await serviceWorkerInControl(page, baseUrl);
    await page.goto(`${baseUrl}/target`);
    await page.getByRole('heading', { name: 'Score a target' }).waitFor();
    await page.getByLabel('Round').selectOption('wa field 12 red marked');
    const archers = [
      { letter: 'A', name: 'Robin', bow: 'longbow', age: 'adult', gender: 'male' },
      { letter: 'B', name: 'Marian', bow: 'recurve', age: 'adult', gender: 'female' },
    ];
    await fillTargetArchers(page, archers);
    await page.getByRole('button', { name: 'Start scoring' }).click();

    const now = page.locator('.target-now');
    await now
      .filter({ hasText: 'Robin' })
      .filter({ hasText: `End 1 of ${TARGETS}` })
      .waitFor();
    const keysAtStart = await keyPlaces(page);
    expect(keysAtStart).toHaveLength(KEYS.length);
    const key = (value: string) => page.locator(`.score-keys button[data-value="${value}"]`);
    for (let end = 0; end < TARGETS; end += 1) {
      for (const value of robinEnd(end)) await key(value).click();
      await now
        .filter({ hasText: 'Marian' })
        .filter({ hasText: `End ${end + 1} of ${TARGETS}` })
        .waitFor();
      expect(largestMove(keysAtStart, await keyPlaces(page))).toBeLessThanOrEqual(1);
      for (const value of marianEnd(end)) await key(value).click();
      if (end + 1 < TARGETS) {
        await now
          .filter({ hasText: 'Robin' })
          .filter({ hasText: `End ${end + 2} of ${TARGETS}` })
          .waitFor();
        expect(largestMove(keysAtStart, await keyPlaces(page))).toBeLessThanOrEqual(1);
      }
    }

    await page.getByRole('heading', { name: /^Sign the cards/ }).waitFor();
    const seals = new Map<string, string>();
    for (const [at, archer] of archers.entries()) {
      const card = page.getByRole('article', { name: `Card ${archer.letter} · ${archer.name}` });
      const score = total(at === 0 ? robinEnd : marianEnd);
      await card
        .locator('.target-card-score strong')
        .filter({ hasText: String(score) })
        .waitFor();
      // Robin scores, so his own card is signed as scorer by Marian, the next archer.
      await signCard(card, archer.name, archer.name.slice(0, 1), at === 0 ? 'Marian' : 'Robin');
      seals.set(archer.name, (await card.locator('.target-sealed strong').textContent())!);
    }
    expect(seals.size).toBe(2);

    const marian = page.getByRole('article', { name: 'Card B · Marian' });
    const link = await marian.getByLabel("Marian's card link").inputValue();
    const phone = await openArcherDevice({ width: 390, height: 844 }, 'new-archer');
    try {
      const theirs = await phone.context.newPage();
      await serviceWorkerInControl(theirs, baseUrl);
      await phone.context.setOffline(true);
      await theirs.goto(link);
      await theirs.getByRole('heading', { name: 'Marian' }).waitFor();
      await theirs.getByText(seals.get('Marian')!).first().waitFor();
      const written = await theirs.locator('.card-sheet tbody tr .card-arrows').allTextContents();
      expect(written).toEqual(Array.from({ length: TARGETS }, (_, end) => marianEnd(end).join(' ')));
      await theirs.getByText('Unchanged since it was signed: it is added as witnessed by Robin.').waitFor();
      await theirs.getByRole('button', { name: 'Add to my history' }).click();
      await theirs.getByText('This card is in your history.').waitFor();
      await theirs.getByRole('link', { name: 'View the shoot' }).click();
      await theirs
        .getByTestId('shoot-scorer')
        .filter({ hasText: `Robin, on a signed card (seal ${seals.get('Marian')!})` })
        .waitFor();
      await theirs
        .getByText(String(total(marianEnd)))
        .first()
        .waitFor();
    } finally {
      await phone.dispose();
    }
    await page.close();
  }, 240_000);
});
