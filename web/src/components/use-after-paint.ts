import { useLayoutEffect, useState } from 'react';

/**
 * `value` one frame later: what the screen showed when it was last painted. For what a screen draws
 * away from where the archer is looking, so that a change's own frame carries only what is under the
 * thumb: on the score card a tap's frame draws the total, the end and the keys, and the scoresheet,
 * summary and notes take the new arrow in the frame after (issue #30, a tap at frame speed; the
 * figures are in docs/performance.md, "A tap's frame draws what is under the thumb").
 *
 * Scheduled in the commit (a layout effect) for the next frame's start, then a task: the task runs once
 * that frame is painted. Not left to `useEffect`, whose timing depends on the update (React runs it
 * before the paint after a tap, after it otherwise). The first render has the value at once, and a value is followed
 * within a frame of the last change (a newer one replaces one still waiting).
 */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useLayoutEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(() => value));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [value]);
  return painted;
}
