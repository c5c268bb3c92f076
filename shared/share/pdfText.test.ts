import { describe, expect, it } from 'vitest';
import { pdfText } from './pdfText.js';

describe('text for the PDF font', () => {
  it('keeps Western European names as they are', () => {
    expect(pdfText('Zoë Müller-Gómez')).toEqual({ text: 'Zoë Müller-Gómez', changed: false });
    expect(pdfText('Bjørn Æsir – O’Neill')).toEqual({ text: 'Bjørn Æsir – O’Neill', changed: false });
  });

  it('spells other Latin letters the usual way and says it did', () => {
    expect(pdfText('Łukasz Wąsik')).toEqual({ text: 'Lukasz Wasik', changed: true });
    expect(pdfText('Đorđe Čović')).toEqual({ text: 'Dorde Covic', changed: true });
  });

  it('marks what it cannot write instead of writing something else', () => {
    expect(pdfText('弓道')).toEqual({ text: '??', changed: true });
  });
});
