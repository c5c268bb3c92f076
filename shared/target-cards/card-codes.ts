import { fail, ok, type Result } from '../core/result.js';

/**
 * The QR codes that carry a card's text (card-text.ts). One code while the text fits one a phone camera
 * reads from another phone's screen; otherwise numbered codes, scanned in any order, put back together
 * by the app before it reads the card.
 *
 * A QR code of version 25 at error correction M holds 997 bytes; the code's content is the card's link,
 * so the text is kept to 900 characters, leaving the rest for the app's address. Version 25 is 117
 * modules a side: about 3 CSS pixels each across a phone's screen, which a camera at arm's length reads.
 */
export const READABLE_CODE_CHARACTERS = 900;

/**
 * The texts of the codes for one card: the card's text itself when it fits one code, else parts written
 * "index.count.id.piece" (base64url has no "." so a part is never taken for a whole card). The id, a
 * checksum of the whole text, keeps the parts of two cards from being joined.
 */
export function cardCodes(text: string, most: number = READABLE_CODE_CHARACTERS): string[] {
  if (text.length <= most) return [text];
  const id = checksum(text);
  // Room for the heading of the largest part ("12.12.<id>."): count digits twice, the id and 3 dots.
  let count = Math.ceil(text.length / (most - id.length - 5));
  count = Math.ceil(text.length / (most - id.length - 3 - 2 * String(count).length));
  const size = Math.ceil(text.length / count);
  const parts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    parts.push(`${index + 1}.${count}.${id}.${text.slice(index * size, (index + 1) * size)}`);
  }
  return parts;
}

export type CodesProblem = 'codes-of-two-cards' | 'codes-missing';

/**
 * The card's text from the codes scanned so far, in any order, repeats allowed. Missing parts are named
 * ("Scan code 2 of 3 too"), so the archer knows which code to point the camera at.
 */
export function joinCardCodes(scanned: readonly string[]): Result<string, CodesProblem> {
  const whole = scanned.find((text) => !text.includes('.'));
  if (whole !== undefined) return ok(whole);
  const parts = new Map<number, string>();
  let count: number | null = null;
  let id: string | null = null;
  for (const text of scanned) {
    const match = /^(\d+)\.(\d+)\.([0-9a-z]+)\.(.*)$/.exec(text);
    if (match === null) continue;
    const [, index, total, partId, piece] = match;
    if ((id !== null && partId !== id) || (count !== null && Number(total) !== count)) {
      return fail('codes-of-two-cards', 'These codes are from two different cards: scan one card’s codes.');
    }
    id = partId!;
    count = Number(total);
    parts.set(Number(index), piece!);
  }
  if (count === null) return fail('codes-missing', 'No card code was scanned.');
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter((index) => !parts.has(index));
  if (missing.length > 0) {
    return fail(
      'codes-missing',
      `Scan ${missing.map((index) => `code ${index}`).join(', ')} of ${count} too.`,
    );
  }
  const text = Array.from({ length: count }, (_, index) => parts.get(index + 1)!).join('');
  if (checksum(text) !== id) {
    return fail('codes-of-two-cards', 'These codes are from two different cards: scan one card’s codes.');
  }
  return ok(text);
}

/** FNV-1a, 32 bits, in base 36: enough to tell two cards' parts apart, not a seal. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
