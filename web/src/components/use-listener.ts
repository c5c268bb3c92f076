import { useEffectEvent, useLayoutEffect } from 'react';

/**
 * Listens for `type` on the document or the window while `active`, calling the newest `listener` (an
 * effect event, so the listener is not added again on every render). Added in the commit that makes it
 * active (a layout effect), so a key or a tap the moment a menu opens or a dialog closes is heard
 * whatever the update that opened it (docs/dependencies.md, React).
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
  const heard = useEffectEvent(listener);
  useLayoutEffect(() => {
    if (!active) return;
    const onEvent = (event: Event) => heard(event);
    target.addEventListener(type, onEvent);
    return () => target.removeEventListener(type, onEvent);
  }, [target, type, active]);
}
