// Installing the Debian packages the tests run on (Chromium, poppler, PostgreSQL, Redis) when this
// process can: as root, on a system with apt-get. The ensure-* scripts say what is missing otherwise.
import { execSync } from 'node:child_process';

/** Whether we may install Debian packages ourselves: root, with apt-get on the PATH. */
export function canInstallWithApt() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * apt-get install, quiet and non-interactive. A missing or stale package list (one that names versions
 * the mirror no longer has) is refreshed and the install tried once more.
 */
export function aptInstall(packages, { recommends = true } = {}) {
  const options = recommends ? '-y -qq' : '-y -qq --no-install-recommends';
  const install = `DEBIAN_FRONTEND=noninteractive apt-get install ${options} ${packages.join(' ')}`;
  try {
    execSync(install, { stdio: 'inherit' });
  } catch {
    execSync(`apt-get update -qq && ${install}`, { stdio: 'inherit' });
  }
}
