/** The theme colours a chart paints with: the CSS tokens of styles.css, read as they apply now. */
export type ChartColour = 'accent' | 'muted' | 'focus' | 'danger' | 'ink' | 'line';

export type ChartPalette = Record<ChartColour, string>;

const FALLBACK: ChartPalette = {
  accent: '#1f5130',
  muted: '#4f5e55',
  focus: '#1b6fd1',
  danger: '#a3160f',
  ink: '#14201a',
  line: '#c9d3cc',
};

/** Canvas cannot read CSS variables, so the tokens' current values are handed to it. */
export function chartPalette(element: Element): ChartPalette {
  const style = getComputedStyle(element);
  const read = (name: ChartColour) => style.getPropertyValue(`--${name}`).trim() || FALLBACK[name];
  return {
    accent: read('accent'),
    muted: read('muted'),
    focus: read('focus'),
    danger: read('danger'),
    ink: read('ink'),
    line: read('line'),
  };
}

/**
 * Calls `onChange` when the colours may have changed: the data-theme attribute on <html> changing. The
 * theme code writes it for the archer's pick and for a device switch between light and dark alike, so
 * watching the attribute alone rebuilds a chart once, after the new colours apply. Returns the unsubscribe.
 */
export function onThemeChange(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
