// @vitest-environment happy-dom
import { act } from '../test-support/act.js';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../test-support/mount-per-test.js';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.js';
import { ReadFailed } from '../engine/use-engine.js';

function Broken(): never {
  throw new Error('Cannot read the shoot');
}

describe('a screen that fails', () => {
  const view = mountPerTest();

  it('is replaced by a calm screen with Reload, not a blank page', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    view.render(
      <ScreenErrorBoundary>
        <Broken />
      </ScreenErrorBoundary>,
    );
    quiet.mockRestore();
    expect(view.host.querySelector('h1')?.textContent).toBe('This screen could not be shown');
    expect(view.host.textContent).toContain('Your scores are safe on this device.');
    expect([...view.host.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Reload']);
    expect(view.host.textContent).toContain('Cannot read the shoot');
  });

  it('offers Try again for a read that failed, which draws the screen again', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let engineAnswers = false;
    function Reading() {
      if (!engineAnswers) throw new ReadFailed(new Error('The app’s engine did not answer'));
      return <p>Your shoots</p>;
    }
    view.render(
      <ScreenErrorBoundary>
        <Reading />
      </ScreenErrorBoundary>,
    );
    expect([...view.host.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Try again',
      'Reload',
    ]);
    expect(view.host.textContent).toContain('The app’s engine did not answer');
    engineAnswers = true;
    act(() => view.host.querySelector('button')!.click());
    quiet.mockRestore();
    expect(view.host.textContent).toBe('Your shoots');
  });

  it('shows the same calm screen when a screen’s code cannot be loaded, but not for a failed warm-up', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Unloadable = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    view.render(
      <ScreenErrorBoundary>
        <p>Score card</p>
      </ScreenErrorBoundary>,
    );
    // A background warm-up failing elsewhere leaves the screen in use alone.
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('x'),
    });
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(view.host.textContent).toBe('Score card');

    await act(async () => {
      view.render(
        <ScreenErrorBoundary>
          <Suspense fallback={<p>Loading…</p>}>
            <Unloadable />
          </Suspense>
        </ScreenErrorBoundary>,
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    quiet.mockRestore();
    warn.mockRestore();
    expect(view.host.textContent).toContain('Your scores are safe on this device.');
    expect(view.host.textContent).toContain('Failed to fetch dynamically imported module');
  });
});
