import type { Page } from 'playwright-core';

/** On a phone the leaderboard is a list of cards, one per archer (a table from tablet width up). */
export const leaderboard = (page: Page) => page.getByRole('list', { name: 'Leaderboard' });

/** The leaderboard card of an archer (their name is the link to their scorecard). */
export const rowOf = (page: Page, archer: string) =>
  leaderboard(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: new RegExp(archer) }) });

/** Waits (bounded) until the archer's card shows this total. */
export async function totalShown(page: Page, archer: string, total: number, timeout = 20_000): Promise<void> {
  try {
    await rowOf(page, archer)
      .locator('.leaderboard-total', { hasText: new RegExp(`^${total}$`) })
      .waitFor({ timeout });
  } catch (error) {
    const shown = await leaderboard(page)
      .innerText()
      .catch(() => 'no leaderboard');
    throw new Error(`${archer} never showed ${total}; the leaderboard shows:\n${shown}`, { cause: error });
  }
}
