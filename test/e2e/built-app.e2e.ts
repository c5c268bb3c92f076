import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIST_WEB = new URL('../../dist/web/', import.meta.url);
const REPOSITORY = new URL('../../', import.meta.url);

/**
 * The app the build ships is drawn by React DOM (issue #42): the first frame's entry holds React DOM's
 * own renderer, and no other renderer is installed to stand in for it.
 */
describe('the built app', () => {
  it('draws with React DOM, in the scripts the first frame loads', () => {
    const html = readFileSync(new URL('index.html', DIST_WEB), 'utf8');
    const scripts = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
      (match) => readFileSync(new URL(match[1]!, DIST_WEB), 'utf8'),
    );
    expect(scripts.some((code) => /rendererPackageName:\s*[`'"]react-dom[`'"]/.test(code))).toBe(true);
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
