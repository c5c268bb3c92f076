import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ReadFailed } from '../engine/use-engine.js';

interface BoundaryProps {
  children: ReactNode;
}

interface FailureBoundaryProps extends BoundaryProps {
  /** What the console says failed ("A screen failed to draw"). */
  logged: string;
  /**
   * What takes the children's place once they failed, given the failure's words and, for a read that
   * failed (useEngineQuery's ReadFailed), a way to try again: drawing a broken screen again would only fail again.
   */
  failed: (detail: string, tryAgain: (() => void) | null) => ReactNode;
}

interface BoundaryState {
  failure: string | null;
  /** Whether drawing the children again may go better: a read that failed is asked again on mount. */
  readFailed: boolean;
}

/**
 * The one error boundary of the app: children that throw while drawing, or whose code cannot be loaded
 * (a lazy import that fails), are replaced by `failed`. A whole screen gets ScreenErrorBoundary below; a
 * part of one gets LazyPart's one line.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, readFailed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return {
      failure: error instanceof Error ? error.message : String(error),
      readFailed: error instanceof ReadFailed,
    };
  }

  override componentDidCatch(error: unknown): void {
    console.error(this.props.logged, error);
  }

  override render(): ReactNode {
    if (this.state.failure === null) return this.props.children;
    // Drawing the children afresh: a read that failed is asked again on their mount.
    const tryAgain = this.state.readFailed ? () => this.setState({ failure: null, readFailed: false }) : null;
    return this.props.failed(this.state.failure, tryAgain);
  }
}

/**
 * docs/product.md section 8 and "never a blank page": a screen that throws while drawing, or whose code cannot be
 * loaded, is replaced by a calm screen that says the scores are safe and offers Reload. The boundary sits
 * inside the layout, so the navigation still works and the score card opens whatever broke elsewhere.
 */
const screenFailed = (detail: string, tryAgain: (() => void) | null) => (
  <ScreenFailed detail={detail} tryAgain={tryAgain} />
);

export function ScreenFailed({ detail, tryAgain }: { detail: string; tryAgain: (() => void) | null }) {
  return (
    <section className="screen-failed" aria-labelledby="screen-failed-title">
      <h1 id="screen-failed-title">This screen could not be shown</h1>
      <p>
        Your scores are safe on this device.{' '}
        {tryAgain
          ? 'Try again, or reload the app: that usually fixes this.'
          : 'Reloading the app usually fixes this.'}
      </p>
      {tryAgain && (
        <button type="button" className="primary-button" onClick={tryAgain}>
          Try again
        </button>
      )}{' '}
      <button type="button" className="primary-button" onClick={() => window.location.reload()}>
        Reload
      </button>
      <details>
        <summary>What went wrong</summary>
        <p>{detail}</p>
      </details>
    </section>
  );
}

/**
 * The boundary for the screens, started afresh on every navigation (leaving a broken screen for another
 * one must work). A screen whose code cannot be fetched fails through its lazy import and lands here too.
 * Vite's `vite:preloadError` (docs/product.md section 8) is handled by letting that import fail where it was asked
 * for: a background warm-up that fails must not replace the screen the archer is using.
 */
export function ScreenErrorBoundary({ children }: BoundaryProps) {
  const [location] = useLocation();
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      console.warn('A part of the app could not be loaded', (event as Event & { payload?: unknown }).payload);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return (
    <FailureBoundary key={location} logged="A screen failed to draw" failed={screenFailed}>
      {children}
    </FailureBoundary>
  );
}
