import { useId } from 'react';

/**
 * A labelled list to choose from (a bow, an age group, a gender), for the profile and a target's archers
 * alike. Nothing chosen yet is said as such (`unset`), rather than pretending a default was picked.
 */
export function ChoiceField({
  label,
  value,
  choices,
  onChange,
  className,
  unset = 'Not set',
}: {
  label: string;
  value: string;
  /** Each choice's stored value and its words (profile-form.ts makes these lists). */
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  className: string;
  unset?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {value === '' && <option value="">{unset}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
