// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { OLD_FIELD_TABLES_NOT_HELD } from '../../../../shared/classifications/field-thresholds.js';
import type { HistoryItemView } from '../../../../shared/contract/historyViews.js';
import { roundSummary } from '../../../../shared/views/currentShootView.js';
import { roundByName } from '../../../../shared/rounds/catalogue.js';
import { mountPerTest } from '../../test-support/mount-per-test.js';
import { ShootDetails } from './ShootDetails.js';

const archer = { gender: 'female', ageGroup: 'adult', bowType: 'recurve' };

/** The fields the shoot's page reads; the rest of a saved shoot's view plays no part here. */
function shoot(round: string, changes: Partial<HistoryItemView>): HistoryItemView {
  return {
    id: 1,
    date: '2026-07-04T10:00:00.000Z',
    gameType: round,
    score: 300,
    scores: [],
    topScore: false,
    averagePerEnd: null,
    complete: true,
    handicap: 40,
    userProfile: archer,
    round: roundSummary(roundByName(round)),
    classificationNote: null,
    card: null,
    ...changes,
  } as HistoryItemView;
}

describe("a saved shoot's classification on its page", () => {
  const view = mountPerTest();
  const classification = () => view.host.querySelector('[data-testid="shoot-classification"]')?.textContent;

  it('says a field shoot before 2025 has no class because the old tables are not held, not U/C', () => {
    view.render(
      <ShootDetails
        shoot={shoot('wa field 24 red marked', {
          date: '2024-09-14T10:00:00.000Z',
          classificationNote: OLD_FIELD_TABLES_NOT_HELD,
          scores: Array.from({ length: 72 }, () => 5),
          averagePerEnd: 15,
        })}
      />,
    );
    expect(classification()).toBe(OLD_FIELD_TABLES_NOT_HELD);
    expect(view.host.textContent).toContain('72 (15 per target)');
    expect(view.host.querySelector('.class-badge')).toBeNull();
  });

  it('says a VI round has no classification', () => {
    view.render(<ShootDetails shoot={shoot('burntwood national', {})} />);
    expect(classification()).toBe('No classification for VI rounds');
  });

  it('keeps the badge for a class earned, and U/C for a round that could earn one', () => {
    view.render(
      <ShootDetails
        shoot={shoot('wa field 24 red marked', { classification: { name: 'B2', scheme: 'AGB 2026.1' } })}
      />,
    );
    expect(classification()).toBe('B2 Bowman Second Class (AGB 2026.1)');
    view.render(<ShootDetails shoot={shoot('national', {})} />);
    expect(classification()).toBe('U/C Unclassified');
  });
});
