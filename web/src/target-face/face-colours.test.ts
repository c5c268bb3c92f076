import { describe, expect, it } from 'vitest';
import { zoneColour } from './face-colours.js';

describe('the colours a face is printed in', () => {
  it('paints a ten-zone face gold, red, blue, black and white from the middle', () => {
    expect(['X', 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((v) => zoneColour('10_zone', v as 1))).toEqual([
      'gold',
      'gold',
      'gold',
      'red',
      'red',
      'blue',
      'blue',
      'black',
      'black',
      'white',
      'white',
    ]);
  });

  it('paints an imperial face’s five zones one colour each', () => {
    expect([9, 7, 5, 3, 1].map((v) => zoneColour('5_zone', v))).toEqual([
      'gold',
      'red',
      'blue',
      'black',
      'white',
    ]);
  });

  it('paints a Worcester face black with a white centre', () => {
    expect([5, 4, 3, 2, 1].map((v) => zoneColour('Worcester', v))).toEqual([
      'white',
      'black',
      'black',
      'black',
      'black',
    ]);
  });
});
