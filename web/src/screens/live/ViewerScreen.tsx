import { useId, useState, type FormEvent } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { readShootCode } from '../../../../shared/live-shoots/codes.js';
import { useListener } from '../../components/use-listener.js';
import { useLiveSession } from '../../live/live-actions.js';
import { ConnectionStatus, leaderboardMayBeStale } from './ConnectionStatus.js';
import { LeaderboardTable } from './LeaderboardTable.js';
import { TvBoard } from './TvBoard.js';
import { shootGoneWords } from './ranking-words.js';
import { useWatchedShoot } from './use-watched-shoot.js';
import './live.css';

/**
 * The viewer (route /viewer/:joincode?): anyone follows a shoot by its code without joining, on a phone
 * or, in "TV mode", full-screen for a clubhouse TV (`?tv` opens it that way): very large type, each
 * archer's latest end in turn, and the podium once everyone has finished (TvBoard).
 */
export default function ViewerScreen() {
  const params = useParams<{ joincode?: string }>();
  const reading = params.joincode ? readShootCode(params.joincode) : null;
  return reading?.ok ? <WatchShoot code={reading.code} /> : <AskForCode typed={params.joincode ?? ''} />;
}

function AskForCode({ typed }: { typed: string }) {
  const [, navigate] = useLocation();
  const [code, setCode] = useState(typed);
  const typedReading = typed === '' ? null : readShootCode(typed);
  const [problem, setProblem] = useState<string | null>(
    typedReading && !typedReading.ok ? typedReading.error.message : null,
  );
  const id = useId();
  const problemId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = readShootCode(code);
    if (reading.ok) navigate(`/viewer/${reading.code}`);
    else setProblem(reading.error.message);
  };
  return (
    <section className="live-screen" aria-labelledby="viewer-title">
      <h1 id="viewer-title">Watch a shoot</h1>
      <form className="live-card" onSubmit={submit}>
        <p>Follow the leaderboard live without joining: ask an archer in the shoot for its code.</p>
        <p className="live-field boxed-fields">
          <label htmlFor={id}>Join code</label>
          <input
            id={id}
            className="live-code-input"
            value={code}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem !== null}
            aria-describedby={problem === null ? undefined : problemId}
            onChange={(event) => setCode(event.target.value)}
          />
        </p>
        {problem && (
          <p id={problemId} role="alert" className="live-problem">
            {problem}
          </p>
        )}
        <button type="submit" className="primary-button">
          Watch
        </button>
      </form>
    </section>
  );
}

function WatchShoot({ code }: { code: string }) {
  const live = useLiveSession();
  const feed = useWatchedShoot(code);
  const search = useSearch();
  const [big, setBig] = useState(() => {
    const asked = new URLSearchParams(search);
    return asked.has('tv') || asked.has('big');
  });

  // On the big screen, Escape goes back to the ordinary view.
  useListener(
    document,
    'keydown',
    (event) => {
      if (event.key === 'Escape') setBig(false);
    },
    big,
  );

  const title = feed?.state === 'ready' ? feed.shoot.title : `Shoot ${code}`;
  return (
    <section className={big ? 'viewer-big' : 'live-screen'} aria-labelledby="viewer-title">
      <header className="viewer-header">
        <h1 id="viewer-title">{title}</h1>
        <p className="viewer-code">
          Join code <strong>{code}</strong>
        </p>
        <button
          type="button"
          className="plain-button accent live-button-secondary"
          onClick={() => setBig(!big)}
        >
          {big ? 'Exit TV mode' : 'TV mode'}
        </button>
      </header>
      <ConnectionStatus live={live} />
      {feed?.state === 'ready' && big && <TvBoard shoot={feed.shoot} />}
      {feed?.state === 'ready' && !big && (
        <LeaderboardTable
          shoot={feed.shoot}
          myParticipantId={live.reference?.participantId ?? null}
          staleSince={leaderboardMayBeStale(live) ? feed.receivedAt : null}
        />
      )}
      {feed?.state === 'loading' && <p>Loading the leaderboard…</p>}
      {feed?.state === 'gone' && <p role="alert">{shootGoneWords(code)}</p>}
      {feed?.state === 'unreachable' && <p role="alert">{feed.message}</p>}
    </section>
  );
}
