import { themeSetting } from './device-storage/registry.js';
import { deviceStorage, readSetting, writeSetting, type DeviceStorage } from './device-storage/setting.js';
import type { ThemePreference } from './device-storage/shapes.js';

/**
 * docs/product.md sections 3 and 4: the theme is device, light or dark, kept on this device under the local key
 * 'theme-preference'. The choice is resolved here to `data-theme="light"` or `"dark"` on <html>, always
 * one of the two, so styles.css writes the dark palette once (under `[data-theme='dark']`) rather than a
 * second time inside a `prefers-color-scheme` query. Device follows the operating system through a
 * matchMedia listener. web/public/theme-boot.js applies the same rule before the first paint.
 */
export type { ThemePreference };

/**
 * The stored preference (device-storage/registry.ts, `themeSetting`); anything unknown, damaged or
 * unreadable means device: it never forces colours on the archer.
 */
export function readThemePreference(storage: DeviceStorage | undefined = deviceStorage()): ThemePreference {
  return readSetting(themeSetting, storage);
}

/** The look the page actually has: the archer's choice, or the device's for device. */
export type AppliedTheme = 'light' | 'dark';

export function resolveTheme(theme: ThemePreference, deviceIsDark: boolean): AppliedTheme {
  switch (theme) {
    case 'device':
      return deviceIsDark ? 'dark' : 'light';
    case 'light':
    case 'dark':
      return theme;
  }
}

/** The part of <html> the theme touches. */
export type ThemeRoot = Pick<Element, 'setAttribute'>;

export function applyTheme(root: ThemeRoot, theme: ThemePreference, deviceIsDark: boolean): void {
  root.setAttribute('data-theme', resolveTheme(theme, deviceIsDark));
}

/** The device's light/dark setting; undefined where the browser cannot tell (then light). */
function deviceScheme(): MediaQueryList | undefined {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)');
}

/** The choice in force this visit, so a device switch knows whether it applies. */
let chosenTheme: ThemePreference = 'device';

function applyChosenTheme(): void {
  applyTheme(document.documentElement, chosenTheme, deviceScheme()?.matches ?? false);
}

/**
 * Applies the stored theme and follows the device from then on whenever the choice is device; main.tsx
 * calls it once at start (theme-boot.js has already set the attribute for the first paint).
 */
export function applyStoredTheme(): ThemePreference {
  chosenTheme = readThemePreference();
  applyChosenTheme();
  deviceScheme()?.addEventListener('change', () => {
    if (chosenTheme === 'device') applyChosenTheme();
  });
  return chosenTheme;
}

/** Applies a newly chosen theme at once and remembers it; answers whether it was kept for the next visit. */
export function chooseTheme(theme: ThemePreference, storage = deviceStorage()): boolean {
  chosenTheme = theme;
  applyChosenTheme();
  return writeSetting(themeSetting, theme, storage);
}
