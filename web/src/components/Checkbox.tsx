import type { ReactNode } from 'react';

/**
 * A checkbox inside its label: the words are its accessible name, and a tap on them ticks it too.
 * The class is the screen's, for its layout.
 */
export function Checkbox({
  className,
  checked,
  onChange,
  children,
  describedBy,
}: {
  className: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** The id of a sentence saying what the setting does, read after the name. */
  describedBy?: string;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={checked}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}
