import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling out on this closed network.
const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One headless Debian Chromium for several fresh contexts (each its own phone, with its own storage). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: flags });
}

export interface ArcherDevice {
  /** The open browser: pages, offline switch, service workers. */
  context: BrowserContext;
  /** Closes the browser and opens it again on the same profile, as an archer reopening the app would. */
  reopen(): Promise<BrowserContext>;
  /** Closes the browser and deletes its profile. */
  dispose(): Promise<void>;
}

/**
 * The one way browser tests get past the first-open setup sheet (web/src/first-open/): the device says
 * the setup is settled before any page script runs, as a phone that has set up would. Only the test of
 * the sheet itself opens a device as a `new-archer`.
 */
type FirstOpen = 'settled' | 'new-archer';

/**
 * 'block' for a test that fails network requests on purpose (context.route): once the app's service
 * worker has precached the code it answers from its cache, and Playwright's routes never see the request.
 */
export type ServiceWorkers = 'allow' | 'block';

export async function settleFirstOpen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      localStorage.setItem('first-open-setup', 'settled');
    } catch {
      // A page without storage (about:blank) has no app to set up.
    }
  });
}

/**
 * Debian's Chromium on a fresh profile of its own, so IndexedDB and service workers start empty. It is a
 * persistent profile so that closing and reopening keeps what a real phone would keep. Never downloads a browser.
 */
export async function openArcherDevice(
  viewport = { width: 390, height: 844 },
  firstOpen: FirstOpen = 'settled',
  serviceWorkers: ServiceWorkers = 'allow',
): Promise<ArcherDevice> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'archery-chromium-'));
  const launch = async () => {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath,
      headless: true,
      args: flags,
      viewport,
      serviceWorkers,
    });
    if (firstOpen === 'settled') await settleFirstOpen(context);
    return context;
  };
  const device: ArcherDevice = {
    context: await launch(),
    async reopen() {
      await device.context.close();
      device.context = await launch();
      return device.context;
    },
    async dispose() {
      await device.context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
  return device;
}
