import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HistorySummary } from '../../../../shared/contract/views.js';
import { HistoryRow } from './HistoryRow.js';

/** Every row has this height (CSS .history-item agrees), so nothing has to be measured while scrolling. */
export const ROW_HEIGHT = 76;

/** Set once the first rows are on screen, so a test (or a profiler) can see how long the list took. */
export const FIRST_ROWS_MARK = 'history-first-rows';

/**
 * The shoots as one long list that scrolls with the page, but with only the rows on screen (and a few
 * either side) in the DOM: 5,000 shoots cost the same to draw and scroll as 20.
 */
export function HistoryList({ shoots }: { shoots: HistorySummary[] }) {
  const listRef = useRef<HTMLOListElement>(null);
  // The list starts below the heading and filters; the virtualiser counts scroll from the page top.
  const [listTop, setListTop] = useState(0);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setListTop(list.getBoundingClientRect().top + window.scrollY);
    measure();
    // The filters above can open and close: keep the offset right when the layout above moves.
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: shoots.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    scrollMargin: listTop,
    getItemKey: (index) => shoots[index]?.id ?? index,
  });

  const rows = virtualizer.getVirtualItems();
  const firstRowsShown = rows.length > 0;
  useEffect(() => {
    if (firstRowsShown && performance.getEntriesByName(FIRST_ROWS_MARK).length === 0) {
      performance.mark(FIRST_ROWS_MARK);
    }
  }, [firstRowsShown]);

  return (
    <ol
      ref={listRef}
      className="history-list"
      aria-label="Saved shoots"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const shoot = shoots[row.index];
        if (!shoot) return null;
        return (
          <li
            key={row.key}
            className="history-item"
            aria-setsize={shoots.length}
            aria-posinset={row.index + 1}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <HistoryRow shoot={shoot} />
          </li>
        );
      })}
    </ol>
  );
}
