import { Suspense, type ReactNode } from 'react';
import { FailureBoundary } from './ScreenErrorBoundary.js';

interface LazyPartProps {
  /** What the part is, in the archer's words, for the notice: "the save dialog", "the live strip". */
  name: string;
  /**
   * The part stands over the page (a dialog, a sheet): its notice is pinned to the top of the screen, so it
   * is seen wherever the page is scrolled and never lies under the score card's docked keys.
   */
  overlay?: boolean;
  /** Drawn while the code comes, for a part that must hold its place (the shooting clock's row). */
  placeholder?: ReactNode;
  children: ReactNode;
}

/**
 * A part of a screen whose code is fetched when it is first drawn (a dialog, a notice, the live strip):
 * while its code comes, nothing (or its placeholder) is drawn in its place; if the code cannot be
 * fetched, or the part throws, a one-line notice with Reload takes its place, never a blank area, and the
 * rest of the screen (the keypad above all) keeps working (issue #42). A whole screen has ScreenErrorBoundary instead.
 */
export function LazyPart({ name, overlay = false, placeholder, children }: LazyPartProps) {
  const failed = () => (
    <div className={overlay ? 'part-failed part-failed-overlay' : 'part-failed'} role="alert">
      <p>
        The app could not show {name}. Your scores are safe on this device.{' '}
        <button type="button" className="button-secondary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </p>
    </div>
  );
  return (
    <FailureBoundary logged={`The app could not show ${name}`} failed={failed}>
      <Suspense fallback={placeholder ?? (overlay ? <OverlayComing name={name} /> : null)}>
        {children}
      </Suspense>
    </FailureBoundary>
  );
}

/**
 * An overlay part whose code is still coming already holds the keyboard: the score card scores no key
 * while a modal is open (use-keyboard-scoring.ts looks for aria-modal), so a key typed in the moment
 * between Discard and its question is not scored behind it. It takes no taps, so a part that never
 * comes leaves the page usable (its failure notice takes this place).
 */
function OverlayComing({ name }: { name: string }) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={`Opening ${name}`}
      aria-busy="true"
      className="part-coming"
    />
  );
}
