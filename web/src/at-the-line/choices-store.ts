import { atTheLineSetting } from '../device-storage/registry.js';
import { settingStore } from '../device-storage/store.js';
import type { AtTheLineChoices } from './at-the-line-choices.js';

/**
 * The archer's choices at the line, one store for the page: Profile changes them, the score card's clock,
 * wake lock and keys follow at once, and a restored backup's choices reach both (device-storage/backed-up.ts).
 */
const choices = settingStore(atTheLineSetting);

/** The store itself, for React (use-at-the-line-choices.ts): kept apart so this file loads no React. */
export const atTheLineChoicesStore = choices;

/** The choices now, for code outside React (the keys' feel, the contrast on <html>). */
export function atTheLineChoices(): AtTheLineChoices {
  return choices.get();
}

export function changeAtTheLine(change: Partial<AtTheLineChoices>): void {
  choices.set({ ...choices.get(), ...change });
}

export function followAtTheLineChoices(listener: () => void): () => void {
  return choices.subscribe(listener);
}
