import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * What the keypad's first frame has to fetch and parse (issue #30: at most 90 kB gzipped): the scripts
 * and style sheets the built index.html names, each gzipped at the level a server would use. The
 * worker's script is left out: it is its own thread's, not the page's.
 */
export function firstFrameSize(distWeb: URL): { files: number; gzipKb: number } {
  const html = readFileSync(new URL('index.html', distWeb), 'utf8');
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  const bytes = named.reduce((sum, file) => sum + gzipSync(readFileSync(new URL(file, distWeb))).length, 0);
  return { files: named.length, gzipKb: Math.round(bytes / 102.4) / 10 };
}
