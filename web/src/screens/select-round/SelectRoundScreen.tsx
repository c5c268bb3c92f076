import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { UserProfile } from '../../../../shared/history/userProfile.js';
import { allRounds } from '../../../../shared/rounds/catalogue.js';
import type { Round } from '../../../../shared/rounds/round.js';
import { roundFit } from '../../../../shared/scoring/roundFit.js';
import type { PageEngine } from '../../engine/engine-client.js';
import { useEngine } from '../../engine/engine-context.js';
import type { Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';
import { useProfile } from '../../engine/use-profile.js';
import { choiceForMaxDistance, loadMaxDistance, saveMaxDistance } from './max-distance-preference.js';
import { RoundFilterControls } from './RoundFilterControls.js';
import {
  activeFilterNames,
  chooseRounds,
  groupRounds,
  noFilters,
  type RoundFilters,
} from './round-filters.js';
import { RoundList } from './RoundList.js';
import { readSelectRoundQuery } from './select-round-query.js';
import { roundTitle } from './round-title.js';
import './select-round.css';
import { Tip } from '../../tips/Tip.js';

/** What choosing a round is doing right now. */
type Choosing =
  { state: 'idle' } | { state: 'starting'; roundName: string } | { state: 'refused'; message: string };

// Without recent rounds the list is simply in catalogue order: nothing to tell the archer.
const noRecentRounds: string[] = [];
async function loadRecentRounds(engine: PageEngine): Promise<string[]> {
  const result = await engine.recentRounds();
  return result.ok ? result.value : noRecentRounds;
}

/** The shoot being scored, once it has an arrow: then only rounds its arrows fit can be chosen. */
type ShootInProgress =
  { state: 'loading' } | { state: 'none' } | { state: 'scoring'; roundName: string; arrowsShot: number };

async function loadShootInProgress(engine: PageEngine): Promise<ShootInProgress> {
  const result = await engine.currentShoot();
  if (!result.ok || result.value.arrows.length === 0) return { state: 'none' };
  return { state: 'scoring', roundName: result.value.roundName, arrowsShot: result.value.arrows.length };
}

const loadingShoot: ShootInProgress = { state: 'loading' };
// Nothing changes the shoot while this screen is open: it is read once.
const READ_ONCE = [] as const;

/** The rounds that can be chosen: all of them, or mid-shoot those the arrows shot so far fit. */
function choosableRounds(shoot: ShootInProgress): readonly Round[] {
  const rounds = allRounds();
  if (shoot.state !== 'scoring') return rounds;
  const from = rounds.find((round) => round.name === shoot.roundName);
  if (from === undefined) return rounds;
  return rounds.filter((round) => round === from || roundFit(shoot.arrowsShot, from, round).fits);
}

/** The list's limit for the profile's longest distance, once the profile has come; else no limit. */
function profileMaxDistance(profile: Loadable<UserProfile>): number | null {
  const yards = profile.state === 'ready' ? profile.value.searchPreferences.maxDistance : undefined;
  return typeof yards === 'number' && yards > 0 ? choiceForMaxDistance(yards) : null;
}

/**
 * Round selection (/select-round, docs/product.md section 2). This screen is loaded on first visit, so the round
 * catalogue it imports stays out of the score card's start-up code.
 */
export default function SelectRoundScreen() {
  const engine = useEngine();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { returnTo, currentRound } = readSelectRoundQuery(search);
  const [savedMaxDistance] = useState(loadMaxDistance);
  // The archer's filters once chosen; never chosen on this device: start from the profile's longest distance.
  const [chosenFilters, setFilters] = useState<RoundFilters | null>(() =>
    savedMaxDistance.state === 'set' ? { ...noFilters, maxDistanceYards: savedMaxDistance.yards } : null,
  );
  const startingMaxDistance = profileMaxDistance(useProfile().value);
  const filters = chosenFilters ?? { ...noFilters, maxDistanceYards: startingMaxDistance };
  const loadRecent = () => loadRecentRounds(engine);
  const { value: recentNames } = useEngineQuery(loadRecent, noRecentRounds, ['recentRounds']);
  const [choosing, setChoosing] = useState<Choosing>({ state: 'idle' });
  // The round whose targets show: the one being scored until the archer moves to another by keyboard.
  const [highlighted, setHighlighted] = useState<string | null>(null);

  const loadShoot = () => loadShootInProgress(engine);
  const { value: shootInProgress } = useEngineQuery(loadShoot, loadingShoot, READ_ONCE);
  const rounds = choosableRounds(shootInProgress);
  const choices = chooseRounds(rounds, recentNames, filters, currentRound);
  const nothingMatches = !choices.current && choices.recent.length === 0 && choices.others.length === 0;

  function changeFilters(next: RoundFilters) {
    if (next.maxDistanceYards !== filters.maxDistanceYards) saveMaxDistance(next.maxDistanceYards);
    setFilters(next);
  }

  async function choose(roundName: string) {
    setChoosing({ state: 'starting', roundName });
    const result = await engine.startShoot(roundName);
    if (result.ok) {
      navigate(returnTo);
      return;
    }
    // Picking the round already being scored changes nothing, so it is not worth a refusal.
    if (
      result.error.reason === 'shoot-in-progress' &&
      roundName.toLowerCase() === currentRound.toLowerCase()
    ) {
      navigate(returnTo);
      return;
    }
    setChoosing({
      state: 'refused',
      message:
        result.error.reason === 'shoot-in-progress'
          ? 'This shoot already has arrows: save or discard it on the score card before changing round.'
          : result.error.message,
    });
  }

  const busyRound = choosing.state === 'starting' ? choosing.roundName : null;
  const lowerCurrent = currentRound.toLowerCase();
  const highlightedRound = (highlighted ?? currentRound).toLowerCase();
  const listProps = {
    currentRound: lowerCurrent,
    busyRound,
    highlightedRound,
    onHighlight: setHighlighted,
    onChoose: (name: string) => void choose(name),
  };

  return (
    <section className="select-round" aria-labelledby="select-round-title">
      <h1 id="select-round-title">Choose a round</h1>
      <Tip id="roundSelection" title="Finding your round">
        <p>
          Rounds you shot in the last six weeks come first. Set Max distance to the longest distance you shoot
          and longer rounds are hidden; this device remembers it.
        </p>
      </Tip>
      {shootInProgress.state === 'scoring' && (
        <p className="select-round-fit" data-testid="round-fit-notice">
          {shootInProgress.arrowsShot} {shootInProgress.arrowsShot === 1 ? 'arrow is' : 'arrows are'} shot on
          this {roundTitle(shootInProgress.roundName)}. Only a round that shoots{' '}
          {shootInProgress.arrowsShot === 1 ? 'that arrow' : 'those arrows'} at the same distance, on the same
          face, and has room for them can take {shootInProgress.arrowsShot === 1 ? 'it' : 'them'} over:{' '}
          {rounds.length === 1 ? 'no other round does' : `${rounds.length - 1} other rounds do, listed below`}
          . To score any other round, save or discard this shoot on the score card first.
        </p>
      )}
      <RoundFilterControls filters={filters} onChange={changeFilters} />
      {choosing.state === 'refused' && (
        <p className="select-round-refusal" role="alert">
          {choosing.message}
        </p>
      )}
      {nothingMatches ? (
        <div className="select-round-empty" role="status">
          <p>
            {shootInProgress.state === 'scoring' ? 'No round these arrows fit matches' : 'No round matches'}{' '}
            {activeFilterNames(filters).join(', ')}.
          </p>
          <button type="button" className="select-round-clear" onClick={() => changeFilters(noFilters)}>
            Clear filters
          </button>
        </div>
      ) : (
        <>
          <RoundList title="Now scoring" rounds={choices.current ? [choices.current] : []} {...listProps} />
          <RoundList title="Shot recently" rounds={choices.recent} {...listProps} />
          {groupRounds(choices.others).map(({ group, rounds: inGroup }) => (
            <RoundList key={group} title={group} rounds={inGroup} {...listProps} />
          ))}
        </>
      )}
    </section>
  );
}
