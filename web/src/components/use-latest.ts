import { useLayoutEffect, useRef } from 'react';

/**
 * The newest value of a render, for event handlers, listeners and timers that are not rebuilt on every
 * render. Set in the commit (a layout effect), not after the paint where Preact runs effects, so a key,
 * tap or change heard right after a render already reads it (docs/dependencies.md).
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
