// @vitest-environment happy-dom
import { act } from '../test-support/act.js';
import { describe, expect, it, vi } from 'vitest';
import { roundByName } from '../../../shared/rounds/catalogue.js';
import type { ArrowValue } from '../../../shared/rounds/round.js';
import type { ScorecardLayout } from '../../../shared/contract/scoreCardViews.js';
import { scoreSheet } from '../../../shared/views/shootFigures.js';
import { Scorecard } from './Scorecard.js';
import { mountPerTest } from '../test-support/mount-per-test.js';

function sheetOf(roundName: string, arrows: ArrowValue[], layout: ScorecardLayout) {
  return scoreSheet(arrows, roundByName(roundName), layout);
}

describe('Scorecard', () => {
  const view = mountPerTest();

  // A National: 4 dozen at 60 yd then 2 dozen at 50 yd. First end shot out of order on purpose.
  const firstEnd: ArrowValue[] = [5, 9, 7, 'M', 9, 3];
  const national = [...firstEnd, ...Array<ArrowValue>(48 - 6).fill(7), 9, 9];

  it('writes each end best first and keeps the stored index for corrections', () => {
    const onEditArrow = vi.fn();
    view.render(<Scorecard sheet={sheetOf('national', firstEnd, 'portrait')} onEditArrow={onEditArrow} />);
    const boxes = [...view.host.querySelectorAll<HTMLButtonElement>('.arrow-box-button')];
    expect(boxes.map((box) => box.textContent)).toEqual(['9', '9', '7', '5', '3', 'M']);
    // The first 9 on the sheet is the second arrow shot (index 1).
    act(() => boxes[0]!.click());
    expect(onEditArrow).toHaveBeenCalledWith(1);
    expect(boxes[0]!.getAttribute('aria-label')).toMatch(/^9, arrow 2/);
  });

  it('draws the landscape sheet per distance with subtotals and Grand totals', () => {
    view.render(<Scorecard sheet={sheetOf('national', national, 'landscape')} />);
    const captions = [...view.host.querySelectorAll('caption')].map((caption) => caption.textContent);
    expect(captions).toEqual(['60yd', '50yd']);
    const labels = [...view.host.querySelectorAll('th[scope="row"]')].map((th) => th.textContent);
    expect(labels).toEqual(['Subtotals', 'Subtotals', 'Grand totals']);
    // Read-only: no buttons without onEditArrow.
    expect(view.host.querySelectorAll('button')).toHaveLength(0);
    const total = 33 + 42 * 7 + 18;
    expect(view.host.querySelector('.sheet-grand .tally.score')?.textContent).toBe(String(total));
  });

  /** Each line of the sheet as the rows it spans: a line starts at its end number's row. */
  function sheetLines(): HTMLTableRowElement[][] {
    const lines: HTMLTableRowElement[][] = [];
    for (const row of view.host.querySelectorAll<HTMLTableRowElement>('tbody tr')) {
      if (row.querySelector('th.end-number')) lines.push([row]);
      else if (row.classList.contains('line-continued')) lines[lines.length - 1]!.push(row);
    }
    return lines;
  }

  const texts = (rows: HTMLTableRowElement[], selector: string) =>
    rows.map((row) => [...row.querySelectorAll(selector)].map((cell) => cell.textContent));

  it('writes a Portsmouth two ends of three to a line, one end above the other, as an AGB indoor sheet', () => {
    view.render(
      <Scorecard
        sheet={sheetOf('portsmouth', [9, 10, 8, 10, 10, 10, 7, 9, 9], 'portrait')}
        onEditArrow={vi.fn()}
      />,
    );
    const lines = sheetLines();
    expect(lines.map((line) => line[0]!.querySelector('th')?.textContent)).toEqual(['1–2', '3']);
    const [first, second] = lines;
    expect(texts(first!, '.arrow-box-button')).toEqual([
      ['10', '9', '8'],
      ['10', '10', '10'],
    ]);
    expect(texts(first!, '.end-total')).toEqual([['27'], ['30']]);
    expect(first![0]!.querySelector('.running')?.textContent).toBe('57');
    // The third end shares its line with the fourth, not shot yet: three empty boxes and no total.
    expect(texts(second!, '.arrow-box-button')).toEqual([['9', '9', '7'], []]);
    expect(second![1]!.querySelectorAll('.arrow-box.empty')).toHaveLength(3);
    expect(second![0]!.querySelector('.running')?.textContent).toBe('82');
  });

  it('writes an end of six a line of its own, in two rows of three boxes a thumb can hit', () => {
    view.render(<Scorecard sheet={sheetOf('national', national, 'portrait')} onEditArrow={vi.fn()} />);
    const lines = sheetLines();
    expect(lines.slice(0, 3).map((line) => line[0]!.querySelector('th')?.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(texts(lines[0]!, '.arrow-box-button')).toEqual([
      ['9', '9', '7'],
      ['5', '3', 'M'],
    ]);
    // One end total and one running total for the end, spanning both rows.
    expect(lines[0]![0]!.querySelector('.end-total')?.getAttribute('rowspan')).toBe('2');
    expect(lines[0]![0]!.querySelector('.running')?.textContent).toBe('33');
    expect(view.host.querySelector('thead th[colspan]')?.getAttribute('colspan')).toBe('3');
  });

  it("pads a five-arrow end's second row so its boxes stay in their columns", () => {
    view.render(<Scorecard sheet={sheetOf('worcester', [5, 5, 4, 4, 3], 'portrait')} />);
    const [first] = sheetLines();
    expect(first!.map((row) => row.querySelectorAll('.arrow-box').length)).toEqual([3, 3]);
    expect(first![1]!.querySelectorAll('.arrow-box.blank')).toHaveLength(1);
  });

  it('gives a one-distance round a single Totals row', () => {
    view.render(<Scorecard sheet={sheetOf('portsmouth', [10, 9], 'landscape')} />);
    const labels = [...view.host.querySelectorAll('th[scope="row"]')].map((th) => th.textContent);
    expect(labels).toEqual(['Totals']);
  });

  it('writes a field round a target a row on the landscape sheet, numbered, with its running total', () => {
    // 13 targets of X, 5, 4 on a 24-target course: the first unit and one target of the second.
    const targets = Array.from({ length: 13 }, (): ArrowValue[] => ['X', 5, 4]).flat();
    view.render(<Scorecard sheet={sheetOf('wa field 24 red marked', targets, 'landscape')} />);
    const captions = [...view.host.querySelectorAll('caption')].map((caption) => caption.textContent);
    expect(captions).toEqual(['Targets 1–12', 'Targets 13–24']);
    const headings = [...view.host.querySelectorAll('.sheet.landscape')[0]!.querySelectorAll('thead th')];
    expect(headings.map((th) => th.textContent)).toEqual([
      'Target',
      'Arrows',
      'T/T',
      'H',
      'S',
      'G',
      'X',
      'R/T',
    ]);
    const numbers = [...view.host.querySelectorAll('th.end-number')].map((th) => th.textContent);
    expect(numbers).toEqual(Array.from({ length: 13 }, (_, index) => String(index + 1)));
    const thirteenth = view.host.querySelectorAll('.sheet.landscape')[1]!.querySelector('tbody tr')!;
    expect([...thirteenth.querySelectorAll('.arrow-box')].map((box) => box.textContent)).toEqual([
      'X',
      '5',
      '4',
    ]);
    expect(thirteenth.querySelector('.end-total')?.textContent).toBe('15');
    expect(thirteenth.querySelector('.running')?.textContent).toBe('195');
    const labels = [...view.host.querySelectorAll('th[scope="row"]:not(.end-number)')].map(
      (th) => th.textContent,
    );
    expect(labels).toEqual(['Subtotals', 'Subtotals', 'Grand totals']);
  });
});
