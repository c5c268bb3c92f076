// The browser tests drive Debian's Chromium and read the scoresheet PDF with poppler's pdftotext. If one
// is missing we install it when we can (root with apt-get), otherwise we stop with one clear line.
// Browser tests are never skipped silently.
import { existsSync } from 'node:fs';
import { aptInstall, canInstallWithApt } from './apt.mjs';

const needed = [
  { what: 'Chromium', path: process.env.CHROMIUM_PATH || '/usr/bin/chromium', debianPackage: 'chromium' },
  { what: 'pdftotext', path: '/usr/bin/pdftotext', debianPackage: 'poppler-utils' },
];

const missing = needed.filter((tool) => !existsSync(tool.path));
if (missing.length > 0) {
  const packages = missing.map((tool) => tool.debianPackage);
  if (!canInstallWithApt()) {
    console.error(
      `${missing.map((tool) => `${tool.what} is missing at ${tool.path}`).join('; ')}: install with "sudo apt-get install -y ${packages.join(' ')}" (or set CHROMIUM_PATH), then run the tests again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(' ')} for the browser tests...`);
  aptInstall(packages);
  for (const tool of missing) {
    if (!existsSync(tool.path)) {
      console.error(`apt-get finished but ${tool.path} still does not exist.`);
      process.exit(1);
    }
  }
}
