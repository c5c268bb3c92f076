import type { Page } from 'playwright-core';

/**
 * Keeps Chromium's own `beforeinstallprompt` from reaching the app. Chromium offers it about 365 ms after
 * each load, and a real prompt() waits on a dialog no test can answer; a prompt a test dispatches itself
 * (untrusted) still gets through. Without one, the page is as in a browser that offers no prompt (Safari,
 * Firefox).
 */
export async function keepBrowserInstallPromptAway(page: Page): Promise<void> {
  await page.addInitScript(() =>
    window.addEventListener(
      'beforeinstallprompt',
      (event) => {
        if (event.isTrusted) event.stopImmediatePropagation();
      },
      { capture: true },
    ),
  );
}
