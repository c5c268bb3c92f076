/**
 * Reading a code an archer typed by hand (a live shoot's join code, a backup's recovery code). The one
 * home for how forgiving we are: any case, spaces and dashes anywhere, and look-alike characters read as
 * the character the alphabet does use (O as 0 and I or L as 1, or the other way round), so a code read
 * aloud or copied off a phone in the sun still finds its shoot or backup. When a character cannot be
 * read either way the failure names it and says which characters the codes never use, because "not a
 * valid code" gives the archer nothing to check.
 */
import { fail, type Failed } from './result.js';

export interface CodeShape {
  /** What the archer calls it, used in messages ("join code", "recovery code"). */
  name: string;
  /** Every character a code may hold, upper case. */
  alphabet: string;
  /** Characters in a code, dashes not counted. */
  length: number;
  /** Written in groups of this many joined by dashes (recovery codes); omit for one block. */
  groupSize?: number;
}

export type TypedCodeProblem = 'code-empty' | 'code-wrong-length' | 'code-unused-characters';

export type TypedCodeReading = { ok: true; code: string } | Failed<TypedCodeProblem>;

/** Pairs an archer confuses: each side is read as the other when only the other is in the alphabet. */
const LOOK_ALIKES: ReadonlyArray<readonly [string, string]> = [
  ['O', '0'],
  ['I', '1'],
  ['L', '1'],
];

function readLookAlike(char: string, alphabet: string): string {
  if (alphabet.includes(char)) return char;
  for (const [letter, digit] of LOOK_ALIKES) {
    if (char === letter && alphabet.includes(digit)) return digit;
    if (char === digit && alphabet.includes(letter)) return letter;
  }
  return char;
}

/** The characters a code never uses, from the usual 0-9 A-Z, for the message. */
function unusedCharacters(alphabet: string): string[] {
  return [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((char) => !alphabet.includes(char));
}

function listed(chars: readonly string[]): string {
  if (chars.length <= 1) return chars.join('');
  return `${chars.slice(0, -1).join(', ')} and ${chars[chars.length - 1]}`;
}

/** The canonical code for what was typed, or why it cannot be one, in words for the archer. */
export function readTypedCode(typed: string, shape: CodeShape): TypedCodeReading {
  const squeezed = typed.replace(/[\s\-‐-―_.]+/g, '').toUpperCase();
  if (squeezed === '') return fail('code-empty', `Type the ${shape.name}.`);
  const read = [...squeezed].map((char) => readLookAlike(char, shape.alphabet)).join('');
  const strangers = [...new Set([...read].filter((char) => !shape.alphabet.includes(char)))];
  if (strangers.length > 0) {
    return fail(
      'code-unused-characters',
      `${listed(strangers)} ${strangers.length === 1 ? 'is' : 'are'} never in a ${shape.name} ` +
        `(they leave out ${listed(unusedCharacters(shape.alphabet))}): check the code.`,
    );
  }
  if (read.length !== shape.length) {
    return fail(
      'code-wrong-length',
      `A ${shape.name} has ${shape.length} characters; that has ${read.length}: check the code.`,
    );
  }
  const code = shape.groupSize
    ? (read.match(new RegExp(`.{1,${shape.groupSize}}`, 'g')) ?? []).join('-')
    : read;
  return { ok: true, code };
}
