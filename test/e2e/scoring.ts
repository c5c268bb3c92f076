import type { Locator, Page } from 'playwright-core';

/** The score card's steps as an archer takes them, for the browser tests. */

export const keypad = (page: Page) => page.getByRole('group', { name: 'Keypad' });
export const runningTotal = (page: Page) => page.getByLabel('Running total');

/** One key of the keypad, by the value it shows. */
export const key = (page: Page, value: string) =>
  keypad(page).getByRole('button', { name: value, exact: true });

/** The arrows of an end as the score card lists them. */
export const arrowsListedInEnd = (page: Page, end: number) =>
  page
    .getByRole('list', { name: `End ${end} arrows` })
    .getByRole('listitem')
    .allTextContents();

/** Taps one key of the keypad for each arrow, in order. */
export async function tapArrows(page: Page, arrows: ReadonlyArray<string | number>): Promise<void> {
  for (const arrow of arrows) await key(page, String(arrow)).click();
}

/** Picks a round by searching for it on the round list, and waits for the score card to show it. */
export async function chooseRound(page: Page, baseUrl: string, round: string): Promise<void> {
  await page.goto(baseUrl + '/select-round');
  await page.getByRole('searchbox', { name: 'Search rounds' }).fill(round.toLowerCase());
  await page.getByRole('button', { name: round, exact: true }).click();
  await page.getByRole('heading', { name: round, level: 1 }).waitFor();
}

/**
 * Saves the shoot on the score card, confirming the save dialog as it opens, and waits for its result.
 * `eventStatus` (a code such as 'practice') is chosen in the dialog first; without it the dialog's own
 * default stands (the archer's last choice for the round).
 */
export async function saveTheShoot(page: Page, round: string, eventStatus?: string): Promise<void> {
  const dialog = await openTheSaveDialog(page);
  if (eventStatus !== undefined) await dialog.getByLabel('Event status').selectOption(eventStatus);
  await dialog.getByRole('button', { name: 'Save shoot' }).click();
  await page.getByRole('heading', { name: `Saved: ${round}` }).waitFor();
}

/** Taps Save on the score card and answers the save dialog, once it is open. */
export async function openTheSaveDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save shoot' });
  await dialog.waitFor();
  return dialog;
}

/** Picks a round, scores these arrows on it and saves the shoot: a whole short session at the range. */
export async function scoreAndSave(
  page: Page,
  baseUrl: string,
  round: string,
  arrows: ReadonlyArray<string | number>,
  eventStatus?: string,
): Promise<void> {
  await chooseRound(page, baseUrl, round);
  await tapArrows(page, arrows);
  await saveTheShoot(page, round, eventStatus);
}

/** Discards the shoot on the score card, confirming it, and waits for the empty card. */
export async function discardTheShoot(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Discard' }).click();
  await page
    .getByRole('dialog', { name: 'Discard this shoot?' })
    .getByRole('button', { name: 'Discard shoot' })
    .click();
  await runningTotal(page).filter({ hasText: /^0$/ }).waitFor();
}

/** Discards the shoot on the score card (already open) if there is anything to discard: a clean card to start from. */
export async function discardAnyShoot(page: Page): Promise<void> {
  if (await page.getByRole('button', { name: 'Discard' }).isEnabled()) await discardTheShoot(page);
}
