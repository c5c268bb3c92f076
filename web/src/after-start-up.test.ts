import { describe, expect, it } from 'vitest';
import { mayFetchAhead } from './after-start-up.js';

describe('fetching screens ahead of need', () => {
  it('goes ahead when the browser says nothing about the connection', () => {
    expect(mayFetchAhead(undefined)).toBe(true);
    expect(mayFetchAhead({})).toBe(true);
  });

  it('goes ahead on a 3G or 4G connection', () => {
    expect(mayFetchAhead({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(mayFetchAhead({ effectiveType: '3g' })).toBe(true);
  });

  it('waits for the archer when data saver is on, whatever the connection', () => {
    expect(mayFetchAhead({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('waits for the archer on a 2G connection', () => {
    expect(mayFetchAhead({ effectiveType: '2g' })).toBe(false);
    expect(mayFetchAhead({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
