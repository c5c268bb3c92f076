import { useStore } from '../device-storage/use-store.js';
import { AT_THE_LINE_DEFAULTS, type AtTheLineChoices } from './at-the-line-choices.js';
import { atTheLineChoicesStore } from './choices-store.js';

/** The archer's choices at the line for React, redrawn when they change (choices-store.ts). */
export function useAtTheLineChoices(): AtTheLineChoices {
  return useStore(atTheLineChoicesStore, () => AT_THE_LINE_DEFAULTS);
}
