import { useId, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import type { PageEngine } from '../../engine/engine-client.js';
import { useEngine } from '../../engine/engine-context.js';
import { createShoot, joinShoot, type JoinAs, type LiveOutcome } from '../../live/live-actions.js';
import { stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';
import { roundTitle } from '../select-round/round-title.js';
import { selectRoundHref } from '../select-round/select-round-query.js';
import { bowTypeChoices } from '../profile/profile-form.js';

/** Who is about to join: the profile's name and bow, and the round on the score card. */
interface Archer {
  name: string;
  bowType: string;
  roundName: string;
}

async function loadArcher(engine: PageEngine): Promise<Loadable<Archer>> {
  const [profile, current] = await Promise.all([engine.profile(), engine.currentShoot()]);
  if (!profile.ok) return { state: 'failed', message: profile.error.message };
  if (!current.ok) return { state: 'failed', message: current.error.message };
  return {
    state: 'ready',
    value: { name: profile.value.name, bowType: profile.value.bowType, roundName: current.value.roundName },
  };
}

type Busy = { state: 'idle' } | { state: 'creating' } | { state: 'joining' };

/** Where a problem is said: at the join-code field when the code is to blame, otherwise above the forms. */
interface Problem {
  message: string;
  nameTaken: boolean;
  at: 'code' | 'card';
}

/**
 * What a tap on Join or Create found missing, said at the field that needs it. The buttons are never
 * greyed out for it: a disabled button with no reason beside it leaves the archer guessing.
 */
interface Missing {
  name: boolean;
  bow: boolean;
  code: boolean;
}

const NOTHING_MISSING: Missing = { name: false, bow: false, code: false };

/** Not in a shoot: create one (and shoot in it), join one by code, or watch one. */
export function JoinOrCreate() {
  const engine = useEngine();
  const load = () => loadArcher(engine);
  const { value: asked } = useEngineQuery(load, stillLoading, ['profile', 'currentShoot']);
  const [title, setTitle] = useState('');
  // A join QR code opens /leaderboard?join=K7M2QX: the code is filled in, the archer checks and taps Join.
  const search = useSearch();
  const [code, setCode] = useState(() => new URLSearchParams(search).get('join') ?? '');
  const [typedName, setTypedName] = useState<string | null>(null);
  const [typedBow, setTypedBow] = useState('');
  const [busy, setBusy] = useState<Busy>({ state: 'idle' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [missing, setMissing] = useState<Missing>(NOTHING_MISSING);
  const ids = {
    title: useId(),
    code: useId(),
    codeProblem: useId(),
    name: useId(),
    nameMissing: useId(),
    bow: useId(),
    bowMissing: useId(),
  };

  if (asked.state === 'loading') return <p>Loading…</p>;
  if (asked.state === 'failed') return <p role="alert">{asked.message}</p>;
  const archer = asked.value;

  // docs/product.md section 5: no live updates without a name, so one without a profile name is asked for it.
  const askName = archer.name.trim() === '' || typedName !== null;
  const name = typedName ?? archer.name;
  const bowType = archer.bowType.trim() === '' ? typedBow : archer.bowType;
  const as: JoinAs = { archerName: name, bowType };
  const idle = busy.state === 'idle';

  /** Says at each field what is missing, and moves to the first such field; true when nothing is. */
  const complete = (needsCode: boolean): boolean => {
    const found: Missing = {
      name: name.trim() === '',
      bow: bowType === '',
      code: needsCode && code.trim() === '',
    };
    setMissing(found);
    const first = found.name ? ids.name : found.bow ? ids.bow : found.code ? ids.code : null;
    if (first !== null) document.getElementById(first)?.focus();
    return first === null;
  };

  const run = async (next: Busy, action: () => Promise<LiveOutcome>) => {
    setBusy(next);
    setProblem(null);
    const outcome = await action();
    setBusy({ state: 'idle' });
    if (!outcome.ok) {
      const nameTaken = outcome.reason === 'name-taken';
      const at = outcome.reason === 'bad-code' || outcome.reason === 'not-found' ? 'code' : 'card';
      setProblem({ message: outcome.message, nameTaken, at });
      if (nameTaken && typedName === null) setTypedName(archer.name);
    }
  };

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (idle && complete(false)) void run({ state: 'creating' }, () => createShoot(engine, title, as));
  };
  const onJoin = (event: FormEvent) => {
    event.preventDefault();
    if (idle && complete(true)) void run({ state: 'joining' }, () => joinShoot(engine, code, as));
  };

  return (
    <div className="live-start">
      <section className="live-card" aria-labelledby="live-you">
        <h2 id="live-you">You</h2>
        <p>
          Shooting <strong>{roundTitle(archer.roundName)}</strong> (the round on your score card).{' '}
          <Link href={selectRoundHref({ returnTo: '/leaderboard', currentRound: archer.roundName })}>
            Change round
          </Link>
        </p>
        {askName ? (
          <p className="live-field boxed-fields">
            <label htmlFor={ids.name}>{archer.name.trim() === '' ? 'Your name' : 'Name in this shoot'}</label>
            <input
              id={ids.name}
              value={name}
              maxLength={50}
              autoComplete="name"
              aria-invalid={missing.name}
              aria-describedby={missing.name ? ids.nameMissing : undefined}
              onChange={(event) => {
                setTypedName(event.target.value);
                setMissing({ ...missing, name: false });
              }}
            />
            {missing.name && (
              <span id={ids.nameMissing} role="alert" className="live-problem">
                Your name is how club-mates see you: type it to join or start a shoot.
              </span>
            )}
          </p>
        ) : (
          <p>
            You will appear as <strong>{archer.name}</strong>.
          </p>
        )}
        {archer.bowType.trim() === '' && (
          <p className="live-field boxed-fields">
            <label htmlFor={ids.bow}>Bow type</label>
            <select
              id={ids.bow}
              value={typedBow}
              aria-invalid={missing.bow}
              aria-describedby={missing.bow ? ids.bowMissing : undefined}
              onChange={(event) => {
                setTypedBow(event.target.value);
                setMissing({ ...missing, bow: false });
              }}
            >
              <option value="">Choose…</option>
              {bowTypeChoices('').map((bow) => (
                <option key={bow.value} value={bow.value}>
                  {bow.label}
                </option>
              ))}
            </select>
            {missing.bow && (
              <span id={ids.bowMissing} role="alert" className="live-problem">
                Choose your bow: the board ranks archers by it.
              </span>
            )}
          </p>
        )}
      </section>

      {problem?.at === 'card' && (
        <p role="alert" className="live-problem">
          {problem.message}
          {problem.nameTaken ? '. Choose another name above and try again.' : ''}
        </p>
      )}

      <form className="live-card" onSubmit={onJoin} aria-labelledby="live-join">
        <h2 id="live-join">Join a shoot</h2>
        <p className="live-field boxed-fields">
          <label htmlFor={ids.code}>Join code</label>
          <input
            id={ids.code}
            className="live-code-input"
            value={code}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="K7M2QX"
            aria-invalid={problem?.at === 'code' || missing.code}
            aria-describedby={problem?.at === 'code' || missing.code ? ids.codeProblem : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setMissing({ ...missing, code: false });
            }}
          />
        </p>
        {(problem?.at === 'code' || missing.code) && (
          <p id={ids.codeProblem} role="alert" className="live-problem">
            {problem?.at === 'code' ? problem.message : 'Type the join code the organiser gave you.'}
          </p>
        )}
        <button type="submit" className="primary-button" aria-disabled={!idle}>
          {busy.state === 'joining' ? 'Joining…' : 'Join shoot'}
        </button>
      </form>

      <form className="live-card" onSubmit={onCreate} aria-labelledby="live-create">
        <h2 id="live-create">Start a shoot</h2>
        <p>Club-mates join with the code it gives you; you shoot in it too.</p>
        <p className="live-field boxed-fields">
          <label htmlFor={ids.title}>Shoot title</label>
          <input
            id={ids.title}
            value={title}
            maxLength={100}
            placeholder={name.trim() === '' ? 'Club night' : `${name.trim()}'s shoot`}
            onChange={(event) => setTitle(event.target.value)}
          />
        </p>
        <button type="submit" className="primary-button" aria-disabled={!idle}>
          {busy.state === 'creating' ? 'Creating…' : 'Create shoot'}
        </button>
      </form>

      <p>
        <Link href="/viewer">Watch a shoot without joining</Link>
      </p>
    </div>
  );
}
