import { memo, useId } from 'react';
import { Link } from 'wouter';
import type { DiaryEntry as DiaryEntryView, NoteRecord } from '../../../../shared/contract/views.js';
import { tierWords } from '../achievements/achievement-words.js';
import { shootDate, statusLabel } from '../history/shoot-format.js';
import { roundTitle } from '../select-round/round-title.js';
import { DiaryNote } from './DiaryNote.js';

interface DiaryEntryProps {
  entry: DiaryEntryView;
  onDelete: (note: NoteRecord) => void;
}

/** One saved shoot on the timeline: what, when and where, its score and PB, its awards and its notes. */
export const DiaryEntry = memo(function DiaryEntry({ entry, onDelete }: DiaryEntryProps) {
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
            {statusLabel(entry.shootStatus)}
            {entry.venue !== null && (
              <>
                {' · '}
                <span className="diary-venue">
                  <span aria-hidden="true">📍 </span>
                  {entry.venue}
                </span>
              </>
            )}
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
        <ul className="diary-awards" aria-label="Achievements unlocked">
          {entry.achievements.map((award) => (
            <li key={award.id} className="diary-award">
              <span aria-hidden="true">🏅 </span>
              {award.name} <span className="diary-award-tier">({tierWords(award.tier)})</span>
            </li>
          ))}
        </ul>
      )}
      {entry.notes.length > 0 ? (
        <ul className="diary-notes" aria-label="Notes">
          {entry.notes.map((note) => (
            <DiaryNote key={note.id} note={note} onDelete={onDelete} />
          ))}
        </ul>
      ) : (
        <p className="diary-no-notes">No notes.</p>
      )}
    </article>
  );
});
