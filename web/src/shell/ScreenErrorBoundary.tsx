import { Component, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';

interface BoundaryProps {
  children: ReactNode;
}

interface BoundaryState {
  failure: string | null;
}

/**
 * Spec section 8 and "never a blank page": a screen that throws while drawing, or whose code cannot be
 * loaded, is replaced by a calm screen that says the scores are safe and offers Reload. The boundary sits
 * inside the layout, so the navigation still works and the score card opens whatever broke elsewhere.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A screen failed to draw', error);
  }

  override render(): ReactNode {
    return this.state.failure === null ? this.props.children : <ScreenFailed detail={this.state.failure} />;
  }
}

export function ScreenFailed({ detail }: { detail: string }) {
  return (
    <section className="screen-failed" aria-labelledby="screen-failed-title">
      <h1 id="screen-failed-title">This screen could not be shown</h1>
      <p>Your scores are safe on this device. Reloading the app usually fixes this.</p>
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
 * one must work). A failed preload of a screen's code (Vite's `vite:preloadError`) is shown the same way
 * instead of being thrown into a blank page.
 */
export function ScreenErrorBoundary({ children }: BoundaryProps) {
  const [location] = useLocation();
  const [preloadFailure, setPreloadFailure] = useState<{ at: string; detail: string } | null>(null);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      const payload = (event as Event & { payload?: unknown }).payload;
      setPreloadFailure({
        at: window.location.pathname,
        detail: payload instanceof Error ? payload.message : 'A part of the app could not be loaded',
      });
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  if (preloadFailure !== null && preloadFailure.at === location)
    return <ScreenFailed detail={preloadFailure.detail} />;
  return <Boundary key={location}>{children}</Boundary>;
}
