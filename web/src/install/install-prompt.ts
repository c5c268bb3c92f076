import { installDismissedSetting } from '../device-storage/registry.js';
import { readSetting, writeSetting } from '../device-storage/setting.js';
import { createStore } from '../device-storage/store.js';
import { useStore } from '../device-storage/use-store.js';

/**
 * The install banner's state (docs/product.md sections 1, 4 and 7): the browser's deferred install prompt, kept when
 * it is offered and cleared once the app is installed; whether the app already runs installed; and the
 * stored flag that the archer dismissed the banner (`installDismissedSetting` in device-storage/registry.ts).
 */

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
const state = createStore<InstallState>({ installed: false, dismissed: false, canPrompt: false });

function runsInstalled(): boolean {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function refresh(): void {
  state.set({
    installed: installedNow || runsInstalled(),
    dismissed: readSetting(installDismissedSetting),
    canPrompt: deferred !== null,
  });
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
  // Storage blocked: the banner still stays away for this visit.
  writeSetting(installDismissedSetting, true);
  state.set({ ...state.get(), dismissed: true });
}

export function useInstallState(): InstallState {
  startInstallPrompt();
  return useStore(state);
}
