import { describe, expect, it } from 'vitest';
import type { TargetCardView } from '../../../../shared/contract/targetCardView.js';
import type { DrawOp } from '../../../../shared/share/drawing.js';
import { qrCells } from '../../components/qr-cells.js';
import { CARD_PICTURE_WIDTH, cardPicture, cardPictureName } from './card-picture.js';

const view: TargetCardView = {
  archer: { name: 'Much', bowType: 'barebow', ageGroup: 'u18', gender: 'male' },
  letter: 'B',
  targetNumber: 7,
  round: 'bray i',
  roundKnown: true,
  date: '2026-12-06',
  place: 'Sherwood',
  eventStatus: 'club_target_day',
  scorer: 'Robin',
  archerSignature: { at: '2026-12-06T10:00:00.000Z', mark: { kind: 'drawn', strokes: 'AAzz Kk' } },
  scorerSignature: { at: '2026-12-06T10:01:00.000Z', mark: { kind: 'initials', text: 'RH' } },
  sealCode: 'HBW0-VZNC',
  standing: 'signed',
  corrections: [],
  ends: Array.from({ length: 10 }, (_, end) => ({
    arrows: [9, 8, 'M'],
    total: 17,
    runningTotal: 17 * (end + 1),
  })),
  total: 170,
  columns: [
    { label: 'Hits', count: 20 },
    { label: 'Golds', count: 10 },
  ],
  inHistory: null,
  ownScoring: null,
  setAsideFor: null,
};

const link = 'https://scores.example/card#abc';

function texts(ops: DrawOp[]): string[] {
  return ops.flatMap((op) => (op.kind === 'text' ? [op.text] : []));
}

describe("a sealed card's picture", () => {
  it("says what the card's page says: archer, round, day, place, ends, score, scorer and seal", () => {
    const drawing = cardPicture(view, link, 'en-GB');
    const words = texts(drawing.ops);
    expect(words).toContain('Much');
    expect(words.some((line) => line.startsWith('Target 7, archer B · ') && /Barebow/i.test(line))).toBe(
      true,
    );
    expect(words.some((line) => line.startsWith('Bray I · ') && line.endsWith(' · Sherwood'))).toBe(true);
    expect(words).toContain('Club target day');
    // Every end as a row: its number, arrows as written, E/T and R/T.
    expect(words).toEqual(expect.arrayContaining(['End', 'Arrows', 'E/T', 'R/T']));
    for (let end = 1; end <= 10; end += 1) expect(words).toContain(String(17 * end));
    expect(words.filter((line) => line === '9  8  M')).toHaveLength(10);
    expect(words).toContain('Score 170 · Hits 20 · Golds 10');
    expect(words.some((line) => line.startsWith('Scored by Robin. Signed by Much at'))).toBe(true);
    expect(words).toContain('RH');
    expect(words).toContain('Seal HBW0-VZNC');
    // The drawn signature's two strokes, as pen lines.
    expect(drawing.ops.filter((op) => op.kind === 'line')).toHaveLength(2);
  });

  it("carries the link's QR code, every dark square of it, and stays inside the picture", () => {
    const drawing = cardPicture(view, link);
    const black = drawing.ops.filter((op) => op.kind === 'rect' && op.fill === '#000000');
    expect(black).toHaveLength(qrCells(link).dark.length);
    for (const op of drawing.ops) {
      if (op.kind !== 'rect') continue;
      expect(op.x + op.width).toBeLessThanOrEqual(CARD_PICTURE_WIDTH);
      expect(op.y + op.height).toBeLessThanOrEqual(drawing.height);
    }
  });

  it('is named after the archer, the round and the day', () => {
    expect(cardPictureName(view)).toBe('Much - Bray I - 2026-12-06.png');
    expect(cardPictureName({ ...view, archer: { ...view.archer, name: 'Will / Scarlet?' } })).toBe(
      'Will Scarlet - Bray I - 2026-12-06.png',
    );
  });
});
