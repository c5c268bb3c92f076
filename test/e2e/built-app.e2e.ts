import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIST_WEB = new URL('../../dist/web/', import.meta.url);
const REPOSITORY = new URL('../../', import.meta.url);

/**
 * The app the build ships is drawn by React DOM (issue #42): the scripts the page loads hold React DOM's
 * own renderer (after the keypad's first frame, which needs none), and no other renderer is installed to
 * stand in for it.
 */
describe('the built app', () => {
  it('draws with React DOM, loaded by the page once its first frame is drawn (first-frame/start.ts)', () => {
    const html = readFileSync(new URL('index.html', DIST_WEB), 'utf8');
    const named = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/assets\/([^"]+\.js)"/g)].map(
      (match) => match[1]!,
    );
    const code = (file: string) => readFileSync(new URL(`assets/${file}`, DIST_WEB), 'utf8');
    // Every script the named ones import, statically or not, as the browser would reach them.
    const reached = new Set(named);
    for (const file of reached)
      for (const match of code(file).matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g))
        if (!reached.has(match[1]!) && existsSync(new URL(`assets/${match[1]}`, DIST_WEB)))
          reached.add(match[1]!);
    const reactDom = (file: string) => /rendererPackageName:\s*[`'"]react-dom[`'"]/.test(code(file));
    expect([...reached].some(reactDom)).toBe(true);
    // The keypad's first frame is drawn before React DOM is loaded.
    expect(named.filter(reactDom)).toEqual([]);
  });

  it('installs no other renderer behind React’s API', () => {
    const lock = JSON.parse(readFileSync(new URL('package-lock.json', REPOSITORY), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    const renderers = Object.keys(lock.packages).filter((path) =>
      /node_modules\/(preact|inferno)$/.test(path),
    );
    expect(renderers).toEqual([]);
    const assets = readdirSync(new URL('assets/', DIST_WEB)).filter((file) => /preact/i.test(file));
    expect(assets).toEqual([]);
  });
});
