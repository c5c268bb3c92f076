import type { LiveShoot, Participant } from './types.js';

/**
 * The app's own live-shoot notifications (docs/product.md sections 3 and 9), as small declarative rules: each says
 * when it applies to a new leaderboard, what it says, how long it stays quiet afterwards, and whether a
 * shoot has it on until the archer switches it.
 */
interface NotificationRule {
  id: NotificationRuleId;
  name: string;
  /** Whether a shoot starts with it on. */
  enabled: boolean;
  /** Whether the new leaderboard (after `previous`) is worth saying something about. */
  condition(previous: LiveShoot | null, next: LiveShoot): boolean;
  /** What it says; `me` is this device's archer (participant id), who is "you" in it. */
  message(shoot: LiveShoot, me: string | null): string;
  /** Milliseconds after firing during which it stays quiet. */
  cooldown: number;
}

export type NotificationRuleId = 'leader-update' | 'close-competition';

const LEADER_UPDATE_ARROWS = 12;
const CLOSE_COMPETITION_GAP = 5;

function leader(shoot: LiveShoot): Participant | null {
  return shoot.participants[0] ?? null;
}

function runnerUp(shoot: LiveShoot): Participant | null {
  return shoot.participants[1] ?? null;
}

/** How far apart the top two are, in what the shoot is ranked by. */
function gapAtTheTop(shoot: LiveShoot): number | null {
  const first = leader(shoot);
  const second = runnerUp(shoot);
  if (!first || !second) return null;
  if (shoot.rankedBy === 'score') return first.totalScore - second.totalScore;
  // Ranked by handicap (different rounds or bows): lower is better, and the same five-point gap is close.
  if (first.handicap === null || second.handicap === null) return null;
  return second.handicap - first.handicap;
}

export const notificationRules: readonly NotificationRule[] = [
  {
    id: 'leader-update',
    name: 'Leader update every 12 arrows',
    enabled: true,
    cooldown: 30_000,
    condition: (previous, next) => {
      const now = leader(next);
      if (!now || now.arrowsShot === 0 || now.arrowsShot % LEADER_UPDATE_ARROWS !== 0) return false;
      const before = previous?.participants.find((participant) => participant.id === now.id);
      return before?.arrowsShot !== now.arrowsShot;
    },
    message: (shoot, me) => {
      const now = leader(shoot)!;
      const who = now.id === me ? 'You lead' : `${now.archerName} leads`;
      return `${who} with ${now.totalScore} after ${now.arrowsShot} arrows`;
    },
  },
  {
    id: 'close-competition',
    name: 'Close competition alert',
    enabled: false,
    cooldown: 60_000,
    condition: (_previous, next) => {
      const gap = gapAtTheTop(next);
      return gap !== null && gap <= CLOSE_COMPETITION_GAP && leader(next)!.totalScore > 0;
    },
    message: (shoot, me) => {
      const gap = `${gapAtTheTop(shoot)}${shoot.rankedBy === 'handicap' ? ' on handicap' : ''}`;
      const first = leader(shoot)!;
      const second = runnerUp(shoot)!;
      if (first.id === me) return `Close competition: you lead ${second.archerName} by ${gap}`;
      if (second.id === me) return `Close competition: ${first.archerName} leads you by ${gap}`;
      return `Close competition: ${first.archerName} leads ${second.archerName} by ${gap}`;
    },
  },
];

/** Per shoot: which rules the archer switched on, and when each last fired (epoch ms). */
export interface NotificationRuleState {
  enabled: Record<NotificationRuleId, boolean>;
  lastFiredAt: Partial<Record<NotificationRuleId, number>>;
}

export function initialRuleState(): NotificationRuleState {
  return {
    enabled: Object.fromEntries(notificationRules.map((rule) => [rule.id, rule.enabled])) as Record<
      NotificationRuleId,
      boolean
    >,
    lastFiredAt: {},
  };
}

/**
 * The messages a new leaderboard brings, and the rule state after them (cooldowns started). `me` is the
 * participant id this device scores as (null when it only watches): the leader's own phone says "You
 * lead", never her own name.
 */
export function applyNotificationRules(
  state: NotificationRuleState,
  previous: LiveShoot | null,
  next: LiveShoot,
  now: number,
  me: string | null = null,
): { messages: string[]; state: NotificationRuleState } {
  const messages: string[] = [];
  const lastFiredAt = { ...state.lastFiredAt };
  for (const rule of notificationRules) {
    if (!state.enabled[rule.id]) continue;
    const last = lastFiredAt[rule.id];
    if (last !== undefined && now - last < rule.cooldown) continue;
    if (!rule.condition(previous, next)) continue;
    messages.push(rule.message(next, me));
    lastFiredAt[rule.id] = now;
  }
  return { messages, state: { ...state, lastFiredAt } };
}
