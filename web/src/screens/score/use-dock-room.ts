import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps room below a screen's content for its keypad dock, fixed at the foot of the screen (the score
 * card's and the target's): the dock's height as a CSS variable (--score-dock-height), so the page's room
 * for it and the scroll padding follow without a render, and scrolling to a control stops above the dock
 * rather than under it. A dock drawn inline (plotting on the face) needs no room. `watch` changes with
 * whatever can bring a dock or change its kind (the card loaded, plotting chosen).
 */
export function useDockRoom(dockRef: RefObject<HTMLElement | null>, watch: string): void {
  useLayoutEffect(() => {
    const dock = dockRef.current;
    if (!dock) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      if (dock.classList.contains('score-dock-inline')) root.style.removeProperty('--score-dock-height');
      else root.style.setProperty('--score-dock-height', `${dock.offsetHeight}px`);
    });
    observer.observe(dock);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--score-dock-height');
    };
    // `watch` is read by no line here: it names when the dock element may be another one.
  }, [dockRef, watch]);
}
