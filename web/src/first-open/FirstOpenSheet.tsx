import { useId, useState } from 'react';
import type { ProfileChanges } from '../../../shared/events/records.js';
import { Modal } from '../components/Modal.js';
import { useEngine } from '../engine/engine-context.js';
import {
  ageGroupChoices,
  bowTypeChoices,
  genderChoices,
  type Choice,
} from '../screens/profile/profile-form.js';
import { roundTitle } from '../screens/select-round/round-title.js';
import './first-open.css';

/** Rounds most clubs shoot, indoors then outdoors; any other is one tap away on the score card. */
const USUAL_ROUNDS = ['portsmouth', 'wa 18m', 'bray i', 'national', 'york', 'wa 70m'];

type Step = { state: 'choosing' } | { state: 'failed'; message: string };

/** One question of the sheet as a row of tap targets: a tap answers it (and saves it) at once. */
function TapChoices({
  legend,
  choices,
  chosen,
  onChoose,
}: {
  legend: string;
  choices: Choice[];
  chosen: string;
  onChoose: (value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className="first-open-question">
      <legend>{legend}</legend>
      <div className="first-open-choices">
        {choices.map((choice) => (
          <label key={choice.value} className="first-open-choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={chosen === choice.value}
              onChange={() => onChoose(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The first-open setup (docs/screens.md, "First open"): the category the handicaps and classifications
 * are read with, and the round the score card starts on, in four taps; the name if the archer wants.
 * Every answer is saved as it is tapped, so closing the sheet at any point keeps what was chosen.
 */

/** The profile's three category questions, each a row of tap targets, in the order an archer answers. */
const PROFILE_QUESTIONS = [
  { field: 'bowType', legend: 'Bow', choices: bowTypeChoices },
  { field: 'ageGroup', legend: 'Age group', choices: ageGroupChoices },
  { field: 'gender', legend: 'Gender', choices: genderChoices },
] as const;

export default function FirstOpenSheet({ onDone }: { onDone: () => void }) {
  const engine = useEngine();
  const [answers, setAnswers] = useState({ name: '', bowType: '', ageGroup: '', gender: '', round: '' });
  const [step, setStep] = useState<Step>({ state: 'choosing' });
  const nameId = useId();

  async function saveProfile(changes: ProfileChanges) {
    const result = await engine.updateProfile(changes);
    if (!result.ok) setStep({ state: 'failed', message: result.error.message });
  }

  function answer(field: 'bowType' | 'ageGroup' | 'gender', value: string) {
    setAnswers((previous) => ({ ...previous, [field]: value }));
    void saveProfile({ [field]: value });
  }

  async function chooseRound(round: string) {
    setAnswers((previous) => ({ ...previous, round }));
    const result = await engine.startShoot(round);
    // A round already under way stays: the archer changes it on the score card.
    if (!result.ok && result.error.reason !== 'shoot-in-progress')
      setStep({ state: 'failed', message: result.error.message });
  }

  return (
    <Modal title="Set up in four taps" onClose={onDone}>
      <p>So your handicaps and classifications are worked out for you. Change any of it later on Profile.</p>
      <div className="first-open-name boxed-fields">
        <label htmlFor={nameId}>Your name (optional)</label>
        <input
          id={nameId}
          type="text"
          autoComplete="name"
          value={answers.name}
          onChange={(event) => setAnswers((previous) => ({ ...previous, name: event.target.value }))}
          onBlur={() => {
            if (answers.name.trim() !== '') void saveProfile({ name: answers.name.trim() });
          }}
        />
      </div>
      {PROFILE_QUESTIONS.map(({ field, legend, choices }) => (
        <TapChoices
          key={field}
          legend={legend}
          choices={choices('')}
          chosen={answers[field]}
          onChoose={(value) => answer(field, value)}
        />
      ))}
      <TapChoices
        legend="Usual round"
        choices={USUAL_ROUNDS.map((value) => ({ value, label: roundTitle(value) }))}
        chosen={answers.round}
        onChoose={(value) => void chooseRound(value)}
      />
      {step.state === 'failed' && (
        <p className="first-open-problem" role="alert">
          {step.message}
        </p>
      )}
      <div className="first-open-actions">
        <button type="button" className="primary-button" onClick={onDone}>
          Done
        </button>
        <button type="button" className="plain-button" onClick={onDone}>
          Skip for now
        </button>
      </div>
    </Modal>
  );
}
