import type { PopupSetting } from './use-awards.js';

/** docs/product.md section 3: unlock pop-ups, on by default; the engine keeps the setting. */
export function PopupsToggle({
  popups,
  onChoose,
}: {
  popups: PopupSetting;
  onChoose: (next: PopupSetting) => void;
}) {
  return (
    <label className="awards-popups">
      <input
        type="checkbox"
        checked={popups === 'popups-on'}
        onChange={(event) => onChoose(event.currentTarget.checked ? 'popups-on' : 'popups-off')}
      />
      Show a pop-up when I unlock an achievement
    </label>
  );
}
