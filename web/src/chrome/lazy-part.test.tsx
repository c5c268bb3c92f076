// @vitest-environment happy-dom
import { lazy, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act } from '../test-support/act.js';
import { mountPerTest } from '../test-support/mount-per-test.js';
import { LazyPart } from './LazyPart.js';

/** Lets the lazy import settle and React draw what follows. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('a part of a screen fetched when first drawn', () => {
  const view = mountPerTest();
  const buttons = () => [...view.host.querySelectorAll('button')].map((button) => button.textContent);

  function screenWith(Part: ComponentType) {
    return (
      <>
        <p>Keypad</p>
        <LazyPart name="the save dialog">
          <Part />
        </LazyPart>
      </>
    );
  }

  it('is drawn once its code is here, with nothing in its place meanwhile', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const Part = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    view.render(screenWith(Part));
    expect(view.host.textContent).toBe('Keypad');
    await act(async () => arrive({ default: () => <p>Save this shoot</p> }));
    expect(view.host.textContent).toBe('KeypadSave this shoot');
  });

  it('says so with Reload when its code cannot be fetched, and leaves the rest of the screen', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    view.render(screenWith(Part));
    await settled();
    quiet.mockRestore();
    expect(view.host.textContent).toContain('Keypad');
    expect(view.host.querySelector('[role="alert"]')?.textContent).toContain(
      'The app could not show the save dialog. Your scores are safe on this device.',
    );
    expect(buttons()).toEqual(['Reload']);
  });

  it('says so too when the loader answers no module (Vite, once it has reported a failed chunk)', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazy(() => Promise.resolve(undefined as unknown as { default: ComponentType }));
    view.render(screenWith(Part));
    await settled();
    quiet.mockRestore();
    expect(view.host.textContent).toContain('Keypad');
    expect(view.host.querySelector('[role="alert"]')?.textContent).toContain(
      'could not show the save dialog',
    );
    expect(buttons()).toEqual(['Reload']);
  });
});
