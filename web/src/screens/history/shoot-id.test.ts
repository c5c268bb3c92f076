import { describe, expect, it } from 'vitest';
import { shootIdFrom } from './use-saved-shoot.js';

describe('the shoot id in /history/:id', () => {
  it('reads whole numbers and refuses anything else', () => {
    expect(shootIdFrom('42')).toBe(42);
    expect(shootIdFrom('0')).toBe(0);
    for (const bad of ['abc', '-1', '1.5', '', ' 7', '1e3', '9999999999999999', undefined]) {
      expect(shootIdFrom(bad)).toBeNull();
    }
  });
});
