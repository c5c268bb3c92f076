import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../history/historyItem.js';
import { findRound } from '../rounds/catalogue.js';
import { arrowsCsv, csvField, csvRow, shootsCsv } from './csv.js';

/** A small RFC 4180 reader, to prove the files read back as written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

const shoots: HistoryItem[] = [
  {
    id: 1,
    date: '2026-06-14',
    score: 16,
    gameType: 'national',
    scores: [9, 7, 'M'],
    shootStatus: 'Competition',
    eventStatus: 'open',
    witnessed: true,
    shootDuration: 3_600_000,
    handicap: 42,
    classification: { name: 'B2', scheme: 'AGB 2023' },
    userProfile: { bowType: 'recurve' },
    location: { placeName: 'Field 3, "The Meadow", Sherwood', latitude: 0, longitude: 0 },
  },
  {
    id: 2,
    date: '2026-06-15T10:00:00.000Z',
    score: 10,
    gameType: 'lost round',
    scores: [10],
    complete: false,
  },
];

/** The shoots file's header row, as a spreadsheet shows it. */
const SHOOTS_HEADER =
  'id,date,round,status,score,hits,golds,xs,handicap,classification,scheme,bow_type,venue,duration_minutes,complete,event_status,witnessed,signed,left_out_of_handicap';

/** The arrows file's header row: the plotted position comes last, its signs in its names. */
const ARROWS_HEADER = 'shoot_id,date,round,end,arrow,value,distance,x_mm_right,y_mm_up';

describe('CSV fields', () => {
  it('quotes only what must be quoted, doubling quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(0)).toBe('0');
    expect(csvRow(['Łódź', 'Zürich', 'X'])).toBe('Łódź,Zürich,X');
  });
});

describe('the history as CSV', () => {
  it('has a row per shoot with its totals, judged results and venue, read back as written', () => {
    const rows = parseCsv(shootsCsv(shoots, findRound));
    expect(rows[0]).toEqual(SHOOTS_HEADER.split(','));
    expect(rows[1]).toEqual([
      '1',
      '2026-06-14',
      'national',
      'Competition',
      '16',
      '2',
      '1',
      '0',
      '42',
      'B2',
      'AGB 2023',
      'recurve',
      'Field 3, "The Meadow", Sherwood',
      '60',
      '',
      'open',
      'yes',
      'no',
      'no',
    ]);
    expect(rows[2]).toEqual([
      '2',
      '2026-06-15T10:00:00.000Z',
      'lost round',
      'Practice',
      '10',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'no',
      'practice',
      'no',
      'no',
      'no',
    ]);
  });

  it('has a row per arrow with its end, place in the end and distance', () => {
    const york = {
      id: 3,
      date: '2026-07-01',
      score: 0,
      gameType: 'york',
      scores: Array.from({ length: 74 }, () => 5 as const),
    };
    const rows = parseCsv(arrowsCsv([shoots[0]!, shoots[1]!, york], findRound));
    expect(rows[0]).toEqual(ARROWS_HEADER.split(','));
    // None of these shoots was plotted: every arrow's position is left blank.
    expect(rows.slice(1, 4)).toEqual([
      ['1', '2026-06-14', 'national', '1', '1', '9', '60yd', '', ''],
      ['1', '2026-06-14', 'national', '1', '2', '7', '60yd', '', ''],
      ['1', '2026-06-14', 'national', '1', '3', 'M', '60yd', '', ''],
    ]);
    expect(rows[4]).toEqual(['2', '2026-06-15T10:00:00.000Z', 'lost round', '1', '1', '10', '', '', '']);
    const yorkRows = rows.filter((row) => row[0] === '3');
    expect(yorkRows).toHaveLength(74);
    // York: 6 dozen at 100 yd, then 50 yd: arrow 73 is the first of end 13 at 80 yd.
    expect(yorkRows[72]).toEqual(['3', '2026-07-01', 'york', '13', '1', '5', '80yd', '', '']);
    expect(rows.every((row) => row.length === 9)).toBe(true);
  });

  it('gives each plotted arrow where it landed, mm right and up from the face centre to 0.1 mm, and leaves keypad arrows blank', () => {
    const plotted: HistoryItem = {
      id: 4,
      date: '2026-08-02',
      score: 42,
      gameType: 'national',
      // End 1 plotted but for its fourth arrow, typed on the keypad; end 2's one arrow plotted.
      scores: [9, 9, 7, 5, 3, 'M', 9],
      positions: [
        { x: 12.34, y: -5.06 },
        { x: -0.04, y: 1.25 },
        { x: -101.96, y: 140 },
        null,
        { x: 250.06, y: -250.06 },
        { x: 700, y: 0.3000000000000001 },
        { x: -33.333, y: 66.666 },
      ],
    };
    const unknown: HistoryItem = {
      id: 5,
      date: '2026-08-03',
      score: 10,
      gameType: 'lost round',
      scores: [10, 10],
      positions: [null, { x: 3.14159, y: -2.71828 }],
    };
    const rows = parseCsv(arrowsCsv([plotted, unknown], findRound));
    expect(rows.map((row) => row.slice(3))).toEqual([
      ['end', 'arrow', 'value', 'distance', 'x_mm_right', 'y_mm_up'],
      ['1', '1', '9', '60yd', '12.3', '-5.1'],
      // Rounded to nothing left of the centre is the centre, not "-0".
      ['1', '2', '9', '60yd', '0', '1.3'],
      ['1', '3', '7', '60yd', '-102', '140'],
      ['1', '4', '5', '60yd', '', ''],
      ['1', '5', '3', '60yd', '250.1', '-250.1'],
      ['1', '6', 'M', '60yd', '700', '0.3'],
      ['2', '1', '9', '60yd', '-33.3', '66.7'],
      ['1', '1', '10', '', '', ''],
      ['1', '2', '10', '', '3.1', '-2.7'],
    ]);
  });

  it('ends every line with CRLF and starts with the header even for an empty history', () => {
    expect(shootsCsv([], findRound)).toBe(`${SHOOTS_HEADER}\r\n`);
    expect(arrowsCsv([], findRound)).toBe(`${ARROWS_HEADER}\r\n`);
  });
});
