import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readTypedCode, type CodeShape } from './typedCode.js';

const joinCode: CodeShape = { name: 'join code', alphabet: '23456789ABCDEFGHJKMNPQRSTWXYZ', length: 6 };
const withDigits: CodeShape = {
  name: 'test code',
  alphabet: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
  length: 8,
  groupSize: 4,
};

describe('readTypedCode', () => {
  it('reads any case, with spaces and dashes anywhere', () => {
    expect(readTypedCode('k7m2-qx', joinCode)).toEqual({ ok: true, code: 'K7M2QX' });
    expect(readTypedCode('  K7 M2 Q X ', joinCode)).toEqual({ ok: true, code: 'K7M2QX' });
    expect(readTypedCode('k7m2—qx', joinCode)).toEqual({ ok: true, code: 'K7M2QX' });
  });

  it('reads O as 0 and I or L as 1 when the alphabet has only the digit', () => {
    expect(readTypedCode('abcd-efoi', withDigits)).toEqual({ ok: true, code: 'ABCD-EF01' });
    expect(readTypedCode('ABCDEFOL', withDigits)).toEqual({ ok: true, code: 'ABCD-EF01' });
  });

  it('names characters the codes never use, and which those are', () => {
    const reading = readTypedCode('NOPE12', joinCode);
    expect(reading).toMatchObject({ ok: false, error: { reason: 'code-unused-characters' } });
    if (reading.ok) return;
    expect(reading.error.message).toBe(
      'O and 1 are never in a join code (they leave out 0, 1, I, L, O, U and V): check the code.',
    );
  });

  it('says how long a code is when it is too short or too long', () => {
    expect(readTypedCode('K7M2Q', joinCode)).toEqual({
      ok: false,
      error: {
        reason: 'code-wrong-length',
        message: 'A join code has 6 characters; that has 5: check the code.',
      },
    });
    expect(readTypedCode(' - ', joinCode)).toMatchObject({ ok: false, error: { reason: 'code-empty' } });
  });

  it('gives back every well-formed code unchanged, however it was typed', () => {
    const char = fc.constantFrom(...withDigits.alphabet);
    fc.assert(
      fc.property(fc.array(char, { minLength: 8, maxLength: 8 }), fc.boolean(), (chars, lower) => {
        const canonical = `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
        const typed = chars.join(' ');
        expect(readTypedCode(lower ? typed.toLowerCase() : typed, withDigits)).toEqual({
          ok: true,
          code: canonical,
        });
      }),
    );
  });
});
