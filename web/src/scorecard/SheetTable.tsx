import type { ReactNode } from 'react';

/** A column heading as a paper sheet prints it: short letters, with the word in a tooltip. */
export interface SheetColumn {
  label: string;
  title?: string;
  /** Heads this many columns (an end's arrow boxes) rather than one. */
  span?: number;
}

/** One table of a scoresheet: its column headings, then the rows the layout draws. */
export function SheetTable({
  className,
  caption,
  columns,
  children,
}: {
  className: string;
  caption?: string | null;
  columns: SheetColumn[];
  children: ReactNode;
}) {
  return (
    <table className={className}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map(({ label, title, span }, index) =>
            span === undefined ? (
              <th key={index} scope="col" title={title}>
                {label}
              </th>
            ) : (
              <th key={index} scope="colgroup" colSpan={span} title={title}>
                {label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
