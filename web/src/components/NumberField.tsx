/**
 * A number typed as text inside its label (the label's words name it): the screen reads the text when
 * it needs the number, so a half-typed "1." stays as typed. Decimal for distances and marks, numeric
 * (whole) for notches.
 */
export function NumberField({
  label,
  onChange,
  ...input
}: {
  label: string;
  inputMode: 'decimal' | 'numeric';
  value: string;
  onChange: (text: string) => void;
  /** A number box (with its spinner) rather than a text box. */
  type?: 'number';
  min?: number;
}) {
  return (
    <label>
      {label}
      <input {...input} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
