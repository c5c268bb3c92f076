import { useSyncExternalStore } from 'react';

/**
 * The install banner's state (docs/product.md sections 1, 4 and 7): the browser's deferred install prompt, kept when
 * it is offered and cleared once the app is installed; whether the app already runs installed; and the
 * stored flag that the archer dismissed the banner (local key 'install-prompt').
 */

export const INSTALL_DISMISSED_KEY = 'install-prompt';

export type InstallPlatform = 'ios' | 'android' | 'other';

/** Which instructions fit this device; iPadOS reports a Mac, but a Mac has no touch screen. */
export function installPlatform(userAgent: string, maxTouchPoints: number): InstallPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1))
    return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** Chromium's event (not in TypeScript's DOM types): the prompt it lets the page show later. */
interface DeferredInstallPrompt extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  installed: boolean;
  dismissed: boolean;
  /** The browser offered its own install prompt, kept for the Install button. */
  canPrompt: boolean;
}

let deferred: DeferredInstallPrompt | null = null;
let installedNow = false;
let state: InstallState = { installed: false, dismissed: false, canPrompt: false };
const listeners = new Set<() => void>();

function readDismissed(): boolean {
  try {
    return globalThis.localStorage?.getItem(INSTALL_DISMISSED_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

function runsInstalled(): boolean {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function refresh(): void {
  state = {
    installed: installedNow || runsInstalled(),
    dismissed: readDismissed(),
    canPrompt: deferred !== null,
  };
  for (const listener of listeners) listener();
}

let started = false;

/** Listens for the browser's prompt from the start, before any screen wants it. */
export function startInstallPrompt(): void {
  if (started) return;
  started = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep it for the banner's Install button rather than letting the browser show its own.
    event.preventDefault();
    deferred = event as DeferredInstallPrompt;
    refresh();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installedNow = true;
    refresh();
  });
  refresh();
}

/** Shows the browser's install prompt; the kept prompt can be used once, whatever the answer. */
export async function installApp(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const prompt = deferred;
  if (prompt === null) return 'unavailable';
  deferred = null;
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome === 'accepted') installedNow = true;
  refresh();
  return outcome;
}

export function dismissInstallBanner(): void {
  try {
    globalThis.localStorage?.setItem(INSTALL_DISMISSED_KEY, 'dismissed');
  } catch {
    // Storage blocked: the banner stays away for this visit.
  }
  state = { ...state, dismissed: true };
  for (const listener of listeners) listener();
}

export function useInstallState(): InstallState {
  startInstallPrompt();
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => state,
  );
}
