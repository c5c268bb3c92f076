import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { archer, leaderboard, memoryRecord } from './live-test-fixtures.js';
import { NotificationSwitches } from './notification-switches.js';

/** Robin leads Sam after `arrows` arrows each. */
const after = (arrows: number, revision = arrows) =>
  leaderboard('ABC234', revision, [archer('Robin', arrows * 9, arrows), archer('Sam', arrows * 8, arrows)]);

describe("the archer's notification switches", () => {
  it('keeps the switches on the device, so a reload has them, and says each change', () => {
    const record = memoryRecord();
    let changes = 0;
    const switches = new NotificationSwitches(record, () => changes++);
    expect(switches.enabledFor('ABC234')).toEqual({ 'leader-update': true, 'close-competition': false });
    const before = switches.all();
    switches.setEnabled('ABC234', 'close-competition', true);
    expect(changes).toBe(1);
    expect(switches.all()).not.toBe(before);
    expect(switches.all()).toEqual({ ABC234: { 'leader-update': true, 'close-competition': true } });

    const reloaded = new NotificationSwitches(record, () => undefined);
    expect(reloaded.enabledFor('ABC234')).toEqual({ 'leader-update': true, 'close-competition': true });
    expect(reloaded.enabledFor('XYZ789')).toEqual({ 'leader-update': true, 'close-competition': false });
  });

  it('announces the leader every 12 arrows, quiet for its cooldown on the clock', () => {
    const clock = new SimulatedClock();
    const switches = new NotificationSwitches(memoryRecord(), () => undefined);
    expect(switches.newLeaderboard(after(11), after(12), clock.now())).toEqual([
      'Robin leads with 108 after 12 arrows',
    ]);
    clock.increment(10_000);
    // 24 arrows ten seconds later (a late batch from a dead spot): still within the 30 s cooldown.
    expect(switches.newLeaderboard(after(12), after(24), clock.now())).toEqual([]);
    clock.increment(30_000);
    expect(switches.newLeaderboard(after(24), after(36), clock.now())).toEqual([
      'Robin leads with 324 after 36 arrows',
    ]);
  });

  it('says nothing for a rule the archer switched off', () => {
    const clock = new SimulatedClock();
    const switches = new NotificationSwitches(memoryRecord(), () => undefined);
    switches.setEnabled('ABC234', 'leader-update', false);
    expect(switches.newLeaderboard(after(11), after(12), clock.now())).toEqual([]);
  });
});
