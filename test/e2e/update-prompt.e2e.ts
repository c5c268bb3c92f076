import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { chooseRound, keypad, runningTotal, saveTheShoot, tapArrows } from './scoring.js';
import { startServer, type RunningServer } from './server.js';
import { serviceWorkerInControl } from './service-worker.js';

/**
 * A new version of the app reaches a phone that has it open: the server starts serving a new build (its
 * own copy of dist/web, changed as a release would change it), the app finds it when it comes back to the
 * foreground, says nothing while a round is being scored, offers "A new version is ready" once the round
 * is saved, and Update reloads into the new build with the saved round intact.
 */

/** Turns the served copy into "build 2": a changed page, and a service worker that precaches it. */
function releaseNewBuild(webDist: string): void {
  const indexPath = join(webDist, 'index.html');
  const index = readFileSync(indexPath, 'utf8');
  writeFileSync(indexPath, index.replace('<head>', '<head><meta name="app-build" content="2">'));
  const swPath = join(webDist, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const released = sw.replace(/(\{url:"index\.html",revision:")[^"]+(")/, '$1build-2$2');
  if (released === sw) throw new Error('The service worker no longer lists index.html as this test expects');
  writeFileSync(swPath, released);
}

describe('a new version while the app is open', () => {
  let server: RunningServer;
  let webDist: string;
  const device = archerDevicePerFile();

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'archery-web-'));
    cpSync('dist/web', webDist, { recursive: true });
    server = await startServer({ WEB_DIST: webDist });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('is offered only between rounds, and Update reloads into it with the saved round intact', async () => {
    const page = await device.context.newPage();
    await serviceWorkerInControl(page, server.baseUrl);

    await chooseRound(page, server.baseUrl, 'Practice 20yd');
    await tapArrows(page, ['9', '7', '9']);

    releaseNewBuild(webDist);
    // The archer looks away and back: the app checks for a new version.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForFunction(
      async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      undefined,
      { timeout: 30_000 },
    );
    // Mid-round: not a word about it, however long the archer keeps scoring.
    await keypad(page).getByRole('button', { name: '5', exact: true }).click();
    await runningTotal(page).filter({ hasText: /^30$/ }).waitFor();
    expect(await page.getByText('A new version is ready').count()).toBe(0);

    // Until the archer says Update, the app opened afresh from the home screen is still the build in use
    // (the service worker's precache answers the page until the new one takes over).
    const another = await device.context.newPage();
    await another.goto(server.baseUrl + '/');
    await keypad(another).waitFor();
    expect(await another.locator('meta[name="app-build"]').count()).toBe(0);
    await another.close();

    await saveTheShoot(page, 'Practice 20yd');
    const prompt = page.getByRole('region', { name: 'Update' });
    await prompt.getByText('A new version is ready.').waitFor();
    expect(await page.locator('meta[name="app-build"]').count()).toBe(0);

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Update' }).click()]);
    await page.locator('meta[name="app-build"][content="2"]').waitFor({ state: 'attached' });
    await keypad(page).waitFor();
    expect(await page.getByText('A new version is ready').count()).toBe(0);
    // Opened from the home screen with no signal, it is the new build, whole.
    await device.context.setOffline(true);
    try {
      await page.goto(server.baseUrl + '/');
      await page.locator('meta[name="app-build"][content="2"]').waitFor({ state: 'attached' });
      await keypad(page).getByRole('button', { name: '9', exact: true }).waitFor();
    } finally {
      await device.context.setOffline(false);
    }
    await page.goto(server.baseUrl + '/history');
    const saved = page.getByTestId('history-row').filter({ hasText: 'Practice 20yd' });
    await saved.locator('.history-score', { hasText: /^30$/ }).waitFor();
  });
});
