import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DiaryEntry as DiaryEntryView, NoteRecord } from '../../../../shared/contract/views.js';
import { DiaryEntry } from './DiaryEntry.js';

/** Set once the first entries are on screen, so a test (or a profiler) can see how long the diary took. */
export const FIRST_ENTRIES_MARK = 'diary-first-entries';

/**
 * A first guess at an entry's height before it is measured: the header, a line of awards, a note's
 * text and buttons. Entries are measured once drawn, so a guess only moves the scroll bar a little.
 */
function estimatedHeight(entry: DiaryEntryView | undefined): number {
  if (!entry) return 120;
  const notes = entry.notes.length === 0 ? 28 : entry.notes.length * 96;
  return 84 + (entry.achievements.length > 0 ? 36 : 0) + notes;
}

/**
 * The shoots as one long timeline that scrolls with the page, with only the entries on screen (and a
 * few either side) in the DOM: 5,000 shoots cost the same to draw and scroll as 20. Entries differ in
 * height (their notes), so each is measured as it is drawn.
 */
export function DiaryTimeline({
  entries,
  onDelete,
}: {
  entries: DiaryEntryView[];
  onDelete: (note: NoteRecord) => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  // The list starts below the heading, search and pending notes; the virtualiser counts from the page top.
  const [listTop, setListTop] = useState(0);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setListTop(list.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: (index) => estimatedHeight(entries[index]),
    overscan: 3,
    scrollMargin: listTop,
    getItemKey: (index) => entries[index]?.shootId ?? index,
  });

  const rows = virtualizer.getVirtualItems();
  const firstShown = rows.length > 0;
  useEffect(() => {
    if (firstShown && performance.getEntriesByName(FIRST_ENTRIES_MARK).length === 0) {
      performance.mark(FIRST_ENTRIES_MARK);
    }
  }, [firstShown]);

  return (
    <ol
      ref={listRef}
      className="diary-timeline"
      aria-label="Shoots and their notes, newest first"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const entry = entries[row.index];
        if (!entry) return null;
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className="diary-item"
            aria-setsize={entries.length}
            aria-posinset={row.index + 1}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <DiaryEntry entry={entry} onDelete={onDelete} />
          </li>
        );
      })}
    </ol>
  );
}
