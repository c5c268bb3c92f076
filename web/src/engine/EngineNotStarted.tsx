/**
 * What the archer is told when the app's engine cannot be started at all (issue #43; docs/failures.md):
 * in words, with what still works, and a Reload. A banner over the screens rather than a screen of its
 * own, because the menu, the rounds and every page that needs no stored data still work; a screen that
 * reads stored data says it could not (useEngineQuery), and the card's taps say they are not saved.
 */
export function EngineNotStarted() {
  return (
    <div role="alert" className="storage-banner engine-not-started">
      <strong>The app could not start its scoring engine.</strong> Scores cannot be kept or shown until it
      does. Your saved scores are safe on this phone, and the menu still works. Reloading usually fixes this.{' '}
      <button type="button" className="primary-button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
