import { describe, expect, it } from 'vitest';
import {
  applyTheme,
  parseThemePreference,
  readThemePreference,
  storeThemePreference,
  THEME_STORAGE_KEY,
  type ThemeRoot,
  type ThemeStorage,
} from './theme.js';

function memoryStorage(
  initial: Record<string, string> = {},
): ThemeStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}

function fakeRoot(): ThemeRoot & { attributes: Map<string, string> } {
  const attributes = new Map<string, string>();
  return {
    attributes,
    setAttribute: (name, value) => void attributes.set(name, value),
  };
}

describe('theme preference', () => {
  it('reads device, light and dark, and anything else as device', () => {
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('device')).toBe('device');
    expect(parseThemePreference('blue')).toBe('device');
    expect(parseThemePreference(null)).toBe('device');
  });

  it('is stored under the spec key theme-preference', () => {
    const storage = memoryStorage();
    expect(storeThemePreference(storage, 'dark')).toBe(true);
    expect(storage.items).toEqual({ [THEME_STORAGE_KEY]: 'dark' });
    expect(THEME_STORAGE_KEY).toBe('theme-preference');
    expect(readThemePreference(storage)).toBe('dark');
  });

  it('falls back to device when storage refuses to be read or written', () => {
    const broken: ThemeStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readThemePreference(broken)).toBe('device');
    expect(readThemePreference(undefined)).toBe('device');
    expect(storeThemePreference(broken, 'light')).toBe(false);
  });

  it('sets data-theme to the chosen look whatever the device prefers', () => {
    const root = fakeRoot();
    applyTheme(root, 'dark', false);
    expect(root.attributes.get('data-theme')).toBe('dark');
    applyTheme(root, 'light', true);
    expect(root.attributes.get('data-theme')).toBe('light');
  });

  it('resolves device to the device look, so the attribute is always light or dark', () => {
    const root = fakeRoot();
    applyTheme(root, 'device', true);
    expect(root.attributes.get('data-theme')).toBe('dark');
    applyTheme(root, 'device', false);
    expect(root.attributes.get('data-theme')).toBe('light');
  });
});
