/**
 * Frostbite badges (docs/product.md section 9): a single 36-arrow round at 30 m with its own award ladder,
 * independent of bow type, gender and age. Badges are named after their score, e.g. "Frostbite 250".
 */

const FROSTBITE_BADGE_SCORES = [100, 150, 200, 225, 250, 275, 300, 315, 330, 340, 350, 355] as const;

interface FrostbiteBadge {
  name: string;
  score: number;
}

/** Badges best first, like the AGB class lists. */
export function frostbiteBadges(): FrostbiteBadge[] {
  return [...FROSTBITE_BADGE_SCORES].reverse().map((score) => ({ name: `Frostbite ${score}`, score }));
}
