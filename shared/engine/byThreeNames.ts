/**
 * Values remembered under three names (bow type, gender and age group, say), looked up name by name.
 * Replay asks once for every saved shoot, and thousands of shoots share a handful of name triples:
 * three map lookups cost less than joining the names into one key string each time.
 */
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
