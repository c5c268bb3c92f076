import { useLayoutEffect } from 'react';
import { useLatest } from './use-latest.js';

/**
 * Listens for `type` on the document or the window while `active`. The listener is added in the commit
 * that makes it active (a layout effect), not after the paint where Preact runs effects
 * (docs/dependencies.md): a key or a tap the moment a menu opens or a dialog closes is heard, where an
 * effect missed it (an Escape pressed as the menu showed left it open). The newest `listener` is called,
 * so it is not added again on every render.
 */
export function useListener<K extends keyof DocumentEventMap>(
  target: Document,
  type: K,
  listener: (event: DocumentEventMap[K]) => void,
  active?: boolean,
): void;
export function useListener<K extends keyof WindowEventMap>(
  target: Window,
  type: K,
  listener: (event: WindowEventMap[K]) => void,
  active?: boolean,
): void;
export function useListener(
  target: Document | Window,
  type: string,
  listener: (event: Event) => void,
  active = true,
): void {
  const latest = useLatest(listener);
  useLayoutEffect(() => {
    if (!active) return;
    const heard = (event: Event) => latest.current(event);
    target.addEventListener(type, heard);
    return () => target.removeEventListener(type, heard);
  }, [target, type, active, latest]);
}
