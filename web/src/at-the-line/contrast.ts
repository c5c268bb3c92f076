import { atTheLineChoices, followAtTheLineChoices } from './choices-store.js';
import type { AtTheLineChoices } from './at-the-line-choices.js';

/**
 * High contrast for the sun (docs/at-the-line.md): the archer's "Always", or the phone's "increase
 * contrast" (prefers-contrast: more) with "As the phone", is resolved here to `data-contrast="more"` on
 * <html>, as the theme is resolved to data-theme, so styles.css writes its high-contrast tokens once.
 * web/public/theme-boot.js applies the same rule before the first paint; this keeps it in step after.
 */
export function contrastIsMore(choice: AtTheLineChoices['contrast'], phoneAsksMore: boolean): boolean {
  switch (choice) {
    case 'more':
      return true;
    case 'device':
      return phoneAsksMore;
  }
}

export type ContrastRoot = Pick<Element, 'setAttribute' | 'removeAttribute'>;

export function applyContrast(root: ContrastRoot, more: boolean): void {
  if (more) root.setAttribute('data-contrast', 'more');
  else root.removeAttribute('data-contrast');
}

/** The part of a MediaQueryList the contrast follows. */
export type PhoneContrast = Pick<MediaQueryList, 'matches' | 'addEventListener'>;

function phoneContrast(): PhoneContrast | undefined {
  return globalThis.matchMedia?.('(prefers-contrast: more)');
}

/** Applies the contrast now and follows both the setting and the phone from then on; main.tsx calls it once. */
export function followContrast(
  root: ContrastRoot = document.documentElement,
  phone: PhoneContrast | undefined = phoneContrast(),
): void {
  const apply = () =>
    applyContrast(root, contrastIsMore(atTheLineChoices().contrast, phone?.matches ?? false));
  apply();
  followAtTheLineChoices(apply);
  phone?.addEventListener('change', apply);
}
