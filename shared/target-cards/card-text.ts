import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { AGE_GROUPS, BOW_TYPES, GENDERS } from '../classifications/category.js';
import { fail, ok, type Result } from '../core/result.js';
import { isEventStatus } from '../ledger/event-status.js';
import type { ArrowValue } from '../rounds/round.js';
import {
  isSignatureMark,
  TARGET_LETTERS,
  type CorrectionAfterSigning,
  type SealedCard,
  type Signature,
  type TargetCard,
} from './card.js';

/**
 * A sealed card as one line of text, for the link an archer opens (in its fragment, which a browser
 * never sends to a server, so the card works offline and never passes through ours) and for the QR
 * code that carries the same link. The text is short so the QR code of the longest round stays readable
 * by a phone camera (card-codes.ts splits it when it does not):
 *
 * - the card as JSON with one-letter keys, each arrow one character (0-9, T for 10, E for 11, X, M)
 *   and ends separated by "/";
 * - deflated (fflate; raw DEFLATE, the names and the repeated arrows of a long round shrink to about
 *   half) and written in base64url, the URL-safe alphabet with no padding.
 *
 * Reading it back checks every field and says in words what is wrong; it does not check the seal,
 * which seal.ts does.
 */

/** The version of this text's layout: a later layout gets a new number, which an older app refuses in words. */
const LAYOUT = 1;

const ARROW_CHARACTER: Record<string, string> = { 10: 'T', 11: 'E', X: 'X', M: 'M' };

function arrowCharacter(value: ArrowValue): string {
  return ARROW_CHARACTER[String(value)] ?? String(value);
}

function arrowOf(character: string): ArrowValue | null {
  if (character === 'X' || character === 'M') return character;
  if (character === 'T') return 10;
  if (character === 'E') return 11;
  return /^[0-9]$/.test(character) ? Number(character) : null;
}

export function cardText(sealed: SealedCard): string {
  const { card } = sealed;
  const wire: Wire = {
    v: LAYOUT,
    n: card.archer.name,
    b: card.archer.bowType,
    a: card.archer.ageGroup,
    g: card.archer.gender,
    l: card.letter,
    t: card.targetNumber,
    r: card.round,
    d: card.date,
    p: card.place,
    s: card.eventStatus,
    e: card.ends.map((end) => end.map(arrowCharacter).join('')).join('/'),
    w: card.scorer,
    sa: signatureWire(card.archerSignature),
    ss: signatureWire(card.scorerSignature),
    h: sealed.seal,
    c: sealed.corrections.map((c) => [
      c.end,
      c.arrow,
      arrowCharacter(c.from),
      arrowCharacter(c.to),
      c.at,
      c.by,
    ]),
  };
  return base64url(deflateSync(strToU8(JSON.stringify(wire)), { level: 9 }));
}

export type CardTextProblem = 'not-a-card' | 'newer-card';

export function readCardText(text: string): Result<SealedCard, CardTextProblem> {
  let wire: unknown;
  try {
    wire = JSON.parse(strFromU8(inflateSync(bytesOf(text.trim()))));
  } catch {
    return notACard('it is not a card link or code, or only part of one');
  }
  if (typeof wire !== 'object' || wire === null) return notACard('it holds no card');
  const w = wire as Partial<Record<keyof Wire, unknown>>;
  if (typeof w.v === 'number' && w.v > LAYOUT) {
    return fail('newer-card', 'This card was made by a newer version of the app: update the app to add it.');
  }
  if (w.v !== LAYOUT) return notACard('it holds no card');
  const name = text_(w.n);
  if (name === null) return notACard("the archer's name is missing");
  if (!oneOf(BOW_TYPES, w.b) || !oneOf(AGE_GROUPS, w.a) || !oneOf(GENDERS, w.g)) {
    return notACard("the archer's bow, age group or gender is not one the app knows");
  }
  if (!oneOf(TARGET_LETTERS, w.l)) return notACard('the archer has no letter A to F');
  if (w.t !== null && !(typeof w.t === 'number' && Number.isInteger(w.t) && w.t > 0)) {
    return notACard('the target number is not a whole number');
  }
  const round = text_(w.r);
  if (round === null) return notACard('the round is missing');
  if (typeof w.d !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(w.d)) return notACard('the date is missing');
  if (w.p !== null && typeof w.p !== 'string') return notACard('the place is not words');
  if (!isEventStatus(w.s)) return notACard('the event status is not one the app knows');
  const ends = typeof w.e === 'string' ? endsOf(w.e) : null;
  if (ends === null) return notACard('an arrow is not a score');
  const scorer = text_(w.w);
  if (scorer === null) return notACard("the scorer's name is missing");
  const archerSignature = signatureOf(w.sa);
  const scorerSignature = signatureOf(w.ss);
  if (archerSignature === null || scorerSignature === null) return notACard('a signature is missing');
  if (typeof w.h !== 'string' || !/^[0-9a-f]{64}$/.test(w.h)) return notACard('its seal is missing');
  const corrections = Array.isArray(w.c) ? w.c.map(correctionOf) : null;
  if (corrections === null || corrections.some((c) => c === null)) {
    return notACard('a change after signing is not readable');
  }
  const card: TargetCard = {
    archer: { name, bowType: w.b, ageGroup: w.a, gender: w.g },
    letter: w.l,
    targetNumber: w.t,
    round,
    date: w.d,
    place: w.p,
    eventStatus: w.s,
    ends,
    scorer,
    archerSignature,
    scorerSignature,
  };
  return ok({ card, seal: w.h, corrections: corrections as CorrectionAfterSigning[] });
}

interface Wire {
  v: number;
  n: string;
  b: string;
  a: string;
  g: string;
  l: string;
  t: number | null;
  r: string;
  d: string;
  p: string | null;
  s: string;
  e: string;
  w: string;
  sa: SignatureWire;
  ss: SignatureWire;
  h: string;
  c: [number, number, string, string, string, string][];
}

/** [time, "i" and initials | "d" and strokes]. */
type SignatureWire = [string, 'i' | 'd', string];

function signatureWire(signature: Signature): SignatureWire {
  return signature.mark.kind === 'initials'
    ? [signature.at, 'i', signature.mark.text]
    : [signature.at, 'd', signature.mark.strokes];
}

function signatureOf(raw: unknown): Signature | null {
  if (!Array.isArray(raw) || raw.length !== 3) return null;
  const [at, kind, mark] = raw as unknown[];
  if (!isTime(at) || typeof mark !== 'string') return null;
  if (kind === 'i' && isSignatureMark('initials', mark))
    return { at, mark: { kind: 'initials', text: mark } };
  if (kind === 'd' && isSignatureMark('drawn', mark)) return { at, mark: { kind: 'drawn', strokes: mark } };
  return null;
}

function correctionOf(raw: unknown): CorrectionAfterSigning | null {
  if (!Array.isArray(raw) || raw.length !== 6) return null;
  const [end, arrow, from, to, at, by] = raw as unknown[];
  if (!isIndex(end) || !isIndex(arrow) || typeof from !== 'string' || typeof to !== 'string') return null;
  const fromValue = arrowOf(from);
  const toValue = arrowOf(to);
  if (fromValue === null || toValue === null || !isTime(at) || text_(by) === null) return null;
  return { end, arrow, from: fromValue, to: toValue, at, by: by as string };
}

function endsOf(text: string): ArrowValue[][] | null {
  if (text === '') return [];
  const ends: ArrowValue[][] = [];
  for (const end of text.split('/')) {
    const arrows = [...end].map(arrowOf);
    if (arrows.some((arrow) => arrow === null)) return null;
    ends.push(arrows as ArrowValue[]);
  }
  return ends;
}

function oneOf<T extends string>(values: readonly T[], raw: unknown): raw is T {
  return typeof raw === 'string' && (values as readonly string[]).includes(raw);
}

function text_(raw: unknown): string | null {
  return typeof raw === 'string' && raw.trim() !== '' ? raw : null;
}

function isIndex(raw: unknown): raw is number {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0;
}

function isTime(raw: unknown): raw is string {
  return typeof raw === 'string' && !Number.isNaN(Date.parse(raw));
}

function notACard(why: string) {
  return fail('not-a-card', `This is not a card the app can add: ${why}.`);
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// Written here rather than through btoa: shared/ runs in the worker, the page and Node alike, and the
// bytes are not text, which btoa would need them as.
function base64url(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 3) {
    const chunk = (bytes[at]! << 16) | ((bytes[at + 1] ?? 0) << 8) | (bytes[at + 2] ?? 0);
    const characters = Math.min(4, Math.ceil(((bytes.length - at) * 8) / 6));
    for (let index = 0; index < characters; index += 1) text += BASE64URL[(chunk >> (18 - 6 * index)) & 63];
  }
  return text;
}

function bytesOf(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error('not base64url');
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const character of text) {
    // Keep only the bits not yet written out, so the number never outgrows 32 bits.
    value = ((value << 6) | BASE64URL.indexOf(character)) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 255;
    }
  }
  return bytes;
}
