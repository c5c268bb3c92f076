// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { chartPalette, onThemeChange } from './chart-colours.js';

describe('chart colours', () => {
  it('paints with the theme tokens as they apply now, and a light default for any token not set', () => {
    const root = document.documentElement;
    root.style.setProperty('--accent', '#8fd3a3');
    root.style.setProperty('--ink', ' #e8efe9 ');
    const palette = chartPalette(root);
    expect(palette.accent).toBe('#8fd3a3');
    expect(palette.ink).toBe('#e8efe9');
    expect(palette.danger).toBe('#a3160f');
    root.removeAttribute('style');
  });

  it('hears the archer choosing a theme until unsubscribed', async () => {
    let calls = 0;
    const stop = onThemeChange(() => (calls += 1));
    document.documentElement.setAttribute('data-theme', 'dark');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(1);
    stop();
    document.documentElement.setAttribute('data-theme', 'light');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(1);
  });
});
