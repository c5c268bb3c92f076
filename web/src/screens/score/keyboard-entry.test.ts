import { describe, expect, it } from 'vitest';
import type { ArrowValue } from '../../../../shared/rounds/round.js';
import { keyboardHint, readKey } from './keyboard-entry.js';

const metric: ArrowValue[] = ['X', 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 'M'];
const imperial: ArrowValue[] = [9, 7, 5, 3, 1, 'M'];

function typeAll(keys: string[], keypad: ArrowValue[]) {
  let pending = '';
  const arrows: ArrowValue[] = [];
  let undos = 0;
  for (const key of keys) {
    const outcome = readKey(pending, key, keypad);
    arrows.push(...outcome.arrows);
    if (outcome.undo) undos++;
    pending = outcome.pending;
  }
  return { arrows, undos, pending };
}

describe('typing scores', () => {
  it('scores letters and single digits at once, either case', () => {
    expect(typeAll(['x', 'X', '9', 'm', 'M'], metric)).toEqual({
      arrows: ['X', 'X', 9, 'M', 'M'],
      undos: 0,
      pending: '',
    });
  });

  it('reads 1 then 0 as a 10, and a lone 0 as a 10', () => {
    expect(typeAll(['1', '0', '0'], metric).arrows).toEqual([10, 10]);
  });

  it('keeps a 1 pending on rounds with 10 until the next key decides', () => {
    expect(typeAll(['1'], metric)).toEqual({ arrows: [], undos: 0, pending: '1' });
    expect(typeAll(['1', '9'], metric).arrows).toEqual([1, 9]);
    expect(typeAll(['1', '1', 'Enter'], metric).arrows).toEqual([1, 1]);
    expect(typeAll(['1', 'x'], metric).arrows).toEqual([1, 'X']);
  });

  it('scores a 1 at once where the round has no 10', () => {
    expect(typeAll(['1'], imperial).arrows).toEqual([1]);
  });

  it('ignores values the round does not have', () => {
    expect(typeAll(['8', 'x', '0', '2'], imperial).arrows).toEqual([]);
    expect(readKey('', 'a', imperial).handled).toBe(false);
  });

  it('takes back a pending digit before undoing a stored arrow', () => {
    expect(typeAll(['9', '1', 'Backspace'], metric)).toEqual({ arrows: [9], undos: 0, pending: '' });
    expect(typeAll(['9', 'Backspace'], metric).undos).toBe(1);
  });

  it('states the rule it follows', () => {
    expect(keyboardHint(metric)).toContain('0 = 10');
    expect(keyboardHint(metric)).toContain('waits');
    expect(keyboardHint(imperial)).not.toContain('waits');
  });
});
