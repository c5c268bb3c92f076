import type { ArrowValue } from '../../../../shared/rounds/round.js';

/**
 * Typing scores on a keyboard. Letters and single digits are arrows at once; the one ambiguity is a
 * "1" on a round that also has 10: it waits for the next key. A "0" then makes it a 10, anything else
 * (or a short pause, or Enter) makes it a 1. A lone "0" is always a 10, so "0" is the fast way to type one.
 */

export interface KeyOutcome {
  /** Arrows to score, in order. */
  arrows: ArrowValue[];
  /** Backspace with nothing typed pending: undo the last arrow. */
  undo: boolean;
  /** Digits typed that may still grow into a longer value ("1" on a round with 10). */
  pending: string;
  /** Whether the key meant something here (so the page should not also act on it). */
  handled: boolean;
}

/** How long a pending "1" waits for a "0" before it counts as a 1. */
export const PENDING_DIGIT_MS = 700;

function numbersOf(keypad: readonly ArrowValue[]): string[] {
  return keypad.filter((value): value is number => typeof value === 'number').map(String);
}

/** The arrow a run of typed digits stands for right now, if any. */
export function pendingArrow(pending: string, keypad: readonly ArrowValue[]): ArrowValue | null {
  return pending !== '' && numbersOf(keypad).includes(pending) ? Number(pending) : null;
}

function flushed(pending: string, keypad: readonly ArrowValue[]): ArrowValue[] {
  const arrow = pendingArrow(pending, keypad);
  return arrow === null ? [] : [arrow];
}

function typeDigits(
  digits: string,
  keypad: readonly ArrowValue[],
): { arrows: ArrowValue[]; pending: string } | null {
  const numbers = numbersOf(keypad);
  const canGrow = numbers.some((n) => n.length > digits.length && n.startsWith(digits));
  if (canGrow) return { arrows: [], pending: digits };
  if (numbers.includes(digits)) return { arrows: [Number(digits)], pending: '' };
  return null;
}

/** What one key press does, given what is pending and the round's keypad. */
export function readKey(pending: string, key: string, keypad: readonly ArrowValue[]): KeyOutcome {
  const none: KeyOutcome = { arrows: [], undo: false, pending, handled: false };
  if (key === 'Backspace') {
    // A half-typed value is taken back first; only then does Backspace undo a stored arrow.
    return pending !== ''
      ? { arrows: [], undo: false, pending: '', handled: true }
      : { arrows: [], undo: true, pending: '', handled: true };
  }
  if (key === 'Enter') {
    return pending === ''
      ? none
      : { arrows: flushed(pending, keypad), undo: false, pending: '', handled: true };
  }
  const letter = key.toUpperCase();
  if (letter === 'X' || letter === 'M') {
    if (!keypad.includes(letter)) return none;
    return { arrows: [...flushed(pending, keypad), letter], undo: false, pending: '', handled: true };
  }
  if (!/^[0-9]$/.test(key)) return none;

  const grown = typeDigits(pending + key, keypad);
  if (grown) return { ...grown, undo: false, handled: true };
  const before = flushed(pending, keypad);
  if (key === '0' && keypad.includes(10))
    return { arrows: [...before, 10], undo: false, pending: '', handled: true };
  const alone = typeDigits(key, keypad);
  if (alone)
    return { arrows: [...before, ...alone.arrows], undo: false, pending: alone.pending, handled: true };
  // A digit this round has no ring for: drop it, but still score what was pending.
  return { arrows: before, undo: false, pending: '', handled: before.length > 0 };
}

/** The rule shown under the keypad, so nobody has to guess what "1" does. */
export function keyboardHint(keypad: readonly ArrowValue[]): string {
  const parts: string[] = [];
  if (keypad.includes('X')) parts.push('X');
  if (keypad.includes(10)) parts.push('0 = 10');
  parts.push('digits', 'M = miss', 'Backspace = undo');
  const hint = `Keyboard: ${parts.join(', ')}.`;
  return keypad.includes(10) && keypad.includes(1)
    ? `${hint} A typed 1 waits a moment for a 0 (10); Enter scores it as 1 at once.`
    : hint;
}
