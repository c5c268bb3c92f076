import type { EngineStatus } from '../../../shared/contract/engine.js';

export type StorageProblemStatus = Exclude<EngineStatus, { state: 'ready' }>;

/** The whole screen when storage cannot be opened at start-up: nothing else could work. */
export function StorageProblemScreen({ status }: { status: StorageProblemStatus }) {
  switch (status.state) {
    case 'storage-unavailable':
      return (
        <section role="alert" className="storage-problem">
          <h1>Storage is not available</h1>
          <p>
            This browser will not let the app store your scores ({status.message}). Private browsing often
            does this. Open the app in a normal window to score.
          </p>
        </section>
      );
    case 'storage-full':
      return (
        <section role="alert" className="storage-problem">
          <h1>Storage is full</h1>
          <p>
            Your device has no room left for your scores ({status.message}). Free some space, then reload the
            app.
          </p>
        </section>
      );
  }
}

/**
 * A banner when storage fails after start-up. What is already saved can still be read (and exported from
 * Data), so the screens stay; the banner says plainly that new changes are not being kept.
 */
export function StorageProblemBanner({ status }: { status: StorageProblemStatus }) {
  switch (status.state) {
    case 'storage-unavailable':
      return (
        <div role="alert" className="storage-banner">
          <strong>Storage was closed by the browser.</strong> New changes are not being saved. Reload the app.
        </div>
      );
    case 'storage-full':
      return (
        <div role="alert" className="storage-banner">
          <strong>Storage is full.</strong> Your last change was not saved. Free some space on this device,
          then try again; your saved scores are still here.
        </div>
      );
  }
}
