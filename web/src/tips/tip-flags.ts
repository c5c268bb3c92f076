/**
 * docs/product.md sections 3, 4 and 7: four tips (print, history, round selection, score card tutorial), each seen
 * or not, dismissible and resettable, kept on this device under the local key 'tips', and carried in a
 * backup's preferences so a restored device does not show again what the archer already dismissed.
 */
export const TIP_IDS = ['print', 'history', 'roundSelection', 'scoreCardTutorial'] as const;
export type TipId = (typeof TIP_IDS)[number];

/** Which tips the archer has dismissed. A missing entry means not seen. */
export type TipsSeen = Readonly<Record<TipId, boolean>>;

export const TIPS_STORAGE_KEY = 'tips';
/** Where the flags sit in a backup's preferences. */
export const TIPS_PREFERENCE_KEY = 'tips';

/** Each tip's flag worked out by `seen`. */
function tipsWhere(seen: (id: TipId) => boolean): TipsSeen {
  return Object.fromEntries(TIP_IDS.map((id) => [id, seen(id)])) as Record<TipId, boolean>;
}

export const NO_TIPS_SEEN: TipsSeen = tipsWhere(() => false);

/**
 * Reads flags from anything (local storage text parsed, or a backup file): only the four known tips and
 * only `true` counts as seen, so a damaged value shows a tip again rather than hiding it for good.
 */
export function parseTipsSeen(value: unknown): TipsSeen {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return NO_TIPS_SEEN;
  const record = value as Record<string, unknown>;
  return tipsWhere((id) => record[id] === true);
}

/** The smallest part of Storage the flags need, so tests can hand in a plain object. */
export type TipStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readTipsSeen(storage: TipStorage | undefined): TipsSeen {
  try {
    const text = storage?.getItem(TIPS_STORAGE_KEY);
    return text ? parseTipsSeen(JSON.parse(text)) : NO_TIPS_SEEN;
  } catch {
    // Blocked storage or damaged JSON: show the tips, which is harmless.
    return NO_TIPS_SEEN;
  }
}

/** Stores the flags; answers whether they were kept (a refused write still hides the tip for this visit). */
export function writeTipsSeen(storage: TipStorage | undefined, seen: TipsSeen): boolean {
  try {
    if (!storage) return false;
    storage.setItem(TIPS_STORAGE_KEY, JSON.stringify(seen));
    return true;
  } catch {
    return false;
  }
}

/** The part of a backup's preferences the tips own. */
export function tipPreferences(seen: TipsSeen): Record<string, unknown> {
  return { [TIPS_PREFERENCE_KEY]: { ...seen } };
}

/**
 * The flags after importing a backup's preferences: a tip seen on either side stays seen (an import only
 * adds, as it does for shoots). A file without tip flags changes nothing.
 */
export function withImportedTips(current: TipsSeen, preferences: Record<string, unknown> | null): TipsSeen {
  if (preferences === null || !(TIPS_PREFERENCE_KEY in preferences)) return current;
  const imported = parseTipsSeen(preferences[TIPS_PREFERENCE_KEY]);
  return tipsWhere((id) => current[id] || imported[id]);
}
