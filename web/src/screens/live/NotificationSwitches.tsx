import { notificationRules, initialRuleState } from '../../../../shared/live-shoots/notification-rules.js';
import type { NotificationRuleState } from '../../../../shared/live-shoots/notification-rules.js';
import { liveSession } from '../../live/live-session.js';

/** docs/product.md section 9's two notifications, each switchable per shoot. */
export function NotificationSwitches({
  shootCode,
  enabled,
}: {
  shootCode: string;
  enabled: NotificationRuleState['enabled'] | undefined;
}) {
  const now = { ...initialRuleState().enabled, ...enabled };
  return (
    <fieldset className="live-card live-switches">
      <legend>Notifications for this shoot</legend>
      {notificationRules.map((rule) => (
        <label key={rule.id} className="live-switch">
          <input
            type="checkbox"
            checked={now[rule.id]}
            onChange={(event) => liveSession().setRuleEnabled(shootCode, rule.id, event.target.checked)}
          />
          {rule.name}
        </label>
      ))}
    </fieldset>
  );
}
