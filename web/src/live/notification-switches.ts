import {
  applyNotificationRules,
  initialRuleState,
  type NotificationRuleId,
  type NotificationRuleState,
} from '../../../shared/live-shoots/notification-rules.js';
import type { LiveShoot } from '../../../shared/live-shoots/types.js';
import type { KeptRecord } from './live-storage.js';

/** Per shoot, which notification rules the archer has on. */
export type RuleSwitches = Readonly<Record<string, NotificationRuleState['enabled']>>;

/**
 * The archer's notification rules for each shoot (docs/product.md section 4): which are on, kept on the
 * device so they survive a reload, and when each last fired, kept only for the page (its cooldown).
 * The rules themselves are shared/live-shoots/notification-rules.ts; this part remembers and asks them.
 */
export class NotificationSwitches {
  private switches: RuleSwitches;
  private readonly states = new Map<string, NotificationRuleState>();

  constructor(
    private readonly record: KeptRecord,
    private readonly changed: () => void,
  ) {
    const stored = record.read();
    this.switches = typeof stored === 'object' && stored !== null ? (stored as RuleSwitches) : {};
  }

  /** Every shoot's switches, for the Live screen (the same object until one changes). */
  all(): RuleSwitches {
    return this.switches;
  }

  enabledFor(shootCode: string): NotificationRuleState['enabled'] {
    return this.stateOf(shootCode).enabled;
  }

  setEnabled(shootCode: string, ruleId: NotificationRuleId, enabled: boolean): void {
    const current = this.stateOf(shootCode);
    const next = { ...current, enabled: { ...current.enabled, [ruleId]: enabled } };
    this.states.set(shootCode, next);
    this.switches = { ...this.switches, [shootCode]: next.enabled };
    this.record.write(this.switches);
    this.changed();
  }

  /**
   * A newer leaderboard came (`before`: the one it replaces): what the rules that are on announce. `me`:
   * the participant this device scores as in that shoot, if any.
   */
  newLeaderboard(
    before: LiveShoot | null,
    shoot: LiveShoot,
    now: number,
    me: string | null = null,
  ): string[] {
    const { messages, state } = applyNotificationRules(this.stateOf(shoot.code), before, shoot, now, me);
    this.states.set(shoot.code, state);
    return messages;
  }

  private stateOf(shootCode: string): NotificationRuleState {
    const known = this.states.get(shootCode);
    if (known) return known;
    const state = initialRuleState();
    const stored = this.switches[shootCode];
    const fresh = stored ? { ...state, enabled: { ...state.enabled, ...stored } } : state;
    this.states.set(shootCode, fresh);
    return fresh;
  }
}
