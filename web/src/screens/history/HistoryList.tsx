import type { HistorySummary } from '../../../../shared/contract/historyViews.js';
import { VirtualList } from '../../components/VirtualList.js';
import { HistoryRow } from './HistoryRow.js';

/** Every row has this height (CSS .history-item agrees), so nothing has to be measured while scrolling. */
export const ROW_HEIGHT = 76;

/** Set once the first rows are on screen, so a test (or a profiler) can see how long the list took. */
export const FIRST_ROWS_MARK = 'history-first-rows';

const rowHeight = () => ROW_HEIGHT;
const shootKey = (shoot: HistorySummary) => shoot.id;
const row = (shoot: HistorySummary) => <HistoryRow shoot={shoot} />;

/** The saved shoots as one long list that scrolls with the page, only the rows on screen drawn. */
export function HistoryList({ shoots }: { shoots: HistorySummary[] }) {
  return (
    <VirtualList
      items={shoots}
      label="Saved shoots"
      listClassName="history-list"
      itemClassName="history-item"
      itemKey={shootKey}
      itemHeight={rowHeight}
      overscan={6}
      firstShownMark={FIRST_ROWS_MARK}
      renderItem={row}
    />
  );
}
