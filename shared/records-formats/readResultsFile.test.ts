import { describe, expect, it } from 'vitest';
import { readResultsFile } from './readResultsFile.js';
import { recogniseProducer } from './recogniseProducer.js';
import { IANSEO_WA1440, IANSEO_WA720, TAMLYNSCORE_TWO_ROUNDS } from './resultFixtures.js';
import type { ResultsFile } from './resultRows.js';

function read(text: string): ResultsFile {
  const file = readResultsFile(text);
  if (!file.ok) throw new Error(file.error.message);
  return file.value;
}

describe('recognising who wrote a results file', () => {
  it('knows each producer by its header', () => {
    const producer = (text: string): string | null => {
      const result = recogniseProducer(text);
      return result.ok ? result.value.producer : result.error.reason;
    };
    expect(producer(IANSEO_WA720)).toBe('ianseo-qualification');
    expect(producer(IANSEO_WA1440)).toBe('ianseo-qualification');
    expect(producer(TAMLYNSCORE_TWO_ROUNDS)).toBe('tamlynscore-rankings');
    // Quoted cells, as a spreadsheet may save them.
    expect(producer('"AGB","FN","LN","Div","Class","Pos","Score","10s","Xs"\r\n')).toBe(
      'tamlynscore-rankings',
    );
    // Spaces after the commas, as a spreadsheet may save it.
    expect(producer('AGB, FN, LN, Div, Class, Pos, Score, 10s, Xs, Category, Canonical Category\r\n')).toBe(
      'tamlynscore-rankings',
    );
  });

  it('never guesses from the arrows: an unknown header is refused, naming it', () => {
    const result = recogniseProducer('Name,Round,Arrows\r\nJo,wa720_70,KKKLLL\r\n');
    expect(result).toEqual({
      ok: false,
      error: {
        reason: 'unknown-results-file',
        message:
          'The header "Name,Round,Arrows" is neither an ianseo qualification export nor a TamlynScore rankings file',
      },
    });
    // ianseo's columns in another order are not ianseo's export.
    const shuffled = IANSEO_WA720.replace('WaID;Local Bib', 'Local Bib;WaID');
    expect(recogniseProducer(shuffled).ok).toBe(false);
    expect(recogniseProducer('').ok).toBe(false);
  });
});

describe('reading an ianseo qualification export', () => {
  it('reads each archer, division, class and the arrows and figures of both WA 720 distances', () => {
    const file = read(IANSEO_WA720);
    expect(file.producer).toBe('ianseo-qualification');
    expect(file.rows).toHaveLength(4);
    const [jo] = file.rows;
    expect(jo!.archer).toEqual({ membershipNumber: '2012345', givenName: 'Jo', familyName: 'Bloggs' });
    expect([jo!.division, jo!.ageClass, jo!.line]).toEqual(['R', 'W', 2]);
    expect(jo!.shoots).toHaveLength(1);
    const shoot = jo!.shoots[0]!;
    expect(shoot.roundCode).toBeNull();
    expect(shoot.distances.map((distance) => distance.arrows.length)).toEqual([36, 36]);
    expect(shoot.distances[0]!.arrows.slice(0, 8)).toEqual(['9', '7', '5', '9', '10', '8', '8', 'X']);
    expect(shoot.distances[0]!.figures).toEqual([
      { kind: 'score', heading: 'D1 Score', value: 318 },
      { kind: 'golds', heading: 'D1 10+X', value: 17 },
      { kind: 'xs', heading: 'D1 X', value: 6 },
    ]);
    expect(shoot.figures).toEqual([
      { kind: 'score', heading: 'Score', value: 567 },
      { kind: 'hits', heading: 'Hits', value: 68 },
      { kind: 'golds', heading: '10+X', value: 24 },
      { kind: 'xs', heading: 'X', value: 10 },
    ]);
  });

  it('reads a WA 1440 as four distances', () => {
    const file = read(IANSEO_WA1440);
    expect(file.rows.map((row) => row.shoots[0]!.distances.length)).toEqual([4, 4]);
    expect(file.rows[1]!.archer).toEqual({ membershipNumber: '', givenName: 'Robin', familyName: 'Hood' });
  });

  it('refuses an export whose distance columns are not laid out as ianseo writes them', () => {
    const broken = IANSEO_WA720.replace('D2 Arrows', 'D2 Arrow list');
    const result = readResultsFile(broken);
    expect(result.ok ? null : result.error).toEqual({
      reason: 'malformed-results-file',
      message:
        'This ianseo export is not laid out as ianseo writes it: distance 2 lacks its golds, X/9 or Arrows column',
    });
  });
});

describe('reading a TamlynScore rankings file', () => {
  it('reads each row with both rounds, their codes, scores and letters, and the row totals', () => {
    const file = read(TAMLYNSCORE_TWO_ROUNDS);
    expect(file.producer).toBe('tamlynscore-rankings');
    const [jo] = file.rows;
    expect(jo!.archer).toEqual({ membershipNumber: '2012345', givenName: 'Jo', familyName: 'Bloggs' });
    expect([jo!.division, jo!.ageClass]).toEqual(['Recurve', 'Women']);
    expect(jo!.shoots.map((shoot) => [shoot.roundCode, shoot.distances[0]!.arrows.length])).toEqual([
      ['wa720_70', 72],
      ['wa1440_70', 144],
    ]);
    expect(jo!.shoots.map((shoot) => shoot.figures)).toEqual([
      [{ kind: 'score', heading: 'wa720_70', value: 521 }],
      [{ kind: 'score', heading: 'wa1440_70', value: 1285 }],
    ]);
    expect(jo!.figures).toEqual([
      { kind: 'score', heading: 'Score', value: 1806 },
      { kind: 'tens', heading: '10s', value: 93 },
      { kind: 'xs', heading: 'Xs', value: 43 },
    ]);
  });

  it('reads a round column headed Round as naming the round in each row', () => {
    const text = [
      'AGB,FN,LN,Div,Class,Pos,Score,10s,Xs,Category,Canonical Category,Round,Arrow values',
      '2012345,Jo,Bloggs,Recurve,Women,1,29,2,1,Recurve Women,Recurve Women,wa720_70,LKJ',
    ].join('\r\n');
    const [row] = read(text).rows;
    expect(row!.shoots).toEqual([
      { roundCode: 'wa720_70', distances: [{ arrows: ['L', 'K', 'J'], figures: [] }], figures: [] },
    ]);
  });

  it('refuses a file whose round column is not followed by Arrow values', () => {
    const result = readResultsFile(
      'AGB,FN,LN,Div,Class,Pos,Score,10s,Xs,Category,Canonical Category,wa720_70,Letters\r\n',
    );
    expect(result.ok ? null : result.error.reason).toBe('malformed-results-file');
  });
});
