// What `pnpm test` needs beyond Node and npm: Debian's chromium (the browser tests) and postgresql
// (the api suite's second run). The test command installs them itself on a fresh machine, so the
// README's two commands work as written; without root it says exactly what to run instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const hasChromium = () => existsSync('/usr/bin/chromium');
const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(join('/usr/lib/postgresql', v, 'bin', 'pg_ctl')));

/** The Debian packages still missing. */
export function missingSystemPackages() {
  return [...(hasChromium() ? [] : ['chromium']), ...(hasPostgres() ? [] : ['postgresql'])];
}

/** Installs what is missing with apt-get (as root). Returns the packages still missing after. */
export function ensureSystemPackages() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return [];
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`Missing Debian packages: ${missing.join(', ')}. Install them with:\n  sudo ${command}`);
    return missing;
  }
  console.log(`Installing ${missing.join(', ')} (Debian packages the tests need)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  return missingSystemPackages();
}
