import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { TargetView } from '../../../../shared/contract/targetContract.js';
import { ownLiveShootCode, targetInLiveShoot } from '../../live/live-entry.js';
import { joinTargetToShoot, useLiveSession } from '../../live/live-actions.js';
import { liveTargetWords } from './live-target-words.js';

/** The scorer's way of putting the target into a live shoot, where it stands. */
type Joining = { state: 'closed' } | { state: 'asking'; problem: string | null } | { state: 'joining' };

/**
 * A target in a live shoot (docs/scoring-a-target.md): the scorer types the shoot's join code once and
 * every archer on the target joins under their own name; each archer's score then goes to the
 * leaderboard from this phone as the sheet is written, waiting for signal like an archer's own. Until
 * then nothing of the live shoots' code runs: a target scored off line costs nothing.
 */
export function LiveTargetPanel({ view }: { view: TargetView }) {
  const [joining, setJoining] = useState<Joining>({ state: 'closed' });
  const [code, setCode] = useState(() => ownLiveShootCode() ?? '');
  const ids = { code: useId(), problem: useId() };

  const join = async (event: FormEvent) => {
    event.preventDefault();
    setJoining({ state: 'joining' });
    const outcome = await joinTargetToShoot(code, view);
    setJoining(outcome.ok ? { state: 'closed' } : { state: 'asking', problem: outcome.message });
  };

  if (joining.state === 'closed' && targetInLiveShoot()) {
    return <LiveTargetStatus view={view} onJoinRest={() => setJoining({ state: 'asking', problem: null })} />;
  }
  if (joining.state === 'closed') {
    return (
      <div className="target-live">
        <button
          type="button"
          className="plain-button"
          onClick={() => setJoining({ state: 'asking', problem: null })}
        >
          Show on a live shoot
        </button>
      </div>
    );
  }
  return (
    <form
      className="target-live"
      onSubmit={(event) => void join(event)}
      aria-labelledby={`${ids.code}-title`}
    >
      <h2 id={`${ids.code}-title`}>Show on a live shoot</h2>
      <p className="target-live-intro">
        Every archer on this target joins the shoot under their own name, and their scores go to its
        leaderboard from this phone as you write them.
      </p>
      <p className="boxed-fields">
        <label htmlFor={ids.code}>Join code</label>
        <input
          id={ids.code}
          className="target-live-code"
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="K7M2QX"
          aria-invalid={joining.state === 'asking' && joining.problem !== null}
          aria-describedby={joining.state === 'asking' && joining.problem !== null ? ids.problem : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
      </p>
      {joining.state === 'asking' && joining.problem !== null && (
        <p id={ids.problem} role="alert" className="target-problem-text">
          {joining.problem}
        </p>
      )}
      <p className="target-live-actions">
        <button type="submit" className="primary-button" disabled={joining.state === 'joining'}>
          {joining.state === 'joining' ? 'Joining…' : 'Join every archer'}
        </button>
        <button type="button" className="plain-button" onClick={() => setJoining({ state: 'closed' })}>
          Not now
        </button>
      </p>
    </form>
  );
}

/** The target in its shoot: who is on the board, what waits for signal, and the way to the board. */
function LiveTargetStatus({ view, onJoinRest }: { view: TargetView; onJoinRest: () => void }) {
  const target = useLiveSession((live) => live.target);
  const waiting = useLiveSession((live) => live.waitingUpdates);
  const online = useLiveSession((live) => live.online);
  if (target === null) return null;
  const words = liveTargetWords(view, target, waiting, online);
  return (
    <section className="target-live" aria-label="Live shoot">
      <p>
        {words.onBoard} <Link href={`/viewer/${target.shootCode}`}>Leaderboard</Link>
      </p>
      {words.waiting !== null && <p className="target-live-waiting">{words.waiting}</p>}
      {words.notJoined !== null && (
        <p>
          {words.notJoined}{' '}
          <button type="button" className="plain-button" onClick={onJoinRest}>
            Join them
          </button>
        </p>
      )}
    </section>
  );
}
