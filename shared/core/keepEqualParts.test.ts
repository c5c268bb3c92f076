import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { keepEqualParts } from './keepEqualParts.js';

const data = fc.jsonValue();

/** A deep copy of JSON-like data, as structured clone makes one (keeps -0, which JSON does not). */
function copyOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => copyOf(item)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, part]) => [key, copyOf(part)])) as T;
  return value;
}

/** Every object and array reachable from `value`. */
function partsOf(value: unknown, into = new Set<unknown>()): Set<unknown> {
  if (typeof value === 'object' && value !== null) {
    into.add(value);
    for (const part of Object.values(value)) partsOf(part, into);
  }
  return into;
}

describe('keepEqualParts', () => {
  it('answers a value deep-equal to next, whatever previous was', () => {
    fc.assert(
      fc.property(data, data, (previous, next) => {
        const copy = copyOf(next);
        expect(keepEqualParts(previous, next)).toStrictEqual(copy);
      }),
    );
  });

  it('answers previous itself when next is a deep-equal copy of it', () => {
    fc.assert(
      fc.property(data, (previous) => {
        expect(keepEqualParts(previous, copyOf(previous))).toBe(previous);
      }),
    );
  });

  it('keeps every untouched part when one arrow changes, and makes new only the path to it', () => {
    const end = (arrows: number[]) => ({ arrows, total: arrows.reduce((a, b) => a + b, 0) });
    const previous = { ends: [end([9, 9, 7]), end([8, 7, 7])], runningTotal: 47, round: { name: 'York' } };
    const next = copyOf(previous);
    next.ends[1]!.arrows[2] = 6;
    next.ends[1]!.total = 21;
    next.runningTotal = 46;
    const kept = keepEqualParts(previous, next);
    expect(kept).toStrictEqual(next);
    expect(kept).not.toBe(previous);
    expect(kept.ends[0]).toBe(previous.ends[0]);
    expect(kept.round).toBe(previous.round);
    expect(kept.ends[1]).not.toBe(previous.ends[1]);
  });

  it('never hands back a part of previous that is not deep-equal to the part of next it stands for', () => {
    fc.assert(
      fc.property(data, data, (previous, next) => {
        const previousParts = partsOf(previous);
        const check = (kept: unknown, wanted: unknown) => {
          if (previousParts.has(kept)) expect(kept).toStrictEqual(wanted);
          if (typeof kept === 'object' && kept !== null && typeof wanted === 'object' && wanted !== null)
            for (const key of Object.keys(wanted)) check((kept as never)[key], (wanted as never)[key]);
        };
        check(keepEqualParts(previous, next), copyOf(next));
      }),
    );
  });

  it('takes a missing key, an undefined one and a class instance as different', () => {
    expect(keepEqualParts({ a: 1 }, { a: 1, b: undefined })).toStrictEqual({ a: 1, b: undefined });
    const day = new Date(0);
    const kept = keepEqualParts({ day }, { day: new Date(0) });
    expect(kept.day).not.toBe(day);
    expect(keepEqualParts([1, 2], [1, 2, 3])).toStrictEqual([1, 2, 3]);
    expect(keepEqualParts({ zero: 0 }, { zero: -0 }).zero).toBe(-0);
  });
});
