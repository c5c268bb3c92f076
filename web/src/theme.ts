/**
 * Spec sections 3 and 4: the theme is device, light or dark, kept on this device under the local key
 * 'theme-preference'. Device follows the operating system, so it removes the attribute and leaves the
 * choice to the `prefers-color-scheme` rules in styles.css.
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

/** The part of <html> the theme touches. */
export type ThemeRoot = Pick<Element, 'setAttribute' | 'removeAttribute'>;

export function applyTheme(root: ThemeRoot, theme: ThemePreference): void {
  switch (theme) {
    case 'device':
      root.removeAttribute('data-theme');
      return;
    case 'light':
    case 'dark':
      root.setAttribute('data-theme', theme);
      return;
  }
}

/** The browser's localStorage, or undefined where reading it throws. */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Applies the stored theme; main.tsx calls it before React renders, so the first paint has the right colours. */
export function applyStoredTheme(): ThemePreference {
  const theme = readThemePreference(browserStorage());
  applyTheme(document.documentElement, theme);
  return theme;
}

/** Applies a newly chosen theme at once and remembers it for the next visit. */
export function chooseTheme(theme: ThemePreference): boolean {
  applyTheme(document.documentElement, theme);
  return storeThemePreference(browserStorage(), theme);
}
