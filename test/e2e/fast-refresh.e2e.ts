import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openArcherDevice, type ArcherDevice } from './browser.js';

const repository = fileURLToPath(new URL('../../', import.meta.url));
/** What `npm run dev` serves the app from: the web app and the code it imports, with the app's Vite config. */
const COPIED = ['web', 'shared', 'worker', 'vite.config.ts', 'tsconfig.base.json', 'package.json'];
const EDITED = 'web/src/screens/score/ScoreScreen.tsx';
const HINT = 'Tap an arrow to correct it.';
const EDITED_HINT = 'Tap any arrow to correct it.';

/** A port nothing listens on now, for the dev server. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Resolves once the dev server answers its page. */
async function answering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The dev server exited (${child.exitCode})`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The dev server did not answer ${url} within a minute`);
}

/**
 * `npm run dev`'s hot reload is React's Fast Refresh (issue #42): a component edited while the app is
 * open is drawn again in place, keeping its state, with no reload. The dev server runs on a copy of the
 * app's code, so the test can edit a component without touching the checkout.
 */
describe('Fast Refresh in the dev server', () => {
  let copy: string;
  let server: ChildProcess;
  let device: ArcherDevice;
  let baseUrl: string;

  beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), 'archery-fast-refresh-'));
    for (const part of COPIED) cpSync(join(repository, part), join(copy, part), { recursive: true });
    symlinkSync(join(repository, 'node_modules'), join(copy, 'node_modules'), 'dir');
    // As `npm run dev` starts it (scripts/dev.mjs), in the copy; its dependency cache in the copy too.
    const port = await freePort();
    server = spawn(
      process.execPath,
      [join(repository, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort'],
      { cwd: copy, stdio: 'ignore', env: { ...process.env, VITE_CACHE_DIR: join(copy, '.vite') } },
    );
    baseUrl = `http://127.0.0.1:${port}`;
    await answering(baseUrl + '/', server);
    device = await openArcherDevice();
  }, 180_000);

  afterAll(async () => {
    await device?.dispose();
    server?.kill('SIGTERM');
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  const keypadKey = (page: Page, value: string) =>
    page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: value, exact: true });

  /** The score card with an arrow on it and the save dialog open: state that a reload would lose. */
  async function cardWithTheSaveDialogOpen(page: Page): Promise<void> {
    await page.goto(baseUrl + '/', { waitUntil: 'commit' });
    await keypadKey(page, '9').waitFor({ timeout: 120_000 });
    await keypadKey(page, '9').click();
    await page.getByText(HINT).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('dialog').waitFor({ timeout: 60_000 });
  }

  it('draws an edited component in place, keeping its state, without reloading the page', async () => {
    const page = await device.context.newPage();
    // Once through, so that every module the dev server prepares on first request (its dependency
    // optimiser may reload the page once) is ready before the page that is watched.
    await cardWithTheSaveDialogOpen(page);
    await page.reload();
    await cardWithTheSaveDialogOpen(page);

    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const source = readFileSync(join(copy, EDITED), 'utf8');
    expect(source).toContain(HINT);
    writeFileSync(join(copy, EDITED), source.replace(HINT, EDITED_HINT));

    await page.getByText(EDITED_HINT).waitFor({ timeout: 30_000 });
    // The save dialog is the score screen's own state: still open, so the component was not mounted anew.
    await expect(page.getByRole('dialog').isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).resolves.toBe(true);
    await page.close();
  }, 240_000);
});
