/**
 * docs/product.md sections 3, 4 and 7: four tips (print, history, round selection, score card tutorial), each seen
 * or not, dismissible and resettable, kept on this device as `tipsSetting` (device-storage/registry.ts),
 * and carried in a backup's preferences so a restored device does not show again what the archer already
 * dismissed.
 */
export const TIP_IDS = ['print', 'history', 'roundSelection', 'scoreCardTutorial'] as const;
export type TipId = (typeof TIP_IDS)[number];

/** Which tips the archer has dismissed. A missing entry means not seen. */
export type TipsSeen = Readonly<Record<TipId, boolean>>;

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

/**
 * The flags after importing a backup's: a tip seen on either side stays seen (an import only adds, as it
 * does for shoots).
 */
export function withImportedTips(current: TipsSeen, imported: unknown): TipsSeen {
  const theirs = parseTipsSeen(imported);
  return tipsWhere((id) => current[id] || theirs[id]);
}
