import { TIP_IDS } from '../../tips/tip-flags.js';
import { resetTips, useTipsSeen } from '../../tips/tips.js';
import { useToasts } from '../../components/toasts.js';

/** docs/product.md section 4: every tip can be shown again. Like the theme, a setting of this device, saved at once. */
export function TipsReset() {
  const seen = useTipsSeen();
  const toasts = useToasts();
  const dismissed = TIP_IDS.filter((id) => seen[id]).length;

  const showAgain = () => {
    resetTips();
    toasts.show('Tips will show again.', 'success');
  };

  return (
    <fieldset className="profile-section">
      <legend>Tips</legend>
      <p className="profile-hint">
        {dismissed === 0
          ? 'Every tip is showing where it helps.'
          : `You have dismissed ${dismissed} of ${TIP_IDS.length} tips.`}
      </p>
      <button type="button" className="primary-button" disabled={dismissed === 0} onClick={showAgain}>
        Show tips again
      </button>
    </fieldset>
  );
}
