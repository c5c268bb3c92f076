/**
 * A bow style as the archer reads it ("recurve" is stored, "Recurve" is shown; "compound limited" shows
 * as "Compound limited"): the one place the app turns a stored bow into words, so a list, a picker and a
 * table never disagree.
 */
export function bowName(bowType: string): string {
  return bowType.charAt(0).toUpperCase() + bowType.slice(1);
}
