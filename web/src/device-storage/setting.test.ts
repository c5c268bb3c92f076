import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonCodec,
  readSetting,
  removeSetting,
  textCodec,
  writeSetting,
  type DeviceStorage,
  type Setting,
} from './setting.js';
import {
  atTheLineSetting,
  backupSettingsSetting,
  DEVICE_SETTINGS,
  maxDistanceSetting,
  signInSetting,
  themeSetting,
  TRAVELLING_SETTINGS,
} from './registry.js';

function memoryStorage(
  initial: Record<string, string> = {},
): DeviceStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => void (items[key] = value),
    removeItem: (key) => void delete items[key],
  };
}

const throwing: DeviceStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

/** A setting at version 2 whose version 1 (bare text, as every key is today) was a number of metres. */
const distance: Setting<{ metres: number }> = {
  key: 'distance',
  holds: 'a test value',
  version: 2,
  codec: jsonCodec((value) =>
    typeof value === 'object' && value !== null && typeof (value as { metres?: unknown }).metres === 'number'
      ? { metres: (value as { metres: number }).metres }
      : undefined,
  ),
  fallback: () => ({ metres: 18 }),
  older: { 1: (text) => (/^\d+$/.test(text) ? { metres: Number(text) } : undefined) },
};

afterEach(() => vi.restoreAllMocks());

describe('a device setting', () => {
  it('reads its default when nothing, bad JSON or an unknown shape is stored', () => {
    expect(readSetting(themeSetting, memoryStorage())).toBe('device');
    expect(readSetting(themeSetting, memoryStorage({ 'theme-preference': 'blue' }))).toBe('device');
    expect(readSetting(signInSetting, memoryStorage({ 'signed-in-account': '{not json' }))).toEqual({
      state: 'signed-out',
    });
    expect(readSetting(distance, memoryStorage({ distance: '{"version":2,"value":"[1]"}' }))).toEqual({
      metres: 18,
    });
  });

  it('reads the unversioned values already on phones exactly as before, and writes them the same way', () => {
    const storage = memoryStorage({
      'theme-preference': 'dark',
      'signed-in-account': JSON.stringify({ state: 'ended', email: 'a@example.org' }),
      'cloud-backup': JSON.stringify({ enabled: true, recoveryCode: 'ABCD-EFGH-JKMN-PQRS-TUVW' }),
      'round-search-max-distance': 'any',
    });
    expect(readSetting(themeSetting, storage)).toBe('dark');
    expect(readSetting(signInSetting, storage)).toEqual({ state: 'ended', email: 'a@example.org' });
    expect(readSetting(backupSettingsSetting, storage)).toEqual({
      enabled: true,
      recoveryCode: 'ABCD-EFGH-JKMN-PQRS-TUVW',
    });
    expect(readSetting(maxDistanceSetting, storage)).toEqual({ yards: null });
    writeSetting(themeSetting, 'light', storage);
    // Bare text still: web/public/theme-boot.js reads it before any module.
    expect(storage.items['theme-preference']).toBe('light');
    // So are the choices at the line (bare JSON): theme-boot.js reads their contrast the same way.
    writeSetting(atTheLineSetting, { ...atTheLineSetting.fallback(), contrast: 'more' }, storage);
    expect(JSON.parse(storage.items['at-the-line']!)).toMatchObject({ contrast: 'more' });
  });

  it('upgrades an older version when read, and keeps a bumped version in its envelope', () => {
    const storage = memoryStorage({ distance: '70' });
    expect(readSetting(distance, storage)).toEqual({ metres: 70 });
    expect(writeSetting(distance, { metres: 50 }, storage)).toBe(true);
    expect(JSON.parse(storage.items.distance!)).toEqual({ version: 2, value: '{"metres":50}' });
    expect(readSetting(distance, storage)).toEqual({ metres: 50 });
    // A newer app's value (the archer went back a version) is unknown: the default, never a throw.
    storage.items.distance = JSON.stringify({ version: 3, value: 'anything' });
    expect(readSetting(distance, storage)).toEqual({ metres: 18 });
    // An older version with no upgrade is the default too.
    expect(readSetting({ ...distance, older: {} }, memoryStorage({ distance: '70' }))).toEqual({
      metres: 18,
    });
  });

  it('never throws when storage is blocked or full: reads give the default, writes answer false', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readSetting(themeSetting, throwing)).toBe('device');
    expect(readSetting(themeSetting, undefined)).toBe('device');
    expect(writeSetting(themeSetting, 'dark', throwing)).toBe(false);
    expect(writeSetting(themeSetting, 'dark', undefined)).toBe(false);
    expect(() => removeSetting(themeSetting, throwing)).not.toThrow();
  });

  it('removes the key for a value kept as no key, and on remove', () => {
    const storage = memoryStorage({ 'signed-in-account': '{}', 'theme-preference': 'dark' });
    writeSetting(signInSetting, { state: 'signed-out' }, storage);
    removeSetting(themeSetting, storage);
    expect(storage.items).toEqual({});
  });

  it('text codecs refuse what they do not know', () => {
    const codec = textCodec((text) => (text === 'yes' ? text : undefined));
    expect(codec.decode('no')).toBeUndefined();
    expect(codec.encode('yes')).toBe('yes');
  });
});

describe('the registry', () => {
  it('names each key once, says what it holds, and has a version', () => {
    const keys = DEVICE_SETTINGS.map((setting) => setting.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const setting of DEVICE_SETTINGS) {
      expect(setting.holds.length).toBeGreaterThan(10);
      expect(setting.version).toBeGreaterThanOrEqual(1);
    }
  });

  it("carries the tip flags and the archer's choices at the line, and only what is marked, in a backup", () => {
    expect(TRAVELLING_SETTINGS.map((setting) => setting.travels.as)).toEqual(['tips', 'atTheLine']);
  });
});
