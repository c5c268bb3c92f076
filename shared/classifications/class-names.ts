/**
 * Archery GB's names for its classes, from the short codes the app stores (A3 … EMB): one home for the
 * profile form's choices and the records officer's files (records-formats/goldenRecords.ts).
 */
const CLASS_NAMES: Readonly<Record<string, string>> = {
  A3: 'Archer 3rd Class',
  A2: 'Archer 2nd Class',
  A1: 'Archer 1st Class',
  B3: 'Bowman 3rd Class',
  B2: 'Bowman 2nd Class',
  B1: 'Bowman 1st Class',
  MB: 'Master Bowman',
  GMB: 'Grand Master Bowman',
  EMB: 'Elite Master Bowman',
};

/** The class's full name, or null for a code that is not one of Archery GB's classes. */
export function agbClassName(code: string): string | null {
  return CLASS_NAMES[code] ?? null;
}
