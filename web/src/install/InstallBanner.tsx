import { useState } from 'react';
import { dismissInstallBanner, installApp, installPlatform, useInstallState } from './install-prompt.js';

const INSTRUCTIONS = {
  ios: [
    'Open this page in Safari.',
    'Tap the Share button (a square with an arrow pointing up).',
    'Choose “Add to Home Screen”, then “Add”.',
  ],
  android: [
    'Open this page in Chrome.',
    'Tap the menu (three dots) at the top right.',
    'Choose “Install app” or “Add to Home screen”, then confirm.',
  ],
  other: [
    'Look for the install icon at the right of the address bar, or in the browser’s menu.',
    'Choose “Install Archery Scores”.',
  ],
} as const;

/**
 * docs/product.md sections 1 and 4: the home-screen install banner, shown while the app is not installed and the
 * archer has not dismissed it. Install uses the browser's own prompt when it offered one, otherwise
 * step-by-step instructions for the device. The score card shows it between rounds only.
 */
export function InstallBanner() {
  const install = useInstallState();
  const [showSteps, setShowSteps] = useState(false);
  if (install.installed || install.dismissed) return null;
  const steps = INSTRUCTIONS[installPlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0)];

  return (
    <aside className="install-banner" aria-label="Install the app">
      <p>Put Archery Scores on your home screen: it opens like an app and works with no signal.</p>
      {showSteps && (
        <ol className="install-steps" aria-label="How to install">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      <div className="install-actions">
        <button
          type="button"
          className="button-secondary"
          // Asks the prompt kept at the moment of the tap, not the one this render saw: a prompt offered
          // just before the tap is used, and without one the steps are shown.
          onClick={() =>
            void installApp().then((outcome) => {
              if (outcome === 'unavailable') setShowSteps(true);
            })
          }
        >
          Install
        </button>
        <button type="button" className="button-secondary" onClick={dismissInstallBanner}>
          Not now
        </button>
      </div>
    </aside>
  );
}
