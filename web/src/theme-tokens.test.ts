/// <reference types="node" />
// The test reads the stylesheets from disk, so it alone needs Node's types in the web project.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The colour tokens of styles.css: the dark set is written once (theme.ts resolves the device theme to
 * the dark attribute), no screen stylesheet keeps dark colours of its own, and every pair of tokens used as text on background or as a control's edge meets WCAG
 * AA in both themes.
 */

const srcFolder = new URL('.', import.meta.url).pathname;
const styles = readFileSync(join(srcFolder, 'styles.css'), 'utf8');

function declarations(block: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const match of block.matchAll(/(--[\w-]+):\s*([^;]+);/g)) tokens.set(match[1]!, match[2]!.trim());
  return tokens;
}

function blockAfter(selector: string, from = 0): string {
  const start = styles.indexOf(selector, from);
  if (start < 0) throw new Error(`No ${selector} block in styles.css`);
  const open = styles.indexOf('{', start);
  return styles.slice(open + 1, styles.indexOf('}', open));
}

const light = declarations(blockAfter(':root {'));
const darkAttribute = declarations(blockAfter("[data-theme='dark'] {"));
const dark = new Map([...light, ...darkAttribute]);

function resolve(theme: Map<string, string>, value: string): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? resolve(theme, theme.get(reference[1]!) ?? '') : value;
}

function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

function contrast(theme: Map<string, string>, front: string, back: string): number {
  const colour = (token: string) => resolve(theme, token.startsWith('--') ? (theme.get(token) ?? '') : token);
  const [a, b] = [luminance(colour(front)), luminance(colour(back))].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

/** Pairs the stylesheets use: text on a background (4.5:1), or a control's edge on its background (3:1). */
const usedPairs: Array<{ front: string; back: string; minimum: number; where: string }> = [
  { front: '--ink', back: '--paper', minimum: 4.5, where: 'body text' },
  { front: '--muted', back: '--paper', minimum: 4.5, where: 'secondary text' },
  { front: '--accent', back: '--paper', minimum: 4.5, where: 'links, Change round' },
  { front: '--danger', back: '--paper', minimum: 4.5, where: 'danger buttons, refusals' },
  { front: '--ink', back: '--raised', minimum: 4.5, where: 'dialogs' },
  { front: '--ink', back: '--green-light', minimum: 4.5, where: 'summary panels, pressed buttons' },
  { front: '--control-border', back: '--paper', minimum: 3, where: 'inputs and selects' },
  { front: '--button-border', back: '--paper', minimum: 3, where: 'plain buttons' },
  { front: '--on-fill', back: '--green', minimum: 4.5, where: 'green buttons and navigation' },
  { front: '--on-fill', back: '--red', minimum: 4.5, where: 'red ring boxes' },
  { front: '--on-fill', back: '--blue', minimum: 4.5, where: 'blue ring boxes' },
  { front: '--on-fill', back: '--black', minimum: 4.5, where: 'black ring boxes' },
  { front: '--black', back: '--gold', minimum: 4.5, where: 'gold ring boxes, top-score marks' },
  { front: '--black', back: '--white', minimum: 4.5, where: 'white ring boxes' },
];

function stylesheets(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return stylesheets(path);
    return path.endsWith('.css') ? [path] : [];
  });
}

describe('the colour tokens', () => {
  it('write the dark palette once: one dark block, and no device query repeating it', () => {
    expect(styles.split("[data-theme='dark'] {").length - 1).toBe(1);
    expect(styles).not.toMatch(/prefers-color-scheme/);
  });

  it('are the only place dark colours are set: no screen stylesheet has a dark-theme rule', () => {
    const offenders = stylesheets(srcFolder)
      .filter((path) => !path.endsWith('/styles.css'))
      .filter((path) => /data-theme|prefers-color-scheme/.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it.each(usedPairs)('keep $where readable in both themes ($front on $back)', ({ front, back, minimum }) => {
    expect(contrast(light, front, back)).toBeGreaterThanOrEqual(minimum);
    expect(contrast(dark, front, back)).toBeGreaterThanOrEqual(minimum);
  });
});
