import { BOW_TYPES, parseAgeGroup, parseGender } from '../classifications/category.js';

/**
 * A profile brought in from a file or a backup (often the old app's, ten years of it) spells its
 * category its own way: "senior", "Women", "Recurve". Read as the app's own values, so Profile shows
 * the choice the archer made rather than the raw word as an extra option beside it. A bow type is
 * mapped only when it is one of the app's in another case: "traditional" is a bow of its own (it is
 * classified on barebow's numbers, shared/classifications/category.ts), not a misspelling.
 */
export function appCategoryValues<T extends { ageGroup?: string; gender?: string; bowType?: string }>(
  fields: T,
): T {
  const mapped = { ...fields };
  if (mapped.ageGroup !== undefined) mapped.ageGroup = parseAgeGroup(mapped.ageGroup) ?? mapped.ageGroup;
  if (mapped.gender !== undefined) mapped.gender = parseGender(mapped.gender) ?? mapped.gender;
  if (mapped.bowType !== undefined) {
    const lower = mapped.bowType.trim().toLowerCase();
    if ((BOW_TYPES as readonly string[]).includes(lower)) mapped.bowType = lower;
  }
  return mapped;
}
