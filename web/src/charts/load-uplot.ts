import type uPlot from 'uplot';

/**
 * uPlot is fetched only by the screens that draw charts (its chunk stays out of the score card's
 * bundle), once, with its stylesheet.
 */
let loading: Promise<typeof uPlot> | undefined;

export function loadUplot(): Promise<typeof uPlot> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([module]) => module.default,
  );
  // A failed fetch (offline before the chunk was cached) may be tried again on the next chart.
  loading.catch(() => (loading = undefined));
  return loading;
}
