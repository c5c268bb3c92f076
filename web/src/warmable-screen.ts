import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded screen (or part of one) that can be warmed up. Once its code is loaded, lazy() gets it
 * through a thenable that answers at once, so the screen renders without suspending and without a
 * "Loading…" frame. (Under React 19 this mattered most: it held back a Suspense boundary's content until
 * 300 ms after its fallback showed, so a 5,000-shoot History took 355 ms cold and 40 ms warmed. The app
 * is now drawn by Preact, which has no such hold: docs/dependencies.md.)
 */
export function warmableScreen<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  type Loaded = { default: ComponentType<Props> };
  let loaded: Loaded | undefined;
  // A chunk that cannot be fetched does not always reject: with the failure's vite:preloadError
  // handled (chrome/ScreenErrorBoundary.tsx), Vite's loader answers undefined. React's lazy refused that;
  // Preact's draws nothing, a blank screen. Refused here, it reaches the screen's error boundary.
  const warm = () =>
    load().then((module: Loaded | undefined) => {
      if (!module?.default) throw new Error('Failed to fetch dynamically imported module');
      return (loaded = module);
    });
  const Screen = lazy<ComponentType<Props>>(() =>
    loaded ? ({ then: (resolve: (module: Loaded) => void) => resolve(loaded!) } as Promise<Loaded>) : warm(),
  );
  return Object.assign(Screen, { warm });
}
