import { useEffect, useId, useState } from 'react';
import type { TargetSetupInput } from '../../../../shared/contract/engine.js';
import { AGE_GROUPS, BOW_TYPES, GENDERS } from '../../../../shared/classifications/category.js';
import { EVENT_STATUS_LABELS } from '../../../../shared/history/shootStanding.js';
import { EVENT_STATUSES, type EventStatus } from '../../../../shared/ledger/event-status.js';
import { localDay } from '../../../../shared/time/dates.js';
import { MOST_ON_A_TARGET } from '../../../../shared/target-cards/target.js';
import { TARGET_LETTERS, type CardArcher } from '../../../../shared/target-cards/card.js';
import { ChoiceField } from '../../components/ChoiceField.js';
import { useEngine } from '../../engine/engine-context.js';
import { OwnRoundField, targetRounds } from './OwnRoundField.js';
import { RecentArcherPick } from './RecentArcherPick.js';
import { ageGroupChoices, bowTypeChoices, genderChoices } from '../profile/profile-form.js';
import { roundTitle } from '../select-round/round-title.js';

/** One row as typed; `round` '' is the target's round, the default (own-round.ts). */
type ArcherDraft = { name: string; bowType: string; ageGroup: string; gender: string; round: string };

const emptyArcher: ArcherDraft = { name: '', bowType: '', ageGroup: '', gender: '', round: '' };

/** Only the bows, age groups and genders a card carries: the four target bows AGB classifies. */
const bows = bowTypeChoices('').filter((choice) => (BOW_TYPES as readonly string[]).includes(choice.value));
const ages = ageGroupChoices('').filter((choice) => (AGE_GROUPS as readonly string[]).includes(choice.value));
const genders = genderChoices('').filter((choice) => (GENDERS as readonly string[]).includes(choice.value));
// Named rounds only: a practice round has no end, so a target cannot be scored on it.
const rounds = targetRounds();

/**
 * Setting up a target: its archers in target order (A first), the round they shoot, the day, the event
 * status and the target's number, and who scores. The scorer's own row starts from the profile when they
 * shoot on the target, as they usually do. What the engine refuses is said in its words, in place.
 */
export function TargetSetupForm({ start }: { start: (setup: TargetSetupInput) => Promise<string | null> }) {
  const engine = useEngine();
  const id = useId();
  const [archers, setArchers] = useState<ArcherDraft[]>([{ ...emptyArcher }, { ...emptyArcher }]);
  const [round, setRound] = useState('');
  const [eventStatus, setEventStatus] = useState<EventStatus>('club_target_day');
  const [targetNumber, setTargetNumber] = useState('');
  const [scorerOn, setScorerOn] = useState<'A' | 'none'>('A');
  const [scorerName, setScorerName] = useState('');
  const [recent, setRecent] = useState<CardArcher[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  // The scorer's own row (A) and the round from this phone: the profile and the score card's round.
  useEffect(() => {
    let current = true;
    void Promise.all([engine.profile(), engine.currentShoot(), engine.recentTargetArchers()]).then(
      ([profile, shoot, earlier]) => {
        if (!current) return;
        if (earlier.ok) setRecent(earlier.value);
        if (profile.ok) {
          const { name, bowType, ageGroup, gender } = profile.value;
          setArchers((before) =>
            before[0]!.name === ''
              ? [{ ...before[0]!, name, bowType, ageGroup, gender }, ...before.slice(1)]
              : before,
          );
          setScorerName((before) => (before === '' ? name : before));
        }
        const roundName = shoot.ok ? shoot.value.roundName : '';
        setRound((before) =>
          before === '' && rounds.some((each) => each.name === roundName) ? roundName : before,
        );
      },
    );
    return () => {
      current = false;
    };
  }, [engine]);

  const change = (at: number, field: keyof ArcherDraft, value: string) =>
    setArchers((before) =>
      before.map((archer, index) => (index === at ? { ...archer, [field]: value } : archer)),
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setStarting(true);
    const number = targetNumber.trim() === '' ? null : Number(targetNumber);
    const refused = await start({
      round,
      // The scorer's own calendar day, as on the paper sheet.
      date: localDay(new Date()),
      place: null,
      eventStatus,
      targetNumber: number,
      // The engine checks each field and says what is missing (shared/target-cards/target-setup.ts).
      archers: archers.map(({ round: own, ...archer }) =>
        own === '' || own === round ? (archer as CardArcher) : { ...(archer as CardArcher), round: own },
      ),
      scorer:
        scorerOn === 'A'
          ? { letter: 'A', name: archers[0]!.name.trim() }
          : { letter: null, name: scorerName.trim() },
    });
    setStarting(false);
    setProblem(refused);
  };

  return (
    <section className="target-screen" aria-labelledby="target-title">
      <h1 id="target-title">Score a target</h1>
      <p className="target-intro">
        Score everyone on your target on this phone, as on a paper boss sheet. Each archer signs their card,
        the scorer signs it too, and each archer takes their sealed card into their own history.
      </p>
      <form className="target-setup" onSubmit={(event) => void submit(event)}>
        <label className="target-field">
          Round
          <select value={round} onChange={(event) => setRound(event.target.value)} required>
            <option value="">Choose the round</option>
            {rounds.map((each) => (
              <option key={each.name} value={each.name}>
                {roundTitle(each.name)}
              </option>
            ))}
          </select>
        </label>
        <div className="target-row-fields">
          <label className="target-field">
            Event status
            <select
              value={eventStatus}
              onChange={(event) => setEventStatus(event.target.value as EventStatus)}
            >
              {EVENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {EVENT_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
          <label className="target-field target-number">
            Target number
            <input
              inputMode="numeric"
              value={targetNumber}
              onChange={(event) => setTargetNumber(event.target.value.replace(/\D/g, ''))}
              placeholder="Optional"
            />
          </label>
        </div>
        {archers.map((archer, at) => {
          const letter = TARGET_LETTERS[at]!;
          return (
            <fieldset key={letter} className="target-archer">
              <legend>
                Archer {letter}
                {at === 0 && scorerOn === 'A' && ' (you, scoring)'}
              </legend>
              <RecentArcherPick
                letter={letter}
                recent={recent}
                taken={archers.filter((_, index) => index !== at).map((each) => each.name)}
                pick={(chosen) =>
                  setArchers((before) =>
                    before.map((each, index) => (index === at ? { ...chosen, round: each.round } : each)),
                  )
                }
              />
              <label className="target-field">
                Name
                <input
                  value={archer.name}
                  autoComplete="off"
                  onChange={(event) => change(at, 'name', event.target.value)}
                />
              </label>
              <div className="target-row-fields">
                <ChoiceField
                  className="target-field"
                  label="Bow"
                  unset="Choose"
                  value={archer.bowType}
                  choices={bows}
                  onChange={(value) => change(at, 'bowType', value)}
                />
                <ChoiceField
                  className="target-field"
                  label="Age group"
                  unset="Choose"
                  value={archer.ageGroup}
                  choices={ages}
                  onChange={(value) => change(at, 'ageGroup', value)}
                />
                <ChoiceField
                  className="target-field"
                  label="Gender"
                  unset="Choose"
                  value={archer.gender}
                  choices={genders}
                  onChange={(value) => change(at, 'gender', value)}
                />
              </div>
              <OwnRoundField
                targetRound={round}
                value={archer.round}
                onChange={(value) => change(at, 'round', value)}
              />
              {archers.length > 1 && (
                <button
                  type="button"
                  className="plain-button target-remove"
                  onClick={() => setArchers((before) => before.filter((_, index) => index !== at))}
                >
                  Remove archer {letter}
                </button>
              )}
            </fieldset>
          );
        })}
        {archers.length < MOST_ON_A_TARGET && (
          <button
            type="button"
            className="plain-button"
            onClick={() => setArchers((before) => [...before, { ...emptyArcher }])}
          >
            Add archer {TARGET_LETTERS[archers.length]}
          </button>
        )}
        <fieldset className="target-scorer">
          <legend>Who scores</legend>
          <label className="target-radio">
            <input
              type="radio"
              name={`${id}-scorer`}
              checked={scorerOn === 'A'}
              onChange={() => setScorerOn('A')}
            />
            Archer A, shooting on this target
          </label>
          <label className="target-radio">
            <input
              type="radio"
              name={`${id}-scorer`}
              checked={scorerOn === 'none'}
              onChange={() => setScorerOn('none')}
            />
            Someone not shooting
          </label>
          {scorerOn === 'none' && (
            <label className="target-field">
              Scorer's name
              <input value={scorerName} onChange={(event) => setScorerName(event.target.value)} />
            </label>
          )}
          {scorerOn === 'A' && (
            <p className="target-hint">
              Your own card is signed as scorer by archer B, so no card is witnessed by its own archer.
            </p>
          )}
        </fieldset>
        {problem !== null && (
          <p role="alert" className="target-problem-text">
            {problem}
          </p>
        )}
        <button type="submit" className="primary-button target-start" disabled={starting}>
          {starting ? 'Setting up…' : 'Start scoring'}
        </button>
      </form>
    </section>
  );
}
