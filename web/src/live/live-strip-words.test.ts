import { describe, expect, it } from 'vitest';
import { liveStripWords, ordinal } from './live-strip-words.js';

const up = { online: true, connection: 'connected', waitingUpdates: 0, arrowsWaiting: 0 } as const;

describe('the live strip words', () => {
  it('says Live only with the socket up and nothing waiting', () => {
    expect(liveStripWords(up)).toEqual({ state: 'live', words: 'Live' });
    expect(liveStripWords({ ...up, waitingUpdates: 1, arrowsWaiting: 3 })).toEqual({
      state: 'sending',
      words: 'Sending 3 arrows',
    });
  });

  it('says No signal with the arrows waiting, even while the socket still looks open', () => {
    expect(liveStripWords({ ...up, online: false, waitingUpdates: 2, arrowsWaiting: 6 }).words).toBe(
      'No signal · 6 arrows waiting',
    );
    expect(liveStripWords({ ...up, online: false, waitingUpdates: 1, arrowsWaiting: 1 }).words).toBe(
      'No signal · 1 arrow waiting',
    );
    expect(liveStripWords({ ...up, online: false }).words).toBe('No signal');
  });

  it('says Reconnecting while the socket comes back, and Not connected once it gave up', () => {
    expect(liveStripWords({ ...up, connection: 'connecting' }).state).toBe('reconnecting');
    expect(liveStripWords({ ...up, connection: 'disconnected' }).words).toBe('Reconnecting');
    expect(liveStripWords({ ...up, connection: 'error', waitingUpdates: 1, arrowsWaiting: 2 }).words).toBe(
      'Not connected · 2 arrows waiting',
    );
  });
});

describe('positions in words', () => {
  it('says them as an archer would', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});
