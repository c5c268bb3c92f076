import { describe, expect, it } from 'vitest';
import { bowName } from './bow-name.js';

describe('bowName', () => {
  it('shows a stored bow style with its first letter as a capital, the rest as stored', () => {
    expect(bowName('recurve')).toBe('Recurve');
    expect(bowName('compound limited')).toBe('Compound limited');
    expect(bowName('')).toBe('');
  });
});
