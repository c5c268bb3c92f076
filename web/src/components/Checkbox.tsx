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
}: {
  className: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
}
