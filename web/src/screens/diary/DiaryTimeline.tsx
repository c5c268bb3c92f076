import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DiaryEntry as DiaryEntryView, NoteRecord } from '../../../../shared/contract/views.js';
import { DiaryEntry } from './DiaryEntry.js';
import { entryHeight } from './diary-layout.js';

/** Set once the first entries are on screen, so a test (or a profiler) can see how long the diary took. */
export const FIRST_ENTRIES_MARK = 'diary-first-entries';

interface DiaryTimelineProps {
  entries: DiaryEntryView[];
  editingNoteId: string | null;
  onEdit: (noteId: string | null) => void;
  onDelete: (note: NoteRecord) => void;
}

/**
 * The shoots as one long timeline that scrolls with the page, with only the entries on screen (and a
 * few either side) in the DOM: 5,000 shoots cost the same to draw and scroll as 20. Each entry's height
 * is worked out from what it holds (diary-layout.ts), never measured.
 */
export function DiaryTimeline({ entries, editingNoteId, onEdit, onDelete }: DiaryTimelineProps) {
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

  // Stable between renders: the virtualiser lays out all 5,000 entries again whenever these change.
  const getItemKey = useCallback((index: number) => entries[index]?.shootId ?? index, [entries]);
  const estimateSize = useCallback(
    (index: number) => {
      const entry = entries[index];
      return entry ? entryHeight(entry, editingNoteId) : 0;
    },
    [entries, editingNoteId],
  );
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize,
    overscan: 3,
    scrollMargin: listTop,
    getItemKey,
  });
  // Opening or closing a note's editor changes its entry's height.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, editingNoteId]);

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
            className="diary-item"
            aria-setsize={entries.length}
            aria-posinset={row.index + 1}
            style={{
              height: row.size,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <DiaryEntry entry={entry} editingNoteId={editingNoteId} onEdit={onEdit} onDelete={onDelete} />
          </li>
        );
      })}
    </ol>
  );
}
