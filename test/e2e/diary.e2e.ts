import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { NoteRecord } from '../../shared/events/records.js';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { flingToTheBottom } from './fling.js';
import { manyShootsBackup } from './fixtures/many-shoots.js';
import { newPageWithImportedShoots } from './import-shoots.js';
import { openFromMenu } from './menu.js';
import { chooseRound, saveTheShoot, tapArrows } from './scoring.js';

/**
 * The diary in real Chromium: notes written on the score card while shooting, pending until the shoot
 * is saved, then found in the diary, highlighted, filtered, edited, searched and deleted (after a
 * confirmation); axe in the light and dark themes; and 5,000 shoots with a thousand notes opening with
 * no main-thread task over 50 ms.
 */

const openDiaryFromMenu = (page: Page) => openFromMenu(page, 'Diary', 'Diary');

const noteCalled = (page: Page, text: string): Locator =>
  page.getByTestId('diary-note').filter({ hasText: text });

describe('notes from the score card to the diary', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();
  let page: Page;

  beforeAll(async () => {
    page = await device.context.newPage();
  });

  it('keeps notes written while scoring as pending, then files them under the saved shoot', async () => {
    await chooseRound(page, baseUrl, 'Practice 20yd');

    await tapArrows(page, ['9', '9', '7', '7', '5', '9']);
    // < and > never reach a note (docs/product.md section 5): they are dropped as typed.
    await page.getByLabel('Note for end 1').fill('Anchor slipping <late> on the clicker');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Anchor slipping late on the clicker').waitFor();
    await tapArrows(page, ['9', '7', '7', '7', '5', '3']);
    await page.getByLabel('Note for end 2').fill('Bow arm steady after the rest');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Bow arm steady after the rest').waitFor();

    // Before saving, the diary shows them at the top, as pending.
    await openDiaryFromMenu(page);
    const pending = page.getByRole('region', { name: 'Pending notes' });
    await pending.getByText('Anchor slipping late on the clicker').waitFor();
    await expect(pending.getByTestId('diary-note').count()).resolves.toBe(2);

    await page.getByRole('link', { name: 'Score', exact: true }).first().click();
    await saveTheShoot(page, 'Practice 20yd');

    await openDiaryFromMenu(page);
    const entry = page.getByTestId('diary-entry').first();
    await entry.getByRole('heading', { name: /^Practice 20yd, / }).waitFor();
    await expect(entry.getByText('End 1').count()).resolves.toBe(1);
    await expect(entry.getByTestId('diary-note').allTextContents()).resolves.toEqual([
      expect.stringContaining('Anchor slipping late on the clicker'),
      expect.stringContaining('Bow arm steady after the rest'),
    ]);
    await expect(page.getByRole('region', { name: 'Pending notes' }).count()).resolves.toBe(0);
    await expect(page.locator('.diary-count').textContent()).resolves.toBe('1 shoot, 2 notes');
  });

  it('highlights a note and filters to highlighted notes', async () => {
    const anchor = noteCalled(page, 'Anchor slipping');
    const highlight = anchor.getByRole('button', { name: 'Highlight' });
    await highlight.click();
    await anchor.getByRole('button', { name: 'Highlight', pressed: true }).waitFor();
    await anchor.getByRole('img', { name: 'Highlighted' }).waitFor();

    await page.getByLabel('Highlighted notes only').check();
    await page.locator('.diary-count').filter({ hasText: '1 note of 2' }).waitFor();
    await expect(page.getByTestId('diary-note').allTextContents()).resolves.toEqual([
      expect.stringContaining('Anchor slipping late on the clicker'),
    ]);
    await page.getByLabel('Highlighted notes only').uncheck();
    await noteCalled(page, 'Bow arm steady').waitFor();
  });

  it('edits a note, dropping < and >, and finds it by searching', async () => {
    const anchor = noteCalled(page, 'Anchor slipping');
    await anchor.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Edit note').fill('Anchor fixed with a <new> tab');
    await expect(page.getByLabel('Edit note').inputValue()).resolves.toBe('Anchor fixed with a new tab');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await noteCalled(page, 'Anchor fixed with a new tab').waitFor();
    // Still highlighted: editing changes only the words.
    await noteCalled(page, 'Anchor fixed')
      .getByRole('button', { name: 'Highlight', pressed: true })
      .waitFor();

    await page.getByRole('searchbox', { name: 'Search notes' }).fill('NEW TAB');
    await page.locator('.diary-count').filter({ hasText: '1 note of 2' }).waitFor();
    await expect(page.getByTestId('diary-note').allTextContents()).resolves.toEqual([
      expect.stringContaining('Anchor fixed with a new tab'),
    ]);
    await page.getByRole('searchbox', { name: 'Search notes' }).fill('no such words');
    await page.getByText('No notes match.').waitFor();
    await page.getByRole('button', { name: 'Show every note' }).click();
    await page.locator('.diary-count').filter({ hasText: '1 shoot, 2 notes' }).waitFor();
  });

  it('passes axe in the light and dark themes, with the delete confirmation open too', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const theme of ['light', 'dark']) {
      await page.evaluate((chosen) => localStorage.setItem('theme-preference', chosen), theme);
      await page.goto(baseUrl + '/diary');
      await noteCalled(page, 'Bow arm steady').waitFor();
      await expect(page.evaluate(() => document.documentElement.dataset['theme'])).resolves.toBe(theme);
      await page.screenshot({ path: `/tmp/diary-phone-${theme}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await noteCalled(page, 'Bow arm steady').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete this note?' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await page.evaluate(() => localStorage.setItem('theme-preference', 'light'));
  });

  it('deletes a note only once the archer confirms, for good, and un-highlights one', async () => {
    await page.goto(baseUrl + '/diary');
    const bowArm = noteCalled(page, 'Bow arm steady');
    await bowArm.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this note?' });
    await dialog.getByText('Bow arm steady after the rest').waitFor();
    // Clicking the overlay is a no, like Cancel.
    await page.mouse.click(4, 4);
    await dialog.waitFor({ state: 'detached' });
    await bowArm.waitFor();

    await bowArm.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete note' }).click();
    await dialog.waitFor({ state: 'detached' });
    await bowArm.waitFor({ state: 'detached' });
    await page.locator('.diary-count').filter({ hasText: '1 shoot, 1 note' }).waitFor();

    await page.reload();
    await noteCalled(page, 'Anchor fixed').waitFor();
    await expect(noteCalled(page, 'Bow arm steady').count()).resolves.toBe(0);

    // Un-highlighting takes it out of the highlighted notes.
    await noteCalled(page, 'Anchor fixed').getByRole('button', { name: 'Highlight', pressed: true }).click();
    await noteCalled(page, 'Anchor fixed')
      .getByRole('button', { name: 'Highlight', pressed: false })
      .waitFor();
    await page.getByLabel('Highlighted notes only').check();
    await page.getByText('No notes match.').waitFor();
    await page.getByLabel('Highlighted notes only').uncheck();
    // The shoot's own page no longer lists it either.
    await page.getByRole('link', { name: /^Practice 20yd, / }).click();
    await page.getByText('Anchor fixed with a new tab').waitFor();
    await expect(page.getByText('Bow arm steady after the rest').count()).resolves.toBe(0);
  });
});

describe('the diary of 5,000 shoots', () => {
  const SHOOTS = 5000;
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();
  let page: Page;

  /** The fixture's history with a note on every fifth shoot, every tenth of them highlighted. */
  function backupWithNotes() {
    const backup = manyShootsBackup(SHOOTS);
    const notes: NoteRecord[] = backup.history
      .filter((shoot) => shoot.id % 5 === 0)
      .map((shoot, n) => ({
        id: `fixture-note-${shoot.id}`,
        text: n % 3 === 0 ? `Shoot ${shoot.id}: windy, aimed off into the wind` : `Shoot ${shoot.id}: calm`,
        timestamp: Date.parse(shoot.date) + 60_000,
        shootId: shoot.id,
        endNumber: 1 + (n % 6),
        highlighted: n % 10 === 0,
      }));
    return { ...backup, notes };
  }

  beforeAll(async () => {
    page = await newPageWithImportedShoots(device.context, baseUrl, backupWithNotes());
  }, 120_000);

  // How smooth opening and scrolling are is measured by the browser bench (test/bench/screens.ts).
  it('opens drawing only the entries on screen', async () => {
    await page.getByRole('heading', { name: 'Data', exact: true }).waitFor();
    await openDiaryFromMenu(page);
    await page.getByTestId('diary-entry').first().waitFor();
    await expect(page.locator('.diary-count').textContent()).resolves.toBe('5,000 shoots, 1,000 notes');
    const entriesInDom = await page.getByTestId('diary-entry').count();
    expect(entriesInDom).toBeLessThan(30);
    // Heights are worked out, not measured: nothing drawn may need more room than it was given.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('.diary-entry, .diary-entry-head, .diary-note')]
        .filter((box) => box.scrollHeight > box.clientHeight)
        .map((box) => box.textContent),
    );
    expect(overflowing).toEqual([]);
  });

  it('searches and filters a thousand notes', async () => {
    await page.getByRole('searchbox', { name: 'Search notes' }).fill('windy');
    await page.locator('.diary-count').filter({ hasText: '334 notes of 1,000' }).waitFor();
    await page.getByLabel('Highlighted notes only').check();
    await page.locator('.diary-count').filter({ hasText: '34 notes of 1,000' }).waitFor();
    // Newest first: the last shoot with a highlighted windy note.
    await page.getByTestId('diary-entry').first().getByText('Shoot 4955: windy').waitFor();
    await page.getByLabel('Highlighted notes only').uncheck();
    await page.getByRole('searchbox', { name: 'Search notes' }).fill('');
    await page.locator('.diary-count').filter({ hasText: '5,000 shoots, 1,000 notes' }).waitFor();
  });

  it('scrolls top to bottom drawing only what is on screen', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const scrolled = await flingToTheBottom(page, '[data-testid="diary-entry"]', 5000);
    expect(scrolled.lastShown).toBe(true);
    expect(scrolled.mostItems).toBeLessThan(40);
  });
});
