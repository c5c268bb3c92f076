import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface VirtualListProps<Item> {
  items: readonly Item[];
  /** The list's accessible name. */
  label: string;
  listClassName: string;
  /** The class of each `<li>`: its CSS places it absolutely at the top of the list. */
  itemClassName: string;
  itemKey: (item: Item) => string | number;
  /**
   * Each item's height, worked out from what it holds, never measured. Keep it the same between renders
   * (module-level, or a function of what the caller draws, which the React Compiler keeps until that
   * changes): a new function lays every item out again, which is how a caller
   * says heights have changed (a note's editor opening, say).
   */
  itemHeight: (item: Item) => number;
  /** How many items past either edge of the screen stay in the DOM. */
  overscan: number;
  /** A performance mark set once the first items are on screen, so a test (or a profiler) can time it. */
  firstShownMark: string;
  renderItem: (item: Item) => ReactNode;
}

/**
 * A long list that scrolls with the page, with only the items on screen (and a few either side) in the
 * DOM: 5,000 shoots cost the same to draw and scroll as 20.
 */
export function VirtualList<Item>({
  items,
  label,
  listClassName,
  itemClassName,
  itemKey,
  itemHeight,
  overscan,
  firstShownMark,
  renderItem,
}: VirtualListProps<Item>) {
  const listRef = useRef<HTMLOListElement>(null);
  // The list starts below the screen's heading and filters; the virtualiser counts from the page top.
  const [listTop, setListTop] = useState(0);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setListTop(list.getBoundingClientRect().top + window.scrollY);
    measure();
    // What sits above can open and close (filters, pending notes): keep the offset right when it moves.
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, []);

  // Kept by the compiler while `items`, `itemKey` and `itemHeight` stay: the virtualiser lays out every
  // item again whenever these change.
  const getItemKey = (index: number) => {
    const item = items[index];
    return item === undefined ? index : itemKey(item);
  };
  const estimateSize = (index: number) => {
    const item = items[index];
    return item === undefined ? 0 : itemHeight(item);
  };
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize,
    overscan,
    scrollMargin: listTop,
    getItemKey,
  });
  // A new itemHeight means some heights changed: drop the ones already laid out.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, itemHeight]);

  const rows = virtualizer.getVirtualItems();
  const firstShown = rows.length > 0;
  useEffect(() => {
    if (firstShown && performance.getEntriesByName(firstShownMark).length === 0) {
      performance.mark(firstShownMark);
    }
  }, [firstShown, firstShownMark]);

  return (
    <ol
      ref={listRef}
      className={listClassName}
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <li
            key={row.key}
            className={itemClassName}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            style={{
              height: row.size,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {renderItem(item)}
          </li>
        );
      })}
    </ol>
  );
}
