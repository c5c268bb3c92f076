import { Component, Suspense, type ReactNode } from 'react';

interface LazyPartProps {
  /** What the part is, in the archer's words, for the notice: "the save dialog", "the live strip". */
  name: string;
  children: ReactNode;
}

interface PartState {
  failure: string | null;
}

/**
 * A part of a screen whose code is fetched when it is first drawn (a dialog, a notice, the live strip):
 * while its code comes, nothing is drawn in its place; if the code cannot be fetched, or the part throws,
 * a one-line notice with Reload takes its place, never a blank area, and the rest of the screen (the keypad
 * above all) keeps working (issue #42). A whole screen has ScreenErrorBoundary instead.
 */
class PartBoundary extends Component<LazyPartProps, PartState> {
  override state: PartState = { failure: null };

  static getDerivedStateFromError(error: unknown): PartState {
    return { failure: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`The app could not show ${this.props.name}`, error);
  }

  override render(): ReactNode {
    if (this.state.failure === null) return this.props.children;
    return (
      <div className="part-failed" role="alert">
        <p>
          The app could not show {this.props.name}. Your scores are safe on this device.{' '}
          <button type="button" className="button-secondary" onClick={() => window.location.reload()}>
            Reload
          </button>
        </p>
      </div>
    );
  }
}

export function LazyPart({ name, children }: LazyPartProps) {
  return (
    <PartBoundary name={name}>
      <Suspense fallback={null}>{children}</Suspense>
    </PartBoundary>
  );
}
