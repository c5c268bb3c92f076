import { describe, expect, it } from 'vitest';
import type { HistorySummary } from '../../../../shared/contract/historyViews.js';
import {
  activeFilterCount,
  filtersFromQuery,
  filterShoots,
  noFilters,
  queryFromFilters,
  roundsShot,
  shootDay,
  type HistoryFilters,
} from './history-filters.js';

function shoot(id: number, fields: Partial<HistorySummary>): HistorySummary {
  return {
    id,
    date: '2024-05-01',
    score: 500,
    gameType: 'national',
    arrowsShot: 72,
    topScore: false,
    averagePerEnd: 41.7,
    ...fields,
  };
}

const shoots: HistorySummary[] = [
  shoot(4, {
    date: '2024-06-20',
    gameType: 'york',
    shootStatus: 'Competition',
    topScore: true,
    classification: { name: 'B2', scheme: 'AGB 2023' },
  }),
  shoot(3, {
    date: '2024-06-01T18:00:00',
    gameType: 'national',
    shootStatus: 'Practice',
    classification: { name: 'A1', scheme: 'AGB 2023' },
  }),
  shoot(2, { date: '2024-05-10', gameType: 'National' }),
  shoot(1, {
    date: '2023-12-24',
    gameType: 'portsmouth',
    shootStatus: 'RecordStatus',
    topScore: true,
    classification: { name: 'U/C', scheme: 'AGB 2023' },
  }),
];

const ids = (filters: Partial<HistoryFilters>) =>
  filterShoots(shoots, { ...noFilters, ...filters }).map((found) => found.id);

describe('history filters in the URL', () => {
  it('round-trips every filter through the query string', () => {
    const filters: HistoryFilters = {
      round: 'wa 1440 (90m)',
      classification: 'Frostbite 250',
      from: '2024-01-01',
      to: '2024-12-31',
      status: 'ukrs',
      personalBestsOnly: true,
    };
    const query = queryFromFilters(filters);
    expect(query).toBe(
      'round=wa+1440+%2890m%29&class=Frostbite+250&from=2024-01-01&to=2024-12-31&status=ukrs&pb=1',
    );
    expect(filtersFromQuery('?' + query)).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(6);
  });

  it('has an empty query and no count when nothing filters', () => {
    expect(queryFromFilters(noFilters)).toBe('');
    expect(filtersFromQuery('')).toEqual(noFilters);
    expect(activeFilterCount(noFilters)).toBe(0);
  });

  it('ignores what it cannot read instead of filtering on it', () => {
    expect(filtersFromQuery('from=yesterday&to=2024-13&status=Casual&pb=yes&round=%20%20')).toEqual(
      noFilters,
    );
    // A link or remembered filter of an older app names an old status: read as its event status.
    expect(filtersFromQuery('status=competition').status).toBe('club_competition');
    expect(filtersFromQuery('status=RecordStatus').status).toBe('ukrs');
  });
});

describe('filtering the history', () => {
  it('keeps the engine order and everything when nothing filters', () => {
    expect(ids({})).toEqual([4, 3, 2, 1]);
  });

  it('matches rounds whatever their case', () => {
    expect(ids({ round: 'national' })).toEqual([3, 2]);
  });

  it('lets Practice also match shoots saved without a status', () => {
    expect(ids({ status: 'practice' })).toEqual([3, 2]);
    expect(ids({ status: 'club_competition' })).toEqual([4]);
  });

  it('knows all six event statuses: a club target day is not "Competition"', () => {
    const day = [shoot(7, { shootStatus: 'Competition', eventStatus: 'club_target_day' }), ...shoots];
    const found = (status: HistoryFilters['status']) =>
      filterShoots(day, { ...noFilters, status }).map((item) => item.id);
    expect(found('club_target_day')).toEqual([7]);
    expect(found('club_competition')).toEqual([4]);
    expect(found('open')).toEqual([]);
  });

  it('treats a shoot without a classification as U/C', () => {
    expect(ids({ classification: 'U/C' })).toEqual([2, 1]);
    expect(ids({ classification: 'B2' })).toEqual([4]);
  });

  it('keeps the date range inclusive at both ends, by the local day of a time stamp', () => {
    expect(ids({ from: '2024-05-10', to: '2024-06-01' })).toEqual([3, 2]);
    expect(ids({ to: '2023-12-24' })).toEqual([1]);
    expect(shootDay('2024-06-01T18:00:00')).toBe('2024-06-01');
  });

  it('shows only personal bests when asked, and combines filters', () => {
    expect(ids({ personalBestsOnly: true })).toEqual([4, 1]);
    expect(ids({ personalBestsOnly: true, status: 'ukrs' })).toEqual([1]);
  });

  it('lists the rounds shot once each', () => {
    expect(roundsShot(shoots)).toEqual(['national', 'National', 'portsmouth', 'york']);
  });
});
