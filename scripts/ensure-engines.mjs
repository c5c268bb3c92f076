// The scale-out tests run on Debian's real PostgreSQL and Redis. If either is missing we install it when
// we can (root with apt-get), otherwise we stop with one clear line. These tests are never skipped.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { aptInstall, canInstallWithApt } from './apt.mjs';

const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((major) => existsSync(`/usr/lib/postgresql/${major}/bin/initdb`));
const hasRedis = () => existsSync('/usr/bin/redis-server');

const missing = [...(hasPostgres() ? [] : ['postgresql']), ...(hasRedis() ? [] : ['redis-server'])];
if (missing.length > 0) {
  if (!canInstallWithApt()) {
    console.error(
      `Missing ${missing.join(' and ')}: install with "sudo apt-get install -y ${missing.join(' ')}", then run the tests again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(' and ')}...`);
  aptInstall(missing, { recommends: false });
  // Debian starts the packaged services; the tests start their own on throwaway folders instead.
  execSync(
    'service redis-server stop >/dev/null 2>&1 || true; service postgresql stop >/dev/null 2>&1 || true',
    {
      stdio: 'inherit',
    },
  );
  if (!hasPostgres() || !hasRedis()) {
    console.error(`apt-get finished but ${missing.join(' or ')} is still missing.`);
    process.exit(1);
  }
}
