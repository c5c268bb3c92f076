import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded screen (or part of one) that can be warmed up. Once its code is loaded, lazy() gets it
 * through a thenable that answers at once, so the screen renders without suspending and without a
 * "Loading…" frame. This matters under React 19, which holds a Suspense boundary's content back until
 * 300 ms after its fallback showed: measured before, a 5,000-shoot History took 355 ms cold and 40 ms
 * warmed (docs/dependencies.md).
 */
export function warmableScreen<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  type Loaded = { default: ComponentType<Props> };
  let loaded: Loaded | undefined;
  // A chunk that cannot be fetched does not always reject: with the failure's vite:preloadError
  // handled (chrome/ScreenErrorBoundary.tsx), Vite's loader answers undefined. Refused here with the words
  // of a failed fetch, so the screen's error boundary says what happened (React's lazy would throw a
  // TypeError about a missing default export).
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
