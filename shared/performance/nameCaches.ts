/**
 * Caches for the few names thousands of saved shoots share (bow types, genders, age groups, rounds).
 * Replay asks about them once for every shoot; building a new string each time, to join names into
 * one key or to lower-case one, costs more than looking up what was worked out before.
 */

const lowerCased = new Map<string, string>();

/** `text.toLowerCase()`, made once per distinct text and shared. */
export function lowerCase(text: string): string {
  let lower = lowerCased.get(text);
  if (lower === undefined) lowerCased.set(text, (lower = text.toLowerCase()));
  return lower;
}

/** Values remembered under three names, looked up name by name rather than by one joined key. */
export class ByThreeNames<T> {
  private readonly byFirst = new Map<string, Map<string, Map<string, T>>>();

  /** `make` works out the value for names not asked for before; it must not return undefined. */
  constructor(private readonly make: (first: string, second: string, third: string) => T) {}

  get(first: string, second: string, third: string): T {
    let bySecond = this.byFirst.get(first);
    if (bySecond === undefined) this.byFirst.set(first, (bySecond = new Map()));
    let byThird = bySecond.get(second);
    if (byThird === undefined) bySecond.set(second, (byThird = new Map()));
    let value = byThird.get(third);
    if (value === undefined) byThird.set(third, (value = this.make(first, second, third)));
    return value;
  }
}
