/**
 * Classification schemes and the one dated list that decides which applies to a shoot: AGB 2023 until
 * the 2026.1 tables took effect on 2026-06-01 (for field: the 2025 field scheme until then).
 */

export type AgbScheme = 'AGB 2023' | 'AGB 2026.1';
/** Field: the scheme of January 2025 until the 2026.1 tables, which cover target and field alike. */
export type FieldScheme = 'AGB field 2025' | 'AGB 2026.1';
export type SchemeName = AgbScheme | 'AGB field 2025' | 'Frostbite';

/** The first day of AGB's nine-class field scheme; earlier field shoots used old tables the app does not hold. */
export const FIELD_SCHEME_START = '2025-01-01';

/** Newest last; a shoot uses the last scheme whose start date is on or before its date. */
const AGB_SCHEMES: ReadonlyArray<{ scheme: AgbScheme; from: string }> = [
  { scheme: 'AGB 2023', from: '2023-01-01' },
  { scheme: 'AGB 2026.1', from: '2026-06-01' },
];

export const CURRENT_SCHEME: AgbScheme = 'AGB 2026.1';

/**
 * Calendar day (YYYY-MM-DD) of a shoot date. ISO strings keep their written date; Date objects and
 * other strings are read in UTC so the answer never depends on the device's time zone.
 */
function calendarDay(date: Date | string): string {
  if (typeof date === 'string') {
    if (/^\d{4}-\d{2}-\d{2}/.test(date)) return date.slice(0, 10);
    const parsed = new Date(date);
    if (Number.isNaN(parsed.getTime())) throw new Error(`Invalid shoot date: ${date}`);
    return parsed.toISOString().slice(0, 10);
  }
  return date.toISOString().slice(0, 10);
}

/** The AGB scheme for a shoot on this date (dates before the first entry use the oldest scheme). */
export function schemeForDate(date: Date | string): AgbScheme {
  const day = calendarDay(date);
  let chosen = AGB_SCHEMES[0]?.scheme ?? CURRENT_SCHEME;
  for (const entry of AGB_SCHEMES) if (entry.from <= day) chosen = entry.scheme;
  return chosen;
}

/** The field scheme for a shoot on this date, or null before the 2025 field scheme began. */
export function fieldSchemeForDate(date: Date | string): FieldScheme | null {
  if (calendarDay(date) < FIELD_SCHEME_START) return null;
  return schemeForDate(date) === 'AGB 2026.1' ? 'AGB 2026.1' : 'AGB field 2025';
}

const SCHEME_WORDS: Record<string, string> = {
  'AGB 2023': '2023 tables',
  'AGB 2026.1': '2026.1 tables',
  'AGB field 2025': '2025 field tables',
};

/** How a result names the tables it was judged by: "2026.1 tables" (shown as "B2 · 2026.1 tables"). */
export function schemeWords(scheme: string): string {
  return SCHEME_WORDS[scheme] ?? scheme;
}
