import { describe, expect, it } from 'vitest';
import type { CloudCopyCheck } from '../../backup/kept-copies.js';
import { keptWhereSentences } from './completeness-words.js';

const phone = { shoots: 4812, arrows: 346_464, notes: 12, sightMarks: 9, deletions: 3 };
const at = '2026-11-29T12:00:00.000Z';
const same = { counts: phone, at };

describe('What is kept where, in words', () => {
  it('says how an export that holds fewer differs, and what to do', () => {
    expect(keptWhereSentences(phone, null, { counts: { ...phone, shoots: 4790 }, at })).toEqual([
      'The last export holds 4,790 shoots; this phone has 4,812: export again to keep them all.',
    ]);
    expect(
      keptWhereSentences(
        phone,
        { state: 'verified', copy: { counts: { ...phone, notes: 11, sightMarks: 1 }, at } },
        same,
      ),
    ).toEqual([
      'The last verified cloud backup holds 11 notes and 1 sight mark; this phone has 12 notes and 9 sight marks: back up now to keep them all.',
    ]);
  });

  it('says a copy holding more than the phone (data replaced since) without asking to keep them all', () => {
    expect(keptWhereSentences(phone, null, { counts: { ...phone, shoots: 5000 }, at })).toEqual([
      'The last export holds 5,000 shoots; this phone has 4,812: export again to match this phone.',
    ]);
  });

  it('says a cloud copy that did not match what was sent, in figures', () => {
    const mismatch: CloudCopyCheck = {
      state: 'mismatch',
      at,
      sent: phone,
      stored: { ...phone, shoots: 4790, arrows: 345_000 },
      verified: null,
    };
    const [said] = keptWhereSentences(phone, mismatch, same);
    expect(said).toMatch(
      /^The cloud backup of .+ did not match what was sent: 4,812 shoots and 346,464 arrows sent, the server's copy lists 4,790 shoots and 345,000 arrows\. Back up again\.$/,
    );
    expect(keptWhereSentences(phone, { ...mismatch, stored: phone }, same)[0]).toMatch(
      /the same counts, but not the same content\. Back up again\.$/,
    );
    expect(keptWhereSentences(phone, { ...mismatch, stored: null }, same)[0]).toMatch(
      /the server did not list what it holds\. Back up again\.$/,
    );
  });

  it('says when the copies hold what the phone has, and when there are none yet', () => {
    expect(keptWhereSentences(phone, { state: 'verified', copy: same }, same)).toEqual([
      'The last cloud backup and the last export hold what this phone has.',
    ]);
    expect(keptWhereSentences(phone, null, same)).toEqual(['The last export holds what this phone has.']);
    expect(keptWhereSentences(phone, null, null)).toEqual([
      'No cloud backup has been checked and no backup exported on this phone yet.',
    ]);
  });
});
