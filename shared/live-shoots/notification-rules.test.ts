import { describe, expect, it } from 'vitest';
import { applyNotificationRules, initialRuleState, notificationRules } from './notification-rules.js';
import type { LiveShoot, Participant, RankedBy } from './types.js';

function archer(
  id: string,
  totalScore: number,
  arrowsShot: number,
  handicap: number | null = null,
): Participant {
  return {
    id,
    archerName: id,
    roundName: 'national',
    bowType: 'recurve',
    gender: null,
    ageGroup: null,
    totalScore,
    arrowsShot,
    currentClassification: null,
    scores: [],
    finished: false,
    position: 0,
    roundPosition: 0,
    handicap,
    joinedAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
  };
}

function shoot(participants: Participant[], rankedBy: RankedBy = 'score'): LiveShoot {
  return {
    code: 'ABC234',
    title: 'Club night',
    creatorName: 'Robin',
    createdAt: '2026-11-24T10:00:00.000Z',
    lastActivityAt: '2026-11-24T10:00:00.000Z',
    expiresAt: '2026-11-25T10:00:00.000Z',
    revision: 1,
    rankedBy,
    participants: participants.map((participant, index) => ({ ...participant, position: index + 1 })),
  };
}

const withBoth = () => {
  const state = initialRuleState();
  return { ...state, enabled: { 'leader-update': true, 'close-competition': true } };
};

describe('live-shoot notification rules', () => {
  it('has the two rules of docs/product.md section 9 with their cooldowns and defaults', () => {
    expect(notificationRules.map(({ id, enabled, cooldown }) => ({ id, enabled, cooldown }))).toEqual([
      { id: 'leader-update', enabled: true, cooldown: 30_000 },
      { id: 'close-competition', enabled: false, cooldown: 60_000 },
    ]);
    expect(initialRuleState().enabled).toEqual({ 'leader-update': true, 'close-competition': false });
  });

  it('says who leads each time the leader completes another 12 arrows', () => {
    const before = shoot([archer('Robin', 98, 11), archer('Sam', 60, 11)]);
    const after = shoot([archer('Robin', 107, 12), archer('Sam', 60, 11)]);
    const { messages } = applyNotificationRules(initialRuleState(), before, after, 0);
    expect(messages).toEqual(['Robin leads with 107 after 12 arrows']);
    // Not again for the same dozen (another archer's arrow changes the board, not the leader's count).
    const later = shoot([archer('Robin', 107, 12), archer('Sam', 67, 12)]);
    expect(applyNotificationRules(initialRuleState(), after, later, 60_000).messages).toEqual([]);
    // Not between dozens.
    const odd = shoot([archer('Robin', 116, 13), archer('Sam', 60, 11)]);
    expect(applyNotificationRules(initialRuleState(), after, odd, 60_000).messages).toEqual([]);
  });

  it('stays quiet for the cooldown after firing', () => {
    const twelve = shoot([archer('Robin', 100, 12)]);
    const first = applyNotificationRules(initialRuleState(), null, twelve, 1000);
    expect(first.messages).toHaveLength(1);
    const twentyFour = shoot([archer('Robin', 200, 24)]);
    expect(applyNotificationRules(first.state, twelve, twentyFour, 1000 + 29_999).messages).toEqual([]);
    expect(applyNotificationRules(first.state, twelve, twentyFour, 1000 + 30_000).messages).toEqual([
      'Robin leads with 200 after 24 arrows',
    ]);
  });

  it('alerts on a close competition only when switched on, the gap is 5 or less and the leader has scored', () => {
    const close = shoot([archer('Robin', 55, 7), archer('Sam', 50, 7)]);
    expect(applyNotificationRules(initialRuleState(), null, close, 0).messages).toEqual([]);
    expect(applyNotificationRules(withBoth(), null, close, 0).messages).toEqual([
      'Close competition: Robin leads Sam by 5',
    ]);
    const apart = shoot([archer('Robin', 56, 7), archer('Sam', 50, 7)]);
    expect(applyNotificationRules(withBoth(), null, apart, 0).messages).toEqual([]);
    const nothingYet = shoot([archer('Robin', 0, 0), archer('Sam', 0, 0)]);
    expect(applyNotificationRules(withBoth(), null, nothingYet, 0).messages).toEqual([]);
  });

  it("says 'you' on the phone of the archer it is about, never her own name", () => {
    const after = shoot([archer('Robin', 107, 12), archer('Sam', 60, 11)]);
    expect(applyNotificationRules(initialRuleState(), null, after, 0, 'Robin').messages).toEqual([
      'You lead with 107 after 12 arrows',
    ]);
    expect(applyNotificationRules(initialRuleState(), null, after, 0, 'Sam').messages).toEqual([
      'Robin leads with 107 after 12 arrows',
    ]);
    const close = shoot([archer('Robin', 55, 7), archer('Sam', 50, 7)]);
    expect(applyNotificationRules(withBoth(), null, close, 0, 'Robin').messages).toEqual([
      'Close competition: you lead Sam by 5',
    ]);
    expect(applyNotificationRules(withBoth(), null, close, 0, 'Sam').messages).toEqual([
      'Close competition: Robin leads you by 5',
    ]);
  });

  it('measures a handicap-ranked shoot by handicap', () => {
    const close = shoot([archer('Robin', 300, 35, 40), archer('Sam', 500, 35, 44)], 'handicap');
    expect(applyNotificationRules(withBoth(), null, close, 0).messages).toEqual([
      'Close competition: Robin leads Sam by 4 on handicap',
    ]);
  });

  it('the close-competition alert has its own 60 s cooldown', () => {
    const close = shoot([archer('Robin', 55, 7), archer('Sam', 52, 7)]);
    const first = applyNotificationRules(withBoth(), null, close, 0);
    expect(applyNotificationRules(first.state, close, close, 59_999).messages).toEqual([]);
    expect(applyNotificationRules(first.state, close, close, 60_000).messages).toHaveLength(1);
  });
});
