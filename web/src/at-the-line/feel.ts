import { atTheLineChoices } from './choices-store.js';

/**
 * What the archer feels through the phone (docs/at-the-line.md), in one place: a tick for a key taken, a
 * different, longer buzz for an arrow refused or taken back, and the clock's whistles as pulses. All of
 * it only while "Keys you can feel" is on and where the phone can vibrate; elsewhere it says nothing.
 */

/** Short enough to feel through a glove without slowing the next tap. */
export const KEY_TAKEN: VibratePattern = 10;
/** Two knocks: unlike a key, so a refused or undone arrow is never mistaken for one taken. */
export const ARROW_REFUSED: VibratePattern = [30, 40, 30];

/** Each whistle a long pulse with a gap, so two, one and three can be counted by feel. */
export function whistlePattern(whistles: number): number[] {
  return Array.from({ length: whistles }, () => [300, 200]).flat();
}

/** The part of navigator the feel needs; tests hand in their own. */
export interface Vibrating {
  vibrate?: (pattern: VibratePattern) => boolean;
}

function buzz(pattern: VibratePattern, device: Vibrating | undefined): void {
  if (!atTheLineChoices().feelKeys || typeof device?.vibrate !== 'function') return;
  try {
    device.vibrate(pattern);
  } catch {
    // A browser that refuses (no user gesture yet, a policy) is a phone that cannot vibrate here.
  }
}

const phone = (): Vibrating | undefined => (typeof navigator === 'undefined' ? undefined : navigator);

export function feelKeyTaken(device = phone()): void {
  buzz(KEY_TAKEN, device);
}

export function feelArrowRefused(device = phone()): void {
  buzz(ARROW_REFUSED, device);
}

/** The worker's answer to an arrow: a refusal is felt, as the tap already felt like a key taken. */
export function feelIfRefused(answer: { ok: boolean }, device = phone()): void {
  if (!answer.ok) feelArrowRefused(device);
}

export function feelWhistles(whistles: number, device = phone()): void {
  if (whistles > 0) buzz(whistlePattern(whistles), device);
}
