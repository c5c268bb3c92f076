import { describe, expect, it } from 'vitest';
import {
  isReferenceExpired,
  judgeReference,
  readLiveReference,
  type LiveShootReference,
} from './live-reference.js';
import type { LiveShoot } from './types.js';

const reference: LiveShootReference = {
  shootCode: 'ABC234',
  archerName: 'Robin',
  roundName: 'national',
  joinedAt: '2026-11-24T10:00:00.000Z',
  participantId: 'p-1',
  participantToken: 'secret',
  finished: false,
};

function shootWith(ids: string[]): LiveShoot {
  return {
    code: 'ABC234',
    title: 'Club night',
    creatorName: 'Robin',
    createdAt: reference.joinedAt,
    lastActivityAt: reference.joinedAt,
    expiresAt: reference.joinedAt,
    revision: 1,
    rankedBy: 'score',
    participants: ids.map((id) => ({ id }) as LiveShoot['participants'][number]),
  };
}

describe('the persisted live-shoot reference', () => {
  it('reads back what was stored, and nothing from damaged data', () => {
    expect(readLiveReference(JSON.parse(JSON.stringify(reference)))).toEqual(reference);
    expect(readLiveReference(null)).toBeNull();
    expect(readLiveReference({ ...reference, participantToken: '' })).toBeNull();
    expect(readLiveReference({ ...reference, joinedAt: 'yesterday' })).toBeNull();
    expect(readLiveReference({ ...reference, finished: 'yes' })).toEqual(reference);
  });

  it('expires after 24 hours', () => {
    expect(isReferenceExpired(reference, new Date('2026-11-25T10:00:00.000Z'))).toBe(false);
    expect(isReferenceExpired(reference, new Date('2026-11-25T10:00:00.001Z'))).toBe(true);
  });

  it('is kept while the shoot exists with the archer in it, and dropped otherwise', () => {
    const soon = new Date('2026-11-24T12:00:00.000Z');
    expect(judgeReference(reference, shootWith(['p-1', 'p-2']), soon)).toBe('keep');
    expect(judgeReference(reference, null, soon)).toBe('shoot-gone');
    expect(judgeReference(reference, shootWith(['p-2']), soon)).toBe('not-a-participant');
    expect(judgeReference(reference, shootWith(['p-1']), new Date('2026-11-26T00:00:00.000Z'))).toBe(
      'expired',
    );
  });
});
