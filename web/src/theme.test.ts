import { describe, expect, it } from 'vitest';
import { themeSetting } from './device-storage/registry.js';
import { writeSetting, type DeviceStorage } from './device-storage/setting.js';
import { applyTheme, readThemePreference, type ThemeRoot } from './theme.js';

type ThemeStorage = DeviceStorage;
const THEME_STORAGE_KEY = themeSetting.key;
const storeThemePreference = (storage: ThemeStorage | undefined, theme: 'device' | 'light' | 'dark') =>
  writeSetting(themeSetting, theme, storage);
const parseThemePreference = (stored: string | null) =>
  readThemePreference({ getItem: () => stored, setItem: () => undefined });

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

  it('is stored under the documented key theme-preference', () => {
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

  // The attribute is always light or dark: the choice wins over the device, and device takes the device's.
  it.each([
    { theme: 'dark', deviceIsDark: false, applied: 'dark' },
    { theme: 'light', deviceIsDark: true, applied: 'light' },
    { theme: 'device', deviceIsDark: true, applied: 'dark' },
    { theme: 'device', deviceIsDark: false, applied: 'light' },
  ] as const)(
    'sets data-theme $applied for $theme on a device that prefers dark: $deviceIsDark',
    ({ theme, deviceIsDark, applied }) => {
      const root = fakeRoot();
      applyTheme(root, theme, deviceIsDark);
      expect(root.attributes.get('data-theme')).toBe(applied);
    },
  );
});
