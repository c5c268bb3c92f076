/**
 * docs/product.md sections 3 and 4: the theme is device, light or dark, kept on this device under the local key
 * 'theme-preference'. The choice is resolved here to `data-theme="light"` or `"dark"` on <html>, always
 * one of the two, so styles.css writes the dark palette once (under `[data-theme='dark']`) rather than a
 * second time inside a `prefers-color-scheme` query. Device follows the operating system through a
 * matchMedia listener. web/public/theme-boot.js applies the same rule before the first paint.
 */
export const THEME_PREFERENCES = ['device', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

export const THEME_STORAGE_KEY = 'theme-preference';

/** Anything unknown (a damaged or missing value) means device: it never forces colours on the archer. */
export function parseThemePreference(stored: string | null | undefined): ThemePreference {
  return (THEME_PREFERENCES as readonly string[]).includes(stored ?? '')
    ? (stored as ThemePreference)
    : 'device';
}

/** The smallest part of Storage the theme needs, so tests can hand in a plain object. */
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored preference; storage that throws (blocked cookies, private mode) reads as device. */
export function readThemePreference(storage: ThemeStorage | undefined): ThemePreference {
  try {
    return parseThemePreference(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'device';
  }
}

/** Stores the preference; answers whether it was kept (it still applies for this visit either way). */
export function storeThemePreference(storage: ThemeStorage | undefined, theme: ThemePreference): boolean {
  try {
    if (!storage) return false;
    storage.setItem(THEME_STORAGE_KEY, theme);
    return true;
  } catch {
    return false;
  }
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

/** The browser's localStorage, or undefined where reading it throws. */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
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
  chosenTheme = readThemePreference(browserStorage());
  applyChosenTheme();
  deviceScheme()?.addEventListener('change', () => {
    if (chosenTheme === 'device') applyChosenTheme();
  });
  return chosenTheme;
}

/** Applies a newly chosen theme at once and remembers it for the next visit. */
export function chooseTheme(theme: ThemePreference): boolean {
  chosenTheme = theme;
  applyChosenTheme();
  return storeThemePreference(browserStorage(), theme);
}
