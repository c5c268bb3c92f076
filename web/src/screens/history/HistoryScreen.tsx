import { useEffect, useState } from 'react';
import { formatCount } from '../../formats.js';
import { Link, useLocation, useSearch } from 'wouter';
import { classificationsShot } from './classification-ladder.js';
import {
  activeFilterCount,
  filtersFromQuery,
  filterShoots,
  noFilters,
  queryFromFilters,
  roundsShot,
  type HistoryFilters,
} from './history-filters.js';
import { HistoryFiltersForm } from './HistoryFiltersForm.js';
import { HistoryList } from './HistoryList.js';
import { ProgressSection } from './ProgressSection.js';
import { rememberedFilters, rememberFilters } from './remembered-filters.js';
import { useHistory } from './use-history.js';
import './history.css';
import { Tip } from '../../tips/Tip.js';

const shootsWord = (n: number) => (n === 1 ? 'shoot' : 'shoots');

/** History (route /history): every saved shoot, newest first, filtered by what the URL says. */
export default function HistoryScreen() {
  const history = useHistory();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = filtersFromQuery(search);

  // Filter changes replace the history entry, so Back leaves the screen rather than undoing each tweak.
  const showFilters = (next: HistoryFilters) => {
    const query = queryFromFilters(next);
    navigate(query ? `/history?${query}` : '/history', { replace: true });
  };

  // A bare /history (the nav link) comes back to the filters last used on this device. Read once, on
  // arrival: clearing the filters later must not bring them back.
  const [arrivalFilters] = useState(() => (search === '' ? rememberedFilters() : noFilters));
  useEffect(() => {
    if (activeFilterCount(arrivalFilters) > 0) {
      navigate(`/history?${queryFromFilters(arrivalFilters)}`, { replace: true });
    }
  }, [arrivalFilters, navigate]);

  useEffect(() => rememberFilters(filters), [filters]);

  const shoots = history.state === 'ready' ? history.value : null;
  const shown = shoots ? filterShoots(shoots, filters) : [];
  const rounds = shoots ? roundsShot(shoots) : [];
  const classifications = shoots ? classificationsShot(shoots) : [];
  // The charts (and the chart library) load only once the archer opens Progress.
  const [progressOpen, setProgressOpen] = useState(false);

  return (
    <section className="history-screen" aria-labelledby="history-title">
      <h1 id="history-title">History</h1>
      {history.state === 'loading' && <p aria-live="polite">Loading your shoots…</p>}
      {history.state === 'failed' && <p role="alert">Your history could not be read: {history.message}</p>}
      {shoots && shoots.length === 0 && (
        <p className="history-empty">
          No shoots saved yet. <Link href="/">Score a round</Link> and save it to see it here, or import a
          backup on the <Link href="/data">Data</Link> screen.
        </p>
      )}
      {shoots && shoots.length > 0 && (
        <>
          <Tip id="history" title="Your shoots">
            <p>
              Tap a shoot to see its scorecard, notes and where you shot it. ★ PB marks your best score on a
              round with each bow; HC is the Archery GB handicap the score earns.
            </p>
          </Tip>
          <details
            className="history-filters history-progress"
            onToggle={(event) => setProgressOpen(event.currentTarget.open)}
          >
            <summary>Progress</summary>
            {progressOpen && <ProgressSection />}
          </details>
          <HistoryFiltersForm
            filters={filters}
            rounds={rounds}
            classifications={classifications}
            onChange={showFilters}
          />
          <p className="history-count" aria-live="polite">
            {shown.length === shoots.length
              ? `${formatCount(shoots.length)} ${shootsWord(shoots.length)}`
              : `${formatCount(shown.length)} of ${formatCount(shoots.length)} ${shootsWord(shoots.length)}`}
          </p>
          {shown.length === 0 ? (
            <p className="history-empty">
              No shoots match these filters.{' '}
              <button
                type="button"
                className="plain-button history-clear"
                onClick={() => showFilters(noFilters)}
              >
                Clear filters
              </button>
            </p>
          ) : (
            <HistoryList shoots={shown} />
          )}
        </>
      )}
    </section>
  );
}
