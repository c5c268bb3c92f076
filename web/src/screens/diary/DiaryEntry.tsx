import { useId } from 'react';
import { Link } from 'wouter';
import type { DiaryEntry as DiaryEntryView } from '../../../../shared/contract/diary.js';
import { tierWords } from '../achievements/achievement-words.js';
import { EVENT_STATUS_LABELS } from '../../../../shared/history/shootStanding.js';
import { shootDate } from '../history/shoot-format.js';
import { roundTitle } from '../select-round/round-title.js';
import { DiaryNotes, type NoteEditing } from './DiaryNote.js';

interface DiaryEntryProps {
  entry: DiaryEntryView;
  editing: NoteEditing;
}

/** One saved shoot on the timeline: what, when and where, its score and PB, its awards and its notes. */
export function DiaryEntry({ entry, editing }: DiaryEntryProps) {
  const titleId = useId();
  return (
    <article className="diary-entry" aria-labelledby={titleId} data-testid="diary-entry">
      <header className="diary-entry-head">
        <div className="diary-entry-what">
          <h2 id={titleId} className="diary-entry-title">
            <Link href={`/history/${entry.shootId}`}>
              {roundTitle(entry.gameType)}, {shootDate(entry.date)}
            </Link>
          </h2>
          <p className="diary-entry-when">
            {EVENT_STATUS_LABELS[entry.eventStatus]}
            {entry.venue !== null && <> · at {entry.venue}</>}
          </p>
        </div>
        <div className="diary-entry-score">
          <span className="diary-score">{entry.score}</span>
          {entry.personalBest && (
            <span className="top-score-mark diary-pb" title="Personal best">
              <span aria-hidden="true">★ </span>PB
            </span>
          )}
        </div>
      </header>
      {entry.achievements.length > 0 && (
        // One line, cut with an ellipsis if long (its height is fixed); the whole list is read out.
        <p className="diary-awards">
          <span className="diary-awards-label">Unlocked: </span>
          {entry.achievements.map((award) => `${award.name} (${tierWords(award.tier)})`).join(', ')}
        </p>
      )}
      {entry.notes.length > 0 ? (
        <DiaryNotes label="Notes" notes={entry.notes} editing={editing} />
      ) : (
        <p className="diary-no-notes">No notes.</p>
      )}
    </article>
  );
}
