import { useId } from 'react';

/**
 * A search box with its label before it (the form around it carries role="search" and the screen's
 * layout class).
 */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  autoComplete?: 'off';
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
