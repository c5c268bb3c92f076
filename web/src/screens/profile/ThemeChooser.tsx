import { useState } from 'react';
import { chooseTheme, readThemePreference, type ThemePreference } from '../../theme.js';
import { useToasts } from '../../components/toasts.js';

const OPTIONS: Array<{ value: ThemePreference; label: string }> = [
  { value: 'device', label: 'Device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** The theme is a device setting (local key theme-preference), not part of the profile, so it applies at once. */
export function ThemeChooser() {
  const [theme, setTheme] = useState<ThemePreference>(() => readThemePreference());
  const toasts = useToasts();

  const choose = (next: ThemePreference) => {
    setTheme(next);
    if (!chooseTheme(next))
      toasts.show('The theme applies now, but this browser will not remember it.', 'info');
  };

  return (
    <fieldset className="profile-section theme-chooser">
      <legend>Theme</legend>
      <p className="profile-hint">Device follows your phone or computer’s light or dark setting.</p>
      <div className="theme-options">
        {OPTIONS.map((option) => (
          <label key={option.value} className="theme-option">
            <input
              type="radio"
              name="theme"
              value={option.value}
              checked={theme === option.value}
              onChange={() => choose(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
