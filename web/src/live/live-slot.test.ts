import { describe, expect, it } from 'vitest';
import { onLiveNotice, tellLiveNotice } from './live-slot.js';
import type { LiveNotice } from './live-session-types.js';

describe('live notices told before the notices are drawn', () => {
  it('reach the first listener in order, the newest five of them, and then go straight through', () => {
    for (let at = 1; at <= 7; at += 1)
      tellLiveNotice({ kind: 'rule', shootCode: 'ABC234', message: `notice ${at}` });
    const heard: string[] = [];
    const stop = onLiveNotice((notice) => heard.push(notice.kind === 'rule' ? notice.message : notice.kind));
    expect(heard).toEqual(['notice 3', 'notice 4', 'notice 5', 'notice 6', 'notice 7']);
    tellLiveNotice({ kind: 'finished' });
    expect(heard.at(-1)).toBe('finished');
    stop();
    // Heard once: a later listener gets only what came while nobody listened.
    const later: LiveNotice[] = [];
    onLiveNotice((notice) => later.push(notice))();
    expect(later).toEqual([]);
  });
});
