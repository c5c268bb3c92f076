import { describe, expect, it } from 'vitest';
import { firstOpenChoice, settleSetup, setupSettled } from './first-open-setup.js';

const blank = { name: '', bowType: '', ageGroup: '', gender: '' };

describe('whether to offer the first-open setup', () => {
  it('offers it to a new archer only', () => {
    expect(firstOpenChoice({ settled: false, profile: blank, hasShoots: false })).toBe('offer');
  });

  it('never offers it to an archer with shoots or any of the profile, nor once settled', () => {
    expect(firstOpenChoice({ settled: false, profile: blank, hasShoots: true })).toBe('not-needed');
    expect(
      firstOpenChoice({ settled: false, profile: { ...blank, bowType: 'recurve' }, hasShoots: false }),
    ).toBe('not-needed');
    expect(firstOpenChoice({ settled: false, profile: { ...blank, name: 'Robin' }, hasShoots: false })).toBe(
      'not-needed',
    );
    expect(firstOpenChoice({ settled: true, profile: blank, hasShoots: false })).toBe('not-needed');
  });

  it('remembers that it was settled on this device', () => {
    const stored = new Map<string, string>();
    const store = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    };
    expect(setupSettled(store)).toBe(false);
    settleSetup(store);
    expect(setupSettled(store)).toBe(true);
  });
});
