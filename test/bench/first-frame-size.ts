import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * What the keypad's first frame has to fetch and parse (issue #30: at most 90 kB gzipped): the scripts
 * and style sheets the built index.html names, each gzipped at the level a server would use. The
 * worker's script is left out of the size: it is its own thread's, not the page's. Also how many of
 * those scripts and the worker's hold a non-ASCII character, which makes the browser keep the whole
 * script as two-byte text (vite.config.ts, ASCII_ONLY), and how many do not start with V8's compile hint
 * (vite.config.ts, COMPILE_HINT): 0 is the target of both.
 */
export function firstFrameSize(distWeb: URL): {
  files: number;
  gzipKb: number;
  notAsciiScripts: number;
  unhintedScripts: number;
} {
  const html = readFileSync(new URL('index.html', distWeb), 'utf8');
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  const bytes = named.reduce((sum, file) => sum + gzipSync(readFileSync(new URL(file, distWeb))).length, 0);
  const worker = /<meta name="engine-worker" content="\/([^"]+)"/.exec(html)?.[1];
  const scripts = [...named, ...(worker ? [worker] : [])].filter((file) => file.endsWith('.js'));
  const notAscii = scripts.filter((file) =>
    /[\u0080-\uffff]/.test(readFileSync(new URL(file, distWeb), 'utf8')),
  );
  // The boot scripts in web/public are classic scripts, read from a code cache: no hint needed.
  const unhinted = scripts.filter(
    (file) =>
      file.startsWith('assets/') &&
      !readFileSync(new URL(file, distWeb), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
  );
  return {
    files: named.length,
    gzipKb: Math.round(bytes / 102.4) / 10,
    notAsciiScripts: notAscii.length,
    unhintedScripts: unhinted.length,
  };
}
