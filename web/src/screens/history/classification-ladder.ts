import type { HistorySummary } from '../../../../shared/contract/historyViews.js';

/** docs/product.md section 3: U/C is what an unclassified shoot shows. */
export const UNCLASSIFIED_BADGE = 'U/C';

/** AGB classes, best first (docs/product.md section 3 ladder, read top down). */
const AGB_LADDER = ['EMB', 'GMB', 'MB', 'B1', 'B2', 'B3', 'A1', 'A2', 'A3'] as const;

const FULL_NAMES: Record<string, string> = {
  EMB: 'Elite Master Bowman',
  GMB: 'Grand Master Bowman',
  MB: 'Master Bowman',
  B1: 'Bowman First Class',
  B2: 'Bowman Second Class',
  B3: 'Bowman Third Class',
  A1: 'Archer First Class',
  A2: 'Archer Second Class',
  A3: 'Archer Third Class',
  [UNCLASSIFIED_BADGE]: 'Unclassified',
};

/** A shoot's classification name; a shoot with none (practice rounds, unknown rounds) counts as U/C. */
export function classificationNameOf(shoot: Pick<HistorySummary, 'classification'>): string {
  return shoot.classification?.name ?? UNCLASSIFIED_BADGE;
}

/** The name a screen reader hears and a tooltip shows: "Bowman Second Class" for "B2". */
export function classificationFullName(name: string): string {
  return FULL_NAMES[name] ?? name;
}

/**
 * The badge colour family of a class (docs/product.md section 3: each class has a badge colour). Archer classes
 * are blues, Bowman classes reds, the Master classes gold and black, as on AGB badges; Frostbite badges
 * and U/C get neutral tones. The value is a CSS class suffix.
 */
export function badgeTone(name: string): string {
  if ((AGB_LADDER as readonly string[]).includes(name)) return name.toLowerCase();
  if (name.startsWith('Frostbite')) return 'frostbite';
  return 'unclassified';
}

function rank(name: string): number {
  const agb = (AGB_LADDER as readonly string[]).indexOf(name);
  if (agb >= 0) return agb;
  if (name === UNCLASSIFIED_BADGE) return Number.MAX_SAFE_INTEGER;
  // Frostbite badges after the AGB classes, highest score first.
  const score = Number(name.replace(/\D+/g, ''));
  return AGB_LADDER.length + 1000 - (Number.isFinite(score) ? Math.min(score, 999) : 0);
}

/** The classifications present in a history, best first and U/C last, for the classification filter. */
export function classificationsShot(shoots: readonly Pick<HistorySummary, 'classification'>[]): string[] {
  const names = new Set(shoots.map(classificationNameOf));
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
