import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Steps every browser test of scoring a target takes (docs/scoring-a-target.md). */

export interface TargetArcherRow {
  name: string;
  bow: string;
  age: string;
  gender: string;
}

/** Fills the setup's archer rows in target order (A, B, ...); rows past B must have been added. */
export async function fillTargetArchers(page: Page, archers: readonly TargetArcherRow[]): Promise<void> {
  for (const [at, archer] of archers.entries()) {
    const group = page.getByRole('group', { name: new RegExp(`^Archer ${'ABCDEF'[at]}`) });
    await group.getByLabel('Name').fill(archer.name);
    await group.getByLabel('Bow').selectOption(archer.bow);
    await group.getByLabel('Age group').selectOption(archer.age);
    await group.getByLabel('Gender').selectOption(archer.gender);
  }
}

/** Where every key of the keypad is, to the pixel. */
export async function keyPlaces(page: Page): Promise<number[][]> {
  return page.locator('.score-keys button').evaluateAll((keys) =>
    keys.map((key) => {
      const box = key.getBoundingClientRect();
      return [box.left, box.top, box.width, box.height];
    }),
  );
}

/** How far, in px, any key moved between two readings of keyPlaces. */
export function largestMove(before: number[][], after: number[][]): number {
  expect(after).toHaveLength(before.length);
  return Math.max(...before.flatMap((key, i) => key.map((value, j) => Math.abs(value - after[i]![j]!))));
}

/** The scorer's signature on a card with initials, then waits for the card to be sealed. */
export async function signAsScorer(card: Locator, signer: string): Promise<void> {
  await card.getByLabel(`${signer}, sign as scorer: initials`).fill(signer.slice(0, 1));
  await card.getByRole('button', { name: `Sign as scorer (${signer})` }).click();
  await card.getByText(/^Sealed · seal/).waitFor();
}

/** A card signed with initials by its archer, then by whoever signs it as scorer: sealed. */
export async function signCard(
  card: Locator,
  archer: string,
  initials: string,
  signer: string,
): Promise<void> {
  await card.getByLabel(`${archer}, sign your card: initials`).fill(initials);
  await card.getByRole('button', { name: `Sign as ${archer}` }).click();
  await signAsScorer(card, signer);
}
