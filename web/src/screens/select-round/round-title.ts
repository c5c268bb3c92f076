// Initialisms and Roman numerals stay upper case: "WA 70m", "Bristol III", "AGB 900 70", "WA 18m (VI)".
const UPPER_WORDS = new Set(['wa', 'agb', 'vi', 'i', 'ii', 'iii', 'iv', 'v']);

/**
 * A round's name as a title: the catalogue keeps names in lower case for look-ups ("wa 1440 (90m)",
 * "st. george"); archers read "WA 1440 (90m)", "St. George".
 */
export function roundTitle(name: string): string {
  return name.replace(/[a-z]+/gi, (word, offset: number) => {
    const lower = word.toLowerCase();
    if (UPPER_WORDS.has(lower)) return lower.toUpperCase();
    // Units after a number stay as written: 70m, 100yd.
    if (offset > 0 && /\d/.test(name[offset - 1] ?? '')) return word;
    return lower.charAt(0).toUpperCase() + lower.slice(1);
  });
}
