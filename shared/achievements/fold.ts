import { achievementRules } from './catalogue.js';
import { compareShoots } from './shootFacts.js';
import type { Achieved, AchievementRule, Measure, ShootFacts } from './types.js';

/**
 * Every rule folded over the history in date order. `add` takes the next shoot (it must not be earlier
 * than the last one added) and records in `met` the achievements it meets for the first time; `replay`
 * is the same fold over a whole history at once, so the two always agree.
 */
export class AchievementFold {
  private readonly rules: AchievementRule[] = achievementRules();
  private readonly ruleOf = new Map<string, AchievementRule>();
  readonly met = new Map<string, Achieved>();
  private last: ShootFacts | null = null;

  constructor() {
    for (const rule of this.rules) for (const d of rule.definitions) this.ruleOf.set(d.id, rule);
  }

  /** Whether `shoot` can be folded next, or comes before a shoot already folded. */
  canAdd(shoot: Pick<ShootFacts, 'time' | 'id'>): boolean {
    return this.last === null || compareShoots(this.last, shoot) < 0;
  }

  add(shoot: ShootFacts): void {
    this.last = shoot;
    for (const rule of this.rules) rule.add(shoot, this.meet);
  }

  /** Made once, not per shoot: replay folds thousands of shoots. */
  private readonly meet = (id: string): void => {
    if (this.met.has(id) || this.last === null) return;
    this.met.set(id, { achievingShootId: this.last.id, achievedDate: this.last.date });
  };

  progress(id: string): Measure | null {
    return this.ruleOf.get(id)?.progress(id) ?? null;
  }

  /** A fold over the shoots, in whatever order they come. */
  static replay(shoots: Iterable<ShootFacts>): AchievementFold {
    const fold = new AchievementFold();
    for (const shoot of [...shoots].sort(compareShoots)) fold.add(shoot);
    return fold;
  }
}
