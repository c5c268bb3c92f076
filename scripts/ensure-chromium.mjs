// The browser tests drive Debian's Chromium and read the scoresheet PDF with poppler's pdftotext. If one
// is missing we install it when we can (root with apt-get), otherwise we stop with one clear line.
// Browser tests are never skipped silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = [
  { what: 'Chromium', path: process.env.CHROMIUM_PATH || '/usr/bin/chromium', debianPackage: 'chromium' },
  { what: 'pdftotext', path: '/usr/bin/pdftotext', debianPackage: 'poppler-utils' },
];

const missing = needed.filter((tool) => !existsSync(tool.path));
if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = (() => {
    try {
      execSync('command -v apt-get', { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  const packages = missing.map((tool) => tool.debianPackage).join(' ');
  if (!isRoot || !hasApt) {
    console.error(
      `${missing.map((tool) => `${tool.what} is missing at ${tool.path}`).join('; ')}: install with "sudo apt-get install -y ${packages}" (or set CHROMIUM_PATH), then run the tests again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages} for the browser tests...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
  for (const tool of missing) {
    if (!existsSync(tool.path)) {
      console.error(`apt-get finished but ${tool.path} still does not exist.`);
      process.exit(1);
    }
  }
}
