// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { OLD_FIELD_TABLES_NOT_HELD } from '../../../../shared/classifications/field-thresholds.js';
import type { HistorySummary } from '../../../../shared/contract/historyViews.js';
import { mountPerTest } from '../../test-support/mount-per-test.js';
import { HistoryRow } from './HistoryRow.js';

const row: HistorySummary = {
  id: 1,
  date: '2024-09-14T10:00:00.000Z',
  gameType: 'wa field 24 red marked',
  score: 360,
  handicap: 31,
  arrowsShot: 72,
  topScore: false,
  averagePerEnd: 15,
};

describe('a history row', () => {
  const view = mountPerTest();

  it('marks a shoot a field rule gave no class as having none, with the reason, not U/C', () => {
    view.render(<HistoryRow shoot={{ ...row, classificationNote: OLD_FIELD_TABLES_NOT_HELD }} />);
    expect(view.host.querySelector('[data-testid="no-class-mark"]')?.textContent).toBe(
      `No class: ${OLD_FIELD_TABLES_NOT_HELD}`,
    );
    expect(view.host.querySelector('.class-badge')).toBeNull();
  });

  it('flags a shoot whose arrows do not fill its round, with the figures', () => {
    view.render(<HistoryRow shoot={{ ...row, missingArrows: { arrowsShot: 54, arrowsInRound: 72 } }} />);
    expect(view.host.querySelector('[data-testid="missing-arrows"]')?.textContent).toBe(' · 54 of 72 arrows');
    view.render(<HistoryRow shoot={row} />);
    expect(view.host.querySelector('[data-testid="missing-arrows"]')).toBeNull();
  });

  it('keeps the badge otherwise', () => {
    view.render(<HistoryRow shoot={{ ...row, classification: { name: 'B2', scheme: 'AGB field 2025' } }} />);
    expect(view.host.querySelector('.class-badge')?.textContent).toBe('B2');
    view.render(<HistoryRow shoot={row} />);
    expect(view.host.querySelector('.class-badge')?.textContent).toBe('U/C');
  });
});
