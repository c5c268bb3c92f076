import { afterAll, beforeAll } from 'vitest';
import { openArcherDevice, type ArcherDevice, type ServiceWorkers } from './browser.js';

/**
 * For an e2e describe block: one fresh device (its own Chromium profile), opened before the block's
 * tests and deleted after them. Hooks run in the order they are registered, so a block's own beforeAll
 * written after this call finds the device open.
 */
export function archerDevicePerFile(
  viewport?: { width: number; height: number },
  serviceWorkers: ServiceWorkers = 'allow',
): ArcherDevice {
  let opened: ArcherDevice | undefined;

  beforeAll(async () => {
    opened = await openArcherDevice(viewport, 'settled', serviceWorkers);
  });

  afterAll(async () => {
    await opened?.dispose();
    opened = undefined;
  });

  const current = () => {
    if (!opened) throw new Error('archerDevicePerFile(): use the device inside a hook or a test');
    return opened;
  };
  return {
    get context() {
      return current().context;
    },
    reopen: () => current().reopen(),
    dispose: () => current().dispose(),
  };
}
