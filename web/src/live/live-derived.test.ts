import { describe, expect, it } from 'vitest';
import type { LiveShootReference } from '../../../shared/live-shoots/live-reference.js';
import type { LiveShoot } from '../../../shared/live-shoots/types.js';
import { arrowsNotOnServer, noticeIsWanted } from './live-derived.js';
import type { LiveSessionSnapshot } from './live-session-types.js';

const reference: LiveShootReference = {
  shootCode: 'K7M2QX',
  archerName: 'Robin',
  roundName: 'bray i',
  joinedAt: '2026-06-01T10:00:00.000Z',
  participantId: 'p-robin',
  participantToken: 'token',
  finished: false,
};

function snapshot(waitingUpdates: number, serverArrows: number | null): LiveSessionSnapshot {
  const participants =
    serverArrows === null
      ? []
      : [{ id: 'p-robin', arrowsShot: serverArrows } as LiveShoot['participants'][number]];
  const shoot = { code: 'K7M2QX', participants } as unknown as LiveShoot;
  return {
    reference,
    target: null,
    feeds: { K7M2QX: { state: 'ready', shoot, receivedAt: 0 } },
    connection: 'connected',
    connectionProblem: null,
    online: false,
    waitingUpdates,
    arrowsWaiting: 0,
    rules: {},
  };
}

describe('arrows waiting', () => {
  it('counts the arrows the leaderboard lacks while updates wait', () => {
    expect(arrowsNotOnServer(snapshot(2, 12), 18)).toBe(6);
  });

  it('is none when nothing waits, before the score card has said, or outside a shoot', () => {
    expect(arrowsNotOnServer(snapshot(0, 12), 18)).toBe(0);
    expect(arrowsNotOnServer(snapshot(1, 12), null)).toBe(0);
    expect(arrowsNotOnServer({ ...snapshot(1, 12), reference: null }, 18)).toBe(0);
  });

  it('counts every arrow when the leaderboard does not have the archer yet, and never below none', () => {
    expect(arrowsNotOnServer(snapshot(1, null), 3)).toBe(3);
    expect(arrowsNotOnServer(snapshot(1, 12), 6)).toBe(0);
  });
});

describe('which live notices are shown', () => {
  const news = { kind: 'rule', shootCode: 'K7M2QX', message: 'Jo Bowyer leads with 98' } as const;
  const none = new Map<string, number>();

  it('shows news of the shoot the archer is shooting in', () => {
    expect(noticeIsWanted(news, reference, none)).toBe(true);
  });

  it('shows none for a finished shoot, even one a screen watches', () => {
    const finished = { ...reference, finished: true };
    expect(noticeIsWanted(news, finished, none)).toBe(false);
    expect(noticeIsWanted(news, finished, new Map([['K7M2QX', 1]]))).toBe(false);
  });

  it('shows none for a shoot the archer left, unless a screen is watching it', () => {
    expect(noticeIsWanted(news, null, none)).toBe(false);
    expect(noticeIsWanted(news, null, new Map([['K7M2QX', 1]]))).toBe(true);
  });

  it("always shows the archer's own notices", () => {
    expect(noticeIsWanted({ kind: 'finished' }, null, none)).toBe(true);
    expect(noticeIsWanted({ kind: 'problem', message: 'x' }, { ...reference, finished: true }, none)).toBe(
      true,
    );
  });
});
