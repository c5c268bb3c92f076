import { isPlainObject } from './plainObject.js';

/**
 * `next`, with every part that is deep-equal to the same part of `previous` replaced by `previous`'s
 * (structural sharing): a value that changed nothing comes back as `previous` itself, and a value that
 * changed one arrow keeps the same objects for every end it did not touch.
 *
 * Why: the worker's answer to a tapped arrow is a fresh copy (structured clone) of a card the page has
 * already drawn from its prediction. With fresh objects every memoised part of the screen draws again,
 * in the answer's own task, where the archer's next tap then waits (issue #49, the slow taps after a cold
 * open overlapped the worker's message). With the parts kept, an answer that says what the prediction
 * said draws nothing.
 *
 * For data as the worker sends it: plain objects, arrays and primitives (numbers compared with
 * Object.is, so NaN equals NaN and 0 is not -0). Anything else (a Date, a Map, a class) is compared by
 * reference only, so it is never wrongly taken as equal.
 */
export function keepEqualParts<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length;
    const kept = next.map((item: unknown, index) => {
      const part = keepEqualParts(previous[index], item);
      if (!Object.is(part, previous[index])) same = false;
      return part;
    });
    return (same ? previous : kept) as T;
  }
  if (isPlainData(previous) && isPlainData(next)) {
    const nextKeys = Object.keys(next);
    let same = nextKeys.length === Object.keys(previous).length;
    const kept: Record<string, unknown> = {};
    for (const key of nextKeys) {
      const had = Object.hasOwn(previous, key);
      const part = keepEqualParts(had ? previous[key] : undefined, next[key]);
      if (!had || !Object.is(part, previous[key])) same = false;
      kept[key] = part;
    }
    return (same ? previous : kept) as T;
  }
  return next;
}

/** An object literal's kind of object (what structured clone makes of one), not a class's instance. */
function isPlainData(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
