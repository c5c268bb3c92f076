import { describe, expect, it } from 'vitest';
import { changeText, cm, offsetText, readableMark, sightMoveText, spreadText } from './plot-words.js';

describe('the analysis in an archer’s words', () => {
  it('says where the group sits from the centre', () => {
    expect(offsetText({ x: -1.24, y: 3 })).toBe('3.0 cm high, 1.2 cm left');
    expect(offsetText({ x: 2, y: -0.5 })).toBe('0.5 cm low, 2.0 cm right');
    expect(offsetText({ x: 0.01, y: -0.02 })).toBe('in the centre');
  });

  it('gives the spread with its SD when there is one', () => {
    expect(spreadText(8.14, 3.2)).toBe('8.1 cm (SD 3.2 cm)');
    expect(spreadText(0, null)).toBe('0.0 cm');
    expect(cm(-0.01)).toBe('0.0 cm');
  });

  it('signs a trend so a growing group reads as one', () => {
    expect(changeText(0.4, 'end')).toBe('+0.40 cm per end');
    expect(changeText(-0.25, 'shoot')).toBe('−0.25 cm per shoot');
    expect(changeText(null, 'end')).toBe('not enough to tell');
  });

  it('says which way to move the sight, and by how much in the archer’s units', () => {
    expect(sightMoveText('Elevation', { move: 'up', offsetCm: 6, amount: 1.234, unit: 'mm' })).toBe(
      'Elevation: move the sight up 1.2 mm',
    );
    expect(sightMoveText('Windage', { move: 'left', offsetCm: -4, amount: 0.5, unit: 'marks' })).toBe(
      'Windage: move the sight left 0.50 marks',
    );
    expect(sightMoveText('Windage', { move: null, offsetCm: 0.3, amount: 0.1, unit: 'mm' })).toMatch(
      /leave it/,
    );
  });

  it('offers a corrected mark to the hundredth, as a scale is read', () => {
    expect(readableMark(48.977340640518)).toBe(48.98);
    expect(readableMark(5)).toBe(5);
  });
});
