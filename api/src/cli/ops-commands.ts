import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { formatAmount } from '@app/shared-contracts/format';
import { MONEY_LIMITS, STAFF_LIMITS } from '@app/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { courses, lectures, users } from '../db/schema/index';
import { DomainError, messageOf } from '../domain/errors';
import { toPounds } from '../domain/ledger/index';
import { issuePayCards, issueRechargeCards } from '../domain/paycards/index';
import { hashPassword } from '../lib/crypto';
import { expiryWithin, poundsWithin, STAFF_AMOUNTS, STAFF_COUNTS, wholeWithin } from './ops-bounds';
import { OpsApiError, type OpsClient, OpsUnreachableError } from './ops-client';
import { COMMUNITY_USAGE, communityCommand } from './ops-community';
import { createAdmin } from './ops-create-admin';
import { createUserGoesThroughApi, remoteCreateStaff } from './ops-remote-accounts';
import { cardsGoThroughApi, remoteIssueCards } from './ops-remote-cards';
import { communityGoesThroughApi, remoteCommunity } from './ops-remote-community';
import {
  remoteAudit,
  remoteCorrectEssay,
  remoteEssays,
  remoteReviewTopup,
  remoteSettings,
  remoteTopups,
} from './ops-remote-desk';
import {
  OpsRefused,
  remoteAdjustBalance,
  remoteLearning,
  remoteMessage,
  remoteSessions,
} from './ops-remote-students';

export const USAGE = `Staff commands of the learning platform (pnpm ops <command> ... --as <admin e-mail>)

  Every command but create-admin asks the running server's staff api (OPS_API_URL, default
  http://127.0.0.1:<PORT>) with the ops key the server wrote into DATA_DIR/ops-key (or OPS_KEY),
  acting as the admin --as names (or OPS_AS): the audit log records that person.

  create-admin --email <email> --name <name> [--password <pw>]
      Makes the first admin of a new install directly in the database, while the server is stopped
      and no admin exists yet. Prints the password when generated.

  create-user --email <email> --name <name> [--password <pw>] [--group admin|leader] [--unverified]
      Creates an account (e-mail confirmed unless --unverified). Prints the password when generated.

  adjust-balance <email> <amount> --comment "<reason>"
      Adds (or, with a negative amount, takes) pounds from a wallet as an admin_balance_update
      ledger row with the comment, and notifies the student (at most ${MONEY_LIMITS.maxAdjustment} EGP either way;
      no wallet goes past ${MONEY_LIMITS.maxBalance} EGP). Example: adjust-balance a@b.com -25.50 --comment "تصحيح"

  issue-paycards --value <pounds> --count <n> [--course <id> | --lecture <id>] [--expires YYYY-MM-DD] [--user <email>]
      Issues single-use pay-cards that buy a course or a lecture priced up to the value (at most
      ${MONEY_LIMITS.maxPrice} EGP; 1 to ${STAFF_LIMITS.maxCards} cards; expiry within ${STAFF_LIMITS.maxDays} days); prints the codes.

  issue-recharge-cards --value <pounds> --count <n> [--expires YYYY-MM-DD]
      Issues wallet recharge cards of at most ${MONEY_LIMITS.maxTopUp} EGP each; prints the codes.

  topups
      Lists the mobile-wallet and manual top-ups under review (id, date, e-mail, amount, method, payer, receipt).

  confirm-topup <id> [--comment "<note>"]
      Credits a pending top-up through the ledger (a recharge row with the comment) and notifies the student.

  reject-topup <id> --comment "<reason>"
      Refuses a pending top-up; the student is notified with the reason.

  message <email> --title "<title>" [--content "<text>"] [--to /path]
      Sends the student an admin_message notification (shown in the bell).

  sessions <email> [--revoke]
      Lists the account's live sign-ins (issued, last used); --revoke signs every one of them out.

  grant-lecture <email> <lectureId> [--days <n>]
      Gives the student a lecture without payment, for n days (1 to ${STAFF_LIMITS.maxDays}; default: the
      lecture's expiry_days).

  revoke-lecture <email> <lectureId>
      Takes back a lecture got on its own (a whole course bought stays).

  reset-views <email> <videoId>
      Starts the student's counted views of a video over.

  essays
      Lists the essay answers of submitted exams waiting for a mark (id, session, e-mail, exam, text).

  correct-essay <answerId> --mark <n>
      Marks an essay answer (0 to the question's mark); the session's last one completes its result
      and notifies the student.

  settings
      Lists every setting of the centre with its current value (JSON).

  set-setting <key> <value>
      Changes one setting, checked like the clients read it; the value is JSON (true, 5, null, "text",
      {...}) or plain text. Example: set-setting lectures_view_layout seperated

  audit
      Checks that every wallet balance equals the sum of its ledger (exit code 1 when not).

${COMMUNITY_USAGE}

Exit codes: 0 done, 1 refused (unknown user, course...), 2 wrong usage.`;

export class UsageError extends Error {}
export class OpsError extends Error {}
const usage = (message: string) => new UsageError(message);

export interface Out {
  log: (line: string) => void;
  error: (line: string) => void;
}

function positiveInt(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new UsageError(`${what} must be a positive whole number`);
  return Number(value);
}

function date(value: string | undefined): Date | null {
  if (value === undefined) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T23:59:59Z`))) {
    throw new UsageError('--expires must be a date YYYY-MM-DD');
  }
  // A card is valid through the whole expiry day (Cairo is UTC+2/+3: end of day UTC covers it).
  return new Date(`${value}T23:59:59Z`);
}

async function userByEmail(db: Db, email: string) {
  const [u] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!u) throw new OpsError(`no user with e-mail ${email}`);
  return u;
}

async function createUser(db: Db, args: string[], out: Out) {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      group: { type: 'string' },
      unverified: { type: 'boolean', default: false },
    },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new UsageError('--email must be an e-mail address');
  if (!values.name?.trim()) throw new UsageError('--name is required');
  if (values.password !== undefined && values.password.length < 8)
    throw new UsageError('--password needs at least 8 characters');
  const groups: Record<string, number> = { admin: 1, leader: 2 };
  const roles = { admin: 'admin', leader: 'assistant' } as const;
  if (values.group !== undefined && !(values.group in groups))
    throw new UsageError('--group is admin or leader');
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw new OpsError(`${email} already has an account (id ${taken.id})`);
  const password = values.password ?? randomBytes(9).toString('base64url');
  const [row] = await db
    .insert(users)
    .values({
      email,
      name: values.name.trim(),
      passwordHash: await hashPassword(password),
      emailVerifiedAt: values.unverified ? null : new Date(),
      mustSetPassword: true,
      groupId: values.group ? groups[values.group] : null,
      staffRole: values.group ? roles[values.group as keyof typeof roles] : null,
    })
    .returning({ id: users.id });
  out.log(`created user ${row?.id} ${email}`);
  if (!values.password) out.log(`password: ${password}`);
}

async function issueCards(db: Db, args: string[], out: Out, kind: 'pay' | 'recharge') {
  const { values } = parseArgs({
    args,
    options: {
      value: { type: 'string' },
      count: { type: 'string' },
      course: { type: 'string' },
      lecture: { type: 'string' },
      expires: { type: 'string' },
      user: { type: 'string' },
      batch: { type: 'string' },
    },
  });
  // A pay card buys one course or lecture (at most the highest price); a recharge card is one top-up.
  const bounds = kind === 'pay' ? STAFF_AMOUNTS.payCard : STAFF_AMOUNTS.rechargeCard;
  const value = poundsWithin(values.value, '--value', bounds, usage);
  const countN = wholeWithin(values.count, '--count', STAFF_COUNTS.cards, usage) ?? 1;
  const expiresAt = expiryWithin(date(values.expires), new Date(), usage);
  const batch = values.batch ?? `ops-${new Date().toISOString().slice(0, 10)}`;
  if (kind === 'recharge') {
    if (values.course || values.lecture || values.user)
      throw new UsageError('recharge cards take no --course, --lecture or --user');
    const rows = await issueRechargeCards(db, { value, count: countN, expiresAt, batch });
    out.log(
      `${rows.length} recharge cards of ${formatAmount(toPounds(value))} EGP${expiresAt ? `, valid through ${values.expires}` : ''}:`,
    );
    for (const r of rows) out.log(r.code);
    return;
  }
  const courseId = positiveInt(values.course, '--course');
  const lectureId = positiveInt(values.lecture, '--lecture');
  if (courseId && lectureId) throw new UsageError('give --course or --lecture, not both');
  if (courseId && !(await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)))[0]) {
    throw new OpsError(`no course ${courseId}`);
  }
  if (
    lectureId &&
    !(await db.select({ id: lectures.id }).from(lectures).where(eq(lectures.id, lectureId)))[0]
  ) {
    throw new OpsError(`no lecture ${lectureId}`);
  }
  const userId = values.user ? (await userByEmail(db, values.user)).id : null;
  const rows = await issuePayCards(db, {
    value,
    count: countN,
    courseId,
    lectureId,
    userId,
    expiresAt,
    batch,
  });
  const target = courseId
    ? `course ${courseId}`
    : lectureId
      ? `lecture ${lectureId}`
      : 'any course or lecture';
  out.log(
    `${rows.length} pay-cards for ${target} up to ${formatAmount(toPounds(value))} EGP${expiresAt ? `, valid through ${values.expires}` : ''}:`,
  );
  for (const r of rows) out.log(r.code);
}

export interface OpsContext {
  /** The database, opened on first use: create-admin and the commands not yet on the staff api. */
  db: () => Promise<Db>;
  /** The running server's staff api, acting as the --as admin. */
  api: () => OpsClient;
}

/** The commands that go through the running server's staff api (decision 0041). */
export const API_COMMANDS = new Set([
  'adjust-balance',
  'sessions',
  'topups',
  'confirm-topup',
  'reject-topup',
  'message',
  'grant-lecture',
  'revoke-lecture',
  'reset-views',
  'essays',
  'correct-essay',
  'audit',
  'settings',
  'set-setting',
]);

/** `--as <email>` (or `--as=<email>`) anywhere on the line: taken out before the command reads it. */
export function splitAs(argv: string[]): { argv: string[]; as: string | undefined } {
  const rest: string[] = [];
  let as: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i] as string;
    if (a === '--as') {
      as = argv[i + 1];
      i += 1;
    } else if (a.startsWith('--as=')) as = a.slice(5);
    else rest.push(a);
  }
  return { argv: rest, as };
}

/** Runs one staff command; returns the process exit code. */
export async function runOps(argv: string[], ctx: OpsContext, out: Out): Promise<number> {
  const [command, ...args] = argv;
  const fail = (m: string) => new UsageError(m);
  try {
    switch (command) {
      case 'create-admin':
        await createAdmin(await ctx.db(), args, out, { usage: fail, refused: (m) => new OpsError(m) });
        return 0;
      case 'create-user':
        if (createUserGoesThroughApi(args)) await remoteCreateStaff(ctx.api(), args, out, fail);
        else await createUser(await ctx.db(), args, out);
        return 0;
      case 'adjust-balance':
        await remoteAdjustBalance(ctx.api(), args, out, fail);
        return 0;
      case 'issue-paycards':
      case 'issue-recharge-cards': {
        const kind = command === 'issue-paycards' ? 'pay' : 'recharge';
        if (cardsGoThroughApi(kind, args)) await remoteIssueCards(ctx.api(), args, out, kind, fail);
        else await issueCards(await ctx.db(), args, out, kind);
        return 0;
      }
      case 'sessions':
        await remoteSessions(ctx.api(), args, out, fail);
        return 0;
      case 'topups':
        await remoteTopups(ctx.api(), out);
        return 0;
      case 'confirm-topup':
      case 'reject-topup':
        await remoteReviewTopup(ctx.api(), args, out, command === 'confirm-topup', fail);
        return 0;
      case 'message':
        await remoteMessage(ctx.api(), args, out, fail);
        return 0;
      case 'grant-lecture':
      case 'revoke-lecture':
      case 'reset-views':
        await remoteLearning(command, ctx.api(), args, out, fail);
        return 0;
      case 'essays':
        await remoteEssays(ctx.api(), out);
        return 0;
      case 'correct-essay':
        await remoteCorrectEssay(ctx.api(), args, out, fail);
        return 0;
      case 'audit':
        return await remoteAudit(ctx.api(), out);
      case 'settings':
      case 'set-setting':
        await remoteSettings(command, ctx.api(), args, out, fail);
        return 0;
      case 'tickets':
      case 'reply-ticket':
      case 'bank-questions':
      case 'answer-question':
      case 'add-note':
      case 'add-outlet':
        if (communityGoesThroughApi(command, args))
          await remoteCommunity(command, ctx.api(), args, out, fail);
        else await communityCommand(command, await ctx.db(), args, out, fail);
        return 0;
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        out.log(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command ${command}`);
    }
  } catch (err) {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      out.error(`error: ${(err as Error).message}\n`);
      out.error(USAGE);
      return 2;
    }
    if (err instanceof DomainError) {
      out.error(`refused: ${err.code} ${messageOf(err)}`);
      return 1;
    }
    if (err instanceof OpsApiError && err.status === 422) {
      // Input the api refused is wrong usage, as a bound checked here is.
      const fields = Object.entries(err.errors ?? {}).map(([k, v]) => `${k}: ${v.join('; ')}`);
      out.error(`error: ${fields.join(', ') || err.message}`);
      return 2;
    }
    if (err instanceof OpsApiError) {
      out.error(
        err.status === 401
          ? 'refused: the server did not take the ops key, or --as names no admin'
          : `refused: ${err.code ?? err.status} ${err.message}`,
      );
      return 1;
    }
    if (err instanceof OpsError || err instanceof OpsRefused || err instanceof OpsUnreachableError) {
      out.error(`refused: ${(err as Error).message}`);
      return 1;
    }
    throw err;
  }
}

/** Commands that only print help need no database. */
export const needsDb = (argv: string[]) => !!argv[0] && !['help', '--help', '-h'].includes(argv[0]);
