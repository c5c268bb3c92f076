import { useId, useState } from 'react';
import { PRACTICE_SECONDS_MAX, PRACTICE_SECONDS_MIN } from '../../../../shared/shooting-clock/clock-plan.js';
import type { AtTheLineChoices } from '../../at-the-line/at-the-line-choices.js';
import { changeAtTheLine } from '../../at-the-line/choices-store.js';
import { useAtTheLineChoices } from '../../at-the-line/use-at-the-line-choices.js';

type Flag = 'keepScreenOn' | 'feelKeys' | 'clockShown' | 'clockSound';

const FLAGS: ReadonlyArray<{ key: Flag; label: string; sentence: string }> = [
  {
    key: 'keepScreenOn',
    label: 'Keep the screen on',
    sentence: 'From your first arrow until the round is saved, so you do not unlock the phone at every end.',
  },
  {
    key: 'feelKeys',
    label: 'Keys you can feel',
    sentence:
      'A short buzz for each arrow taken, a longer one for Undo or a refused arrow, where the phone can.',
  },
  {
    key: 'clockShown',
    label: 'Shooting clock',
    sentence: 'A World Archery clock above the keys: walk-up, shooting time, the last 30 s and collect.',
  },
  {
    key: 'clockSound',
    label: 'Clock whistles',
    sentence:
      'The clock beeps its whistles through the speaker: two to walk up, one to shoot, three to collect.',
  },
];

/** The practice length as typed: blank is World Archery's time; anything else must be whole seconds in range. */
function practiceFromText(text: string): { ok: true; seconds: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, seconds: null };
  const seconds = Number(trimmed);
  return Number.isInteger(seconds) && seconds >= PRACTICE_SECONDS_MIN && seconds <= PRACTICE_SECONDS_MAX
    ? { ok: true, seconds }
    : { ok: false };
}

/**
 * docs/at-the-line.md: the choices for the range, each with one sentence. Like the theme they belong to
 * this phone and apply at once, and they travel in backups with the other preferences.
 */
export function AtTheLineSettings() {
  const choices = useAtTheLineChoices();
  const id = useId();
  // What the archer is typing, kept until it makes a length (or blank); the stored value otherwise.
  const [practiceText, setPracticeText] = useState<string | null>(null);
  const practiceShown =
    practiceText ?? (choices.practiceSeconds === null ? '' : String(choices.practiceSeconds));
  const practice = practiceFromText(practiceShown);

  const typePractice = (text: string) => {
    setPracticeText(text);
    const read = practiceFromText(text);
    if (read.ok) changeAtTheLine({ practiceSeconds: read.seconds });
  };

  const change = (next: Partial<AtTheLineChoices>) => changeAtTheLine(next);

  return (
    <fieldset className="profile-section at-the-line-settings">
      <legend>At the line</legend>
      {FLAGS.map((flag) => (
        <div key={flag.key} className="at-the-line-choice">
          <label className="profile-check">
            <input
              type="checkbox"
              checked={choices[flag.key]}
              aria-describedby={`${id}-${flag.key}`}
              onChange={(event) => change({ [flag.key]: event.target.checked })}
            />
            {flag.label}
          </label>
          <p id={`${id}-${flag.key}`} className="profile-hint at-the-line-sentence">
            {flag.sentence}
          </p>
        </div>
      ))}
      <OneOf
        id={`${id}-contrast`}
        question="High contrast"
        options={[
          ['device', 'As the phone'],
          ['more', 'Always'],
        ]}
        chosen={choices.contrast}
        choose={(contrast) => change({ contrast })}
        sentence="Darker text, outlined keys and a bigger total for bright sun; “As the phone” follows its increase contrast setting."
      />
      <OneOf
        id={`${id}-details`}
        question="Clock details"
        options={[
          ['single', 'Single'],
          ['ab-cd', 'AB / CD'],
        ]}
        chosen={choices.clockDetails}
        choose={(clockDetails) => change({ clockDetails })}
        sentence="With AB / CD the clock times two details in turn, swapping which goes first every end."
      />
      <div className="profile-field at-the-line-choice">
        <label htmlFor={`${id}-practice`}>Practice length (seconds)</label>
        <input
          id={`${id}-practice`}
          type="text"
          inputMode="numeric"
          placeholder="World Archery"
          value={practiceShown}
          aria-invalid={!practice.ok}
          aria-describedby={`${id}-practice-hint`}
          onChange={(event) => typePractice(event.target.value)}
          onBlur={() => setPracticeText(null)}
        />
        <p
          id={`${id}-practice-hint`}
          className={practice.ok ? 'profile-hint at-the-line-sentence' : 'profile-field-error'}
        >
          {practice.ok
            ? 'Your own shooting time per end; blank keeps World Archery’s 120 s for 3 arrows, 240 s for 6.'
            : `Whole seconds from ${PRACTICE_SECONDS_MIN} to ${PRACTICE_SECONDS_MAX}, or blank for World Archery’s.`}
        </p>
      </div>
    </fieldset>
  );
}

/** One choice of a few, as radio buttons under its question, with its one sentence below. */
function OneOf<Value extends string>({
  id,
  question,
  options,
  chosen,
  choose,
  sentence,
}: {
  id: string;
  question: string;
  options: ReadonlyArray<readonly [Value, string]>;
  chosen: Value;
  choose: (value: Value) => void;
  sentence: string;
}) {
  return (
    <div className="at-the-line-choice">
      <p className="at-the-line-question" id={id}>
        {question}
      </p>
      <div className="theme-options" role="radiogroup" aria-labelledby={id}>
        {options.map(([value, label]) => (
          <label key={value} className="theme-option">
            <input type="radio" name={id} checked={chosen === value} onChange={() => choose(value)} />
            {label}
          </label>
        ))}
      </div>
      <p className="profile-hint at-the-line-sentence">{sentence}</p>
    </div>
  );
}
