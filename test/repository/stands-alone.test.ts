import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// A clone with nothing beside it must build, pass its tests and explain itself (issue #25): every docs/
// page the code, the README or another page names must exist, and the lint refuses imports from outside.

const root = resolve(import.meta.dirname, '../..');
const trackedFiles = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file !== '' && existsSync(join(root, file)));
const textFiles = trackedFiles.filter((file) =>
  /\.(ts|tsx|mjs|js|css|html|md|json|sh)$|(^|\/)run$/.test(file),
);

/** a docs page named as a phrase anywhere (a comment, a message, a README line), optionally with "section N". */
const docMention = /(?<![\w/.-])docs\/([\w/.-]+?\.md)(?:(?:#|\s+section\s+)(\d+))?(?![\w/-])/g;
/** A relative Markdown link target in a .md file. */
const markdownLink = /\]\((?!https?:|mailto:|#)([^)\s#]+)(?:#[^)\s]*)?\)/g;

function mentionsIn(file: string) {
  const text = readFileSync(join(root, file), 'utf8');
  const found: { page: string; section?: string; line: number }[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const m of text.matchAll(docMention))
    found.push({ page: `docs/${m[1]}`, section: m[2], line: lineOf(m.index) });
  if (file.endsWith('.md'))
    for (const m of text.matchAll(markdownLink))
      found.push({ page: join(dirname(file), m[1]).replaceAll('\\', '/'), line: lineOf(m.index) });
  return found;
}

describe('the repository stands on its own', () => {
  it('names only docs/ pages (and sections of them) that exist', () => {
    const missing: string[] = [];
    for (const file of textFiles) {
      if (file.startsWith('reference-data/') && file.endsWith('.json')) continue; // generated data, quoted as is
      for (const { page, section, line } of mentionsIn(file)) {
        const path = join(root, page);
        if (!existsSync(path)) {
          missing.push(`${file}:${line} names ${page}`);
          continue;
        }
        if (section && !new RegExp(`^#{2,3} ${section}[. ]`, 'm').test(readFileSync(path, 'utf8')))
          missing.push(
            `${file}:${line} names ${page} section ${section}, which has no heading "${section}."`,
          );
      }
    }
    expect(missing).toEqual([]);
  });

  it('cites no document that is not in the repository', () => {
    const outside =
      /\b(DESIGN\.md|product-spec\.md|spec(?:ification)?(?:'s)? sections? \d|the spec\b|spec's)/i;
    const offenders = textFiles
      .filter(
        (file) => !file.startsWith('reference-data/') && file !== 'test/repository/stands-alone.test.ts',
      )
      .flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (outside.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('refuses, in the lint, an import that climbs out of the checkout', async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(
      "import vectors from '../../shared/data/handicap-vectors.json' with { type: 'json' };\nexport { vectors };\n",
      // A script file: it is linted without the TypeScript project, so a file that does not exist is fine.
      { filePath: join(root, 'scripts/outside-probe.mjs') },
    );
    expect(result?.messages.map((m) => m.ruleId)).toContain('repository/stays-in-repository');
    const [inside] = await eslint.lintText(
      "import vectors from '../reference-data/handicap-vectors.json' with { type: 'json' };\nexport { vectors };\n",
      { filePath: join(root, 'scripts/inside-probe.mjs') },
    );
    expect(inside?.messages.map((m) => m.ruleId)).not.toContain('repository/stays-in-repository');
  });
});
