import { useEffect, useId, useRef, useState } from 'react';
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

/**
 * One question of the sheet as a group of tap targets: a tap answers it (and saves it) and brings the
 * next question. Buttons, not radios: a radio group answers as the arrow keys move through it, which
 * would carry a keyboard user past the question at the first arrow; a button answers only when pressed.
 */
function TapChoices({
  legend,
  place,
  choices,
  chosen,
  takeFocus,
  onChoose,
}: {
  legend: string;
  /** "1 of 4". */
  place: string;
  choices: Choice[];
  chosen: string;
  /** Whether the question takes the focus as it shows: not the first, whose sheet has it. */
  takeFocus: boolean;
  onChoose: (value: string) => void;
}) {
  const legendId = useId();
  const group = useRef<HTMLDivElement>(null);
  // The question that replaces the one just answered (or Back's) takes the focus the tapped button had,
  // which went with it: so focus stays in the sheet and a screen reader reads the new question.
  useEffect(() => {
    if (takeFocus) group.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={group} role="group" aria-labelledby={legendId} className="first-open-question" tabIndex={-1}>
      <p id={legendId} className="first-open-legend">
        {legend} <span className="first-open-place">{place}</span>
      </p>
      <div className="first-open-choices">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            className="first-open-choice"
            aria-pressed={chosen === choice.value}
            onClick={() => onChoose(choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The first-open setup (docs/screens.md, "First open"): the category the handicaps and classifications
 * are read with, and the round the score card starts on, in four taps; the name if the archer wants.
 * One question at a time, so each tap is on screen without a scroll on a 360 x 740 phone (the four at
 * once ran to twice the sheet's height); Back returns to the one before. Every answer is saved as it is
 * tapped, so closing the sheet at any point keeps what was chosen.
 */

type Field = 'bowType' | 'ageGroup' | 'gender' | 'round';

/** The four questions, in the order an archer answers: the profile's three, then the usual round. */
const QUESTIONS: { field: Field; legend: string; choices: () => Choice[] }[] = [
  { field: 'bowType', legend: 'Bow', choices: () => bowTypeChoices('') },
  { field: 'ageGroup', legend: 'Age group', choices: () => ageGroupChoices('') },
  { field: 'gender', legend: 'Gender', choices: () => genderChoices('') },
  {
    field: 'round',
    legend: 'Usual round',
    choices: () => USUAL_ROUNDS.map((value) => ({ value, label: roundTitle(value) })),
  },
];

/** "Recurve · Adult (senior) · Female · Portsmouth": the answers given, as the archer tapped them. */
function answersText(answers: Record<Field, string>): string {
  return QUESTIONS.map(
    ({ field, choices }) => choices().find((choice) => choice.value === answers[field])?.label,
  )
    .filter((label) => label !== undefined)
    .join(' · ');
}

export default function FirstOpenSheet({ onDone }: { onDone: () => void }) {
  const engine = useEngine();
  const [answers, setAnswers] = useState<Record<Field, string>>({
    bowType: '',
    ageGroup: '',
    gender: '',
    round: '',
  });
  const [name, setName] = useState('');
  // The question on show (0 to 3), or 4 once all four are answered: the name and Done.
  const [asking, setAsking] = useState(0);
  const [step, setStep] = useState<Step>({ state: 'choosing' });
  const nameId = useId();

  async function saveProfile(changes: ProfileChanges) {
    const result = await engine.updateProfile(changes);
    if (!result.ok) setStep({ state: 'failed', message: result.error.message });
  }

  async function chooseRound(round: string) {
    const result = await engine.startShoot(round);
    // A round already under way stays: the archer changes it on the score card.
    if (!result.ok && result.error.reason !== 'shoot-in-progress')
      setStep({ state: 'failed', message: result.error.message });
  }

  function answer(field: Field, value: string) {
    setAnswers((previous) => ({ ...previous, [field]: value }));
    if (field === 'round') void chooseRound(value);
    else void saveProfile({ [field]: value });
    setAsking((at) => at + 1);
  }

  const question = QUESTIONS[asking];
  const given = answersText(answers);
  return (
    <Modal title="Set up in four taps" onClose={onDone}>
      <p>So your handicaps and classifications are worked out for you. Change any of it later on Profile.</p>
      {given !== '' && <p className="first-open-given">{given}</p>}
      {question ? (
        <TapChoices
          key={question.field}
          legend={question.legend}
          place={`${asking + 1} of ${QUESTIONS.length}`}
          choices={question.choices()}
          chosen={answers[question.field]}
          takeFocus={asking > 0}
          onChoose={(value) => answer(question.field, value)}
        />
      ) : (
        <div className="first-open-name boxed-fields">
          <label htmlFor={nameId}>Your name (optional)</label>
          <input
            id={nameId}
            type="text"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => {
              if (name.trim() !== '') void saveProfile({ name: name.trim() });
            }}
          />
        </div>
      )}
      {step.state === 'failed' && (
        <p className="first-open-problem" role="alert">
          {step.message}
        </p>
      )}
      <div className="first-open-actions">
        {question ? (
          <button type="button" className="plain-button" onClick={onDone}>
            Skip for now
          </button>
        ) : (
          <button type="button" className="primary-button" onClick={onDone}>
            Done
          </button>
        )}
        {asking > 0 && (
          <button type="button" className="plain-button" onClick={() => setAsking((at) => at - 1)}>
            Back
          </button>
        )}
      </div>
    </Modal>
  );
}
