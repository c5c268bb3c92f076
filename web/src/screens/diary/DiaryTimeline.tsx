import type { DiaryEntry as DiaryEntryView } from '../../../../shared/contract/diary.js';
import { VirtualList } from '../../components/VirtualList.js';
import { DiaryEntry } from './DiaryEntry.js';
import type { NoteEditing } from './DiaryNote.js';
import { entryHeight } from './diary-layout.js';

/** Set once the first entries are on screen, so a test (or a profiler) can see how long the diary took. */
export const FIRST_ENTRIES_MARK = 'diary-first-entries';

const shootKey = (entry: DiaryEntryView) => entry.shootId;

interface DiaryTimelineProps {
  entries: DiaryEntryView[];
  /** Stable while no note opens or closes: every entry on screen is drawn again when it changes. */
  editing: NoteEditing;
}

/**
 * The shoots as one long timeline that scrolls with the page, with only the entries on screen (and a
 * few either side) in the DOM: 5,000 shoots cost the same to draw and scroll as 20. Each entry's height
 * is worked out from what it holds (diary-layout.ts), never measured.
 */
export function DiaryTimeline({ entries, editing }: DiaryTimelineProps) {
  const { editingNoteId } = editing;
  // A new function when a note's editor opens or closes: that changes its entry's height.
  const height = (entry: DiaryEntryView) => entryHeight(entry, editingNoteId);
  return (
    <VirtualList
      items={entries}
      label="Shoots and their notes, newest first"
      listClassName="diary-timeline"
      itemClassName="diary-item"
      itemKey={shootKey}
      itemHeight={height}
      overscan={3}
      firstShownMark={FIRST_ENTRIES_MARK}
      renderItem={(entry) => <DiaryEntry entry={entry} editing={editing} />}
    />
  );
}
