// What the tests need beyond Node and npm: Debian's chromium (the browser tests) and postgresql
// (the api suite's second run) for `pnpm test`; redis-server and nginx too for `pnpm test:cluster`.
// The commands install them themselves on a fresh machine, so the README's commands work as written;
// without root they say exactly what to run instead. `node scripts/lib/system-packages.mjs <names>`
// installs the named ones (the default: what `pnpm test` needs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const hasChromium = () => existsSync('/usr/bin/chromium');
const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(join('/usr/lib/postgresql', v, 'bin', 'pg_ctl')));

const onPath = (bin) =>
  (process.env.PATH ?? '')
    .split(':')
    .concat(['/usr/sbin', '/usr/bin'])
    .some((dir) => dir && existsSync(join(dir, bin)));

/** Each package the tests may need, and how to tell it is installed. */
const INSTALLED = {
  chromium: hasChromium,
  postgresql: hasPostgres,
  'redis-server': () => onPath('redis-server'),
  nginx: () => onPath('nginx'),
};
const FOR_TEST = ['chromium', 'postgresql'];

/** The Debian packages still missing. */
export function missingSystemPackages(names = FOR_TEST) {
  return names.filter((name) => !INSTALLED[name]());
}

/** Installs what is missing with apt-get (as root). Returns the packages still missing after. */
export function ensureSystemPackages(names = FOR_TEST) {
  const missing = missingSystemPackages(names);
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
  return missingSystemPackages(names);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '\0')) {
  const names = process.argv.slice(2);
  const unknown = names.filter((n) => !(n in INSTALLED));
  if (unknown.length) throw new Error(`unknown package: ${unknown.join(', ')}`);
  process.exit(ensureSystemPackages(names.length ? names : FOR_TEST).length === 0 ? 0 : 1);
}
