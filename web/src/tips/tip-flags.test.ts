import { describe, expect, it } from 'vitest';
import { tipsSetting } from '../device-storage/registry.js';
import { readSetting, writeSetting, type DeviceStorage } from '../device-storage/setting.js';
import { NO_TIPS_SEEN, parseTipsSeen, withImportedTips } from './tip-flags.js';

const TIPS_STORAGE_KEY = tipsSetting.key;
const readTipsSeen = (storage: DeviceStorage | undefined) => readSetting(tipsSetting, storage);
const writeTipsSeen = (storage: DeviceStorage | undefined, seen: typeof NO_TIPS_SEEN) =>
  writeSetting(tipsSetting, seen, storage);
const tipPreferences = (seen: typeof NO_TIPS_SEEN) => ({ [tipsSetting.travels.as]: seen });

function memoryStorage(
  initial: Record<string, string> = {},
): DeviceStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const throwingStorage: DeviceStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('tip flags', () => {
  it('reads only the four known tips, and only true as seen', () => {
    expect(
      parseTipsSeen({ print: true, history: 'yes', roundSelection: 1, scoreCardTutorial: true, other: true }),
    ).toEqual({ print: true, history: false, roundSelection: false, scoreCardTutorial: true });
    for (const damaged of [null, undefined, 'tips', 42, [true, true], true]) {
      expect(parseTipsSeen(damaged)).toEqual(NO_TIPS_SEEN);
    }
  });

  it('keeps the flags across a read and write, and shows every tip when storage is damaged or blocked', () => {
    const storage = memoryStorage();
    expect(readTipsSeen(storage)).toEqual(NO_TIPS_SEEN);
    const seen = { ...NO_TIPS_SEEN, history: true };
    expect(writeTipsSeen(storage, seen)).toBe(true);
    expect(JSON.parse(storage.data[TIPS_STORAGE_KEY]!)).toEqual(seen);
    expect(readTipsSeen(storage)).toEqual(seen);

    expect(readTipsSeen(memoryStorage({ [TIPS_STORAGE_KEY]: '{not json' }))).toEqual(NO_TIPS_SEEN);
    expect(readTipsSeen(throwingStorage)).toEqual(NO_TIPS_SEEN);
    expect(readTipsSeen(undefined)).toEqual(NO_TIPS_SEEN);
    expect(writeTipsSeen(throwingStorage, seen)).toBe(false);
    expect(writeTipsSeen(undefined, seen)).toBe(false);
  });

  it('puts the flags under preferences.tips for a backup, and takes them back from one', () => {
    const seen = { print: true, history: false, roundSelection: true, scoreCardTutorial: false };
    const preferences = tipPreferences(seen);
    expect(preferences).toEqual({ tips: seen });
    // Through JSON, as the file goes.
    const restored = withImportedTips(
      NO_TIPS_SEEN,
      (JSON.parse(JSON.stringify(preferences)) as Record<string, unknown>).tips,
    );
    expect(restored).toEqual(seen);
  });

  it('only adds seen flags on import: a tip dismissed on either side stays dismissed', () => {
    const here = { ...NO_TIPS_SEEN, scoreCardTutorial: true };
    const file = { tips: { print: true, history: false, roundSelection: false, scoreCardTutorial: false } };
    expect(withImportedTips(here, file.tips)).toEqual({
      ...NO_TIPS_SEEN,
      scoreCardTutorial: true,
      print: true,
    });
  });

  it('adds nothing from damaged flags in a file: they read as "not seen"', () => {
    const here = { ...NO_TIPS_SEEN, history: true };
    expect(withImportedTips(here, 'all')).toEqual(here);
    expect(withImportedTips(here, null)).toEqual(here);
  });
});
