import { describe, expect, it } from 'vitest';
import { readRecoveryCode, recoveryCodeKey } from './recoveryCode.js';

describe('reading a typed recovery code', () => {
  it('reads today’s code in any case, with spaces or without dashes, in its groups of four', () => {
    const shown = 'K7QM-4TZP-9XHC-2RWD-V8NB';
    for (const typed of [
      shown,
      'k7qm4tzp9xhc2rwdv8nb',
      ' k7qm 4tzp 9xhc 2rwd v8nb ',
      'K7QM - 4TZP-9XHC2RWD-V8NB',
    ]) {
      expect(readRecoveryCode(typed)).toEqual({ ok: true, code: shown });
    }
  });

  it('keeps an older code of another length findable, in capitals with its dashes', () => {
    expect(readRecoveryCode(' a1b2c3-d4e5f6-a7b8c9 ')).toEqual({ ok: true, code: 'A1B2C3-D4E5F6-A7B8C9' });
  });

  it('says what is wrong with what cannot be a code', () => {
    const tooShort = readRecoveryCode('K7QM-4TZP');
    expect(tooShort.ok).toBe(false);
    if (!tooShort.ok) expect(tooShort.error.message).toMatch(/has 20 characters; that has 8/);
    const stranger = readRecoveryCode('K7QM-4TZP-9XHC-2RWD-V8N!');
    expect(stranger.ok).toBe(false);
    if (!stranger.ok) expect(stranger.error.message).toMatch(/^! is never in a recovery code/);
    const blank = readRecoveryCode('  ');
    expect(blank.ok).toBe(false);
    if (!blank.ok) expect(blank.error.message).toBe('Type the recovery code.');
  });

  it('compares codes without case or dashes', () => {
    expect(recoveryCodeKey('k7qm-4tzp 9xhc')).toBe('K7QM4TZP9XHC');
  });
});
