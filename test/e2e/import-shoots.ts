import type { BrowserContext, Page } from 'playwright-core';
import { backupFile } from './fixtures/many-shoots.js';
import { newPageRecordingLongTasks } from './long-tasks.js';
import { openDataScreen } from './menu.js';

/**
 * Imports a backup the way an archer does, through the Data screen's file input, and waits (a minute at
 * most: thousands of shoots take a while) for the toast that says every shoot of it was added.
 */
export async function importThroughDataScreen<Backup extends { history: readonly unknown[] }>(
  page: Page,
  baseUrl: string,
  backup: Backup,
): Promise<void> {
  await openDataScreen(page, baseUrl);
  await page.getByRole('button', { name: 'Import a file' }).setInputFiles({
    name: 'many-shoots.json',
    mimeType: 'application/json',
    buffer: backupFile(backup),
  });
  await page
    .getByText(new RegExp(`^Combined successfully! Added ${backup.history.length} shooting records`))
    .waitFor({ timeout: 60_000 });
}

/**
 * A new page that records its long tasks from its first script on (see long-tasks.ts), with this backup
 * imported through the Data screen: the start of every "thousands of shoots, no long task" test.
 */
export async function newPageWithImportedShoots(
  context: BrowserContext,
  baseUrl: string,
  backup: { history: readonly unknown[] },
): Promise<Page> {
  const page = await newPageRecordingLongTasks(context);
  await importThroughDataScreen(page, baseUrl, backup);
  return page;
}
