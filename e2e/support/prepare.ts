// Staff-side set-up through the api's command line, in two steps. `pnpm seed` needs the embedded
// database to itself: prepareData runs it once, from playwright.config.ts, before the web server
// starts on the same DATA_DIR, and names the accounts to make. Every ops command is a client of the
// running server's staff api (decisions 0041, 0051): prepareWithServer runs them from
// global-setup.ts once it is up, as the demo admin. What both made is written to
// <DATA_DIR>/e2e-fixtures.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// Plain data, no imports: the seed's own list of expired demo cards.
import { DEMO_EXPIRED_PAYCARDS } from '../../api/src/cli/seed-data';
import { baseURL, repoRoot } from './env';

export interface StaffAccount {
  email: string;
  password: string;
}

export interface Fixtures {
  /** Accounts made by staff with e-mail and name only: their profile is incomplete. */
  incomplete: StaffAccount[];
  /**
   * Accounts credited 1000 EGP by an admin balance update (profile to be completed by the test), two
   * per project: `2 * i` buys a course with the wallet (catalogue), `2 * i + 1` watches and buys
   * lectures (learning). Two workers run the specs side by side: one balance each.
   */
  funded: StaffAccount[];
  /** Unused pay-cards for any course or lecture up to 500 EGP. */
  validCards: string[];
  /** Pay-cards that expired on 2020-01-01 (the demo seed's; staff cannot issue an expired card). */
  expiredCards: string[];
  /** Unused wallet recharge cards of 100 EGP, one per project. */
  rechargeCards: string[];
}

/** The projects of playwright.config.ts (phone and desktop): each gets its own accounts and cards. */
export const PROJECTS = 2;

export const fixturesFile = (dataDir: string) => join(dataDir, 'e2e-fixtures.json');

/** The demo admin (api/src/cli/seed-staff.ts) the api-client ops commands act as. */
const OPS_AS = 'admin@example.com';

const apiArgs = (script: 'seed' | 'ops', args: string[]) => [
  '--silent',
  '--filter',
  '@app/api',
  'run',
  script,
  ...args,
];
const apiEnv = (dataDir: string) => ({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  OPS_API_URL: baseURL,
  OPS_AS,
});

function api(dataDir: string, script: 'seed' | 'ops', ...args: string[]): string {
  const res = spawnSync('pnpm', apiArgs(script, args), {
    cwd: repoRoot,
    env: apiEnv(dataDir),
    encoding: 'utf8',
  });
  if (res.status !== 0)
    throw new Error(`pnpm ${script} ${args.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
  return res.stdout;
}

/**
 * `pnpm ops …` without waiting for the others: each is a client of the running server's staff api,
 * and most of its time is starting Node and tsx, so the set-up runs its independent commands at once.
 */
function ops(dataDir: string, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', apiArgs('ops', args), { cwd: repoRoot, env: apiEnv(dataDir) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`pnpm ops ${args.join(' ')} failed:\n${stdout}\n${stderr}`));
    });
  });
}

const codesIn = (out: string) =>
  out
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^[A-Z0-9]{8,}$/.test(l));

export function prepareData(
  dataDir: string,
  runId: string,
  projects: number,
  opts: { seed: boolean } = { seed: true },
): Fixtures {
  const file = fixturesFile(dataDir);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  // A running server (E2E_BASE_URL) seeded its own empty database with the demo when it started.
  if (opts.seed) api(dataDir, 'seed', '--demo');
  const account = (kind: string, i: number): StaffAccount => ({
    email: `e2e-${kind}-${i}-${runId}@example.com`,
    password: `Staff-pass-${runId}-${i}`,
  });
  const fixtures: Fixtures = {
    incomplete: [],
    funded: [],
    validCards: [],
    expiredCards: [],
    rechargeCards: [],
  };
  // Two per project: one only looked at (guards), one completed through the profile page; and two
  // funded ones (catalogue, learning).
  for (let i = 0; i < projects; i++) {
    for (const j of [0, 1]) {
      fixtures.incomplete.push(account('incomplete', 2 * i + j));
      fixtures.funded.push(account('funded', 2 * i + j));
    }
  }
  fixtures.expiredCards = DEMO_EXPIRED_PAYCARDS.slice(0, projects);
  if (fixtures.expiredCards.length < projects) {
    throw new Error(`not enough expired demo pay-cards: ${JSON.stringify(fixtures)}`);
  }
  writeFileSync(file, JSON.stringify(fixtures, null, 2));
  return fixtures;
}

/** The second step, with the server up: what ops asks of its staff api. Once per data dir. */
export async function prepareWithServer(dataDir: string, projects: number): Promise<Fixtures> {
  const fixtures = readFixtures(dataDir);
  if (fixtures.rechargeCards.length >= projects) return fixtures;
  // Students with a chosen password, made as the desk would (POST /staff/students).
  const student = (a: StaffAccount, name: string) =>
    ops(dataDir, 'create-user', '--email', a.email, '--name', name, '--password', a.password);
  const cards = Promise.all([
    ops(dataDir, 'issue-paycards', '--value', '500', '--count', String(2 * projects)),
    ops(dataDir, 'issue-recharge-cards', '--value', '100', '--count', String(projects)),
  ]);
  const accounts = Promise.all([
    ...fixtures.incomplete.map((inc) => student(inc, 'طالب بيانات ناقصة')),
    ...fixtures.funded.map(async (funded) => {
      await student(funded, 'طالب رصيد المحفظة');
      await ops(dataDir, 'adjust-balance', funded.email, '1000', '--comment', 'رصيد اختبار آلي');
    }),
  ]);
  const [[paycards, rechargeCards]] = await Promise.all([cards, accounts]);
  fixtures.validCards = codesIn(paycards);
  if (fixtures.validCards.length < 2 * projects) {
    throw new Error(`could not read the issued pay-card codes: ${JSON.stringify(fixtures)}`);
  }
  fixtures.rechargeCards = codesIn(rechargeCards);
  if (fixtures.rechargeCards.length < projects) {
    throw new Error(`could not read the issued recharge-card codes: ${JSON.stringify(fixtures)}`);
  }
  writeFileSync(fixturesFile(dataDir), JSON.stringify(fixtures, null, 2));
  return fixtures;
}

export function readFixtures(dataDir: string): Fixtures {
  return JSON.parse(readFileSync(fixturesFile(dataDir), 'utf8'));
}
