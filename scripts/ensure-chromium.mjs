// The browser tests drive Debian's Chromium. If it is missing we install it when we can (root with
// apt-get), otherwise we stop with one clear line. Browser tests are never skipped silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = (() => {
    try {
      execSync('command -v apt-get', { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${chromium}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then run the tests again.`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!existsSync(chromium)) {
    console.error(`apt-get finished but ${chromium} still does not exist.`);
    process.exit(1);
  }
}
