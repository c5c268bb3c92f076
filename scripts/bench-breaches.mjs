// Reads the benches' JSON lines and lists every figure that missed its target, so a breach stands out in
// CI's output instead of hiding in a wall of numbers. A line's `targetXxx` field is the bound for its
// `xxx` field (targetP95Ms for p95Ms), or, when there is no such field, for every field ending in `Xxx`
// (targetMaxMs for startUpMaxMs and scoringMaxMs). Exits 1 when any target was missed.
import { existsSync, readFileSync } from 'node:fs';

/** The breaches of one bench line: `[bench, field, measured, target]` for each measured figure over target. */
function breachesOf(line) {
  const found = [];
  for (const [key, target] of Object.entries(line)) {
    if (!key.startsWith('target') || typeof target !== 'number') continue;
    const name = key.slice('target'.length);
    const exact = name[0].toLowerCase() + name.slice(1);
    const fields =
      exact in line ? [exact] : Object.keys(line).filter((k) => !k.startsWith('target') && k.endsWith(name));
    for (const field of fields) {
      const measured = line[field];
      if (typeof measured === 'number' && measured > target)
        found.push([line.bench, field, measured, target]);
    }
  }
  return found;
}

const lines = process.argv
  .slice(2)
  .filter((file) => existsSync(file))
  .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
  .filter((text) => text.startsWith('{'))
  .map((text) => JSON.parse(text));
const breaches = lines.flatMap(breachesOf);
if (lines.length === 0) console.log('bench: no figures were printed');
else if (breaches.length === 0) console.log(`bench: all ${lines.length} figures within their targets`);
else {
  console.log(`bench: ${breaches.length} figure(s) missed their target:`);
  for (const [bench, field, measured, target] of breaches)
    console.log(`  BREACH ${bench} ${field} = ${measured} (target ${target})`);
  process.exitCode = 1;
}
