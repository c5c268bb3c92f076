import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256.js';

describe('sha256Hex', () => {
  it('gives the published digests of the empty text and "abc" (FIPS 180-2 examples)', async () => {
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes the UTF-8 bytes, so an accent changes the digest and is not lost', async () => {
    // As `printf 'Zoë' | sha256sum` gives it: the ë is the two bytes c3 ab.
    expect(await sha256Hex('Zoë')).toBe('c6a12698582fc1104ea24107a2d7268145ff06ef859707729d01fd060897f067');
  });
});
