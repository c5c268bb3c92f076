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
  // One fetch at a time, kept once it has answered: a part warmed in a pause and again when the archer
  // asks for it is fetched once. A failed fetch is forgotten, so the next warm asks again.
  let warming: Promise<Loaded> | undefined;
  const warm = () =>
    (warming ??= load()
      .then((module: Loaded | undefined) => {
        if (!module?.default) throw new Error('Failed to fetch dynamically imported module');
        return (loaded = module);
      })
      .catch((error: unknown) => {
        warming = undefined;
        throw error;
      }));
  // For an archer's action that the part comes after (a save and its result): resolves once the code is
  // here, or its fetch has failed, or `ms` have passed, so a stalled fetch never holds the action for long.
  // It never rejects: a part that did not come shows its own fetch, or its failure with Reload.
  const readyWithin = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      warm().then(done, done);
    });
  const Screen = lazy<ComponentType<Props>>(() =>
    loaded ? ({ then: (resolve: (module: Loaded) => void) => resolve(loaded!) } as Promise<Loaded>) : warm(),
  );
  return Object.assign(Screen, { warm, readyWithin });
}
