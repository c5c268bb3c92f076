import { readTypedCode, type TypedCodeReading } from '../core/typedCode.js';

/**
 * Join codes: six characters an archer can read aloud and type on a phone with cold hands. No 0/O,
 * 1/I/L or U/V pairs to confuse; case does not matter. 29^6 is about 595 million codes, and lookups are
 * rate-limited, so guessing a live code is impractical.
 */
export const SHOOT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const SHOOT_CODE_LENGTH = 6;

/** A join code as typed (any case, spaces, dashes, look-alikes), or why it cannot be one. */
export function readShootCode(typed: string): TypedCodeReading {
  return readTypedCode(typed, {
    name: 'join code',
    alphabet: SHOOT_CODE_ALPHABET,
    length: SHOOT_CODE_LENGTH,
  });
}
