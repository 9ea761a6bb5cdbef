import { MONEY_LIMITS, STAFF_LIMITS } from '@app/shared-contracts/schemas';
import type { Db } from '../db/index';
import { DomainError, messageOf } from '../domain/errors';
import { OpsApiError, type OpsClient, OpsUnreachableError } from './ops-client';
import { COMMUNITY_USAGE } from './ops-community';
import { createAdmin } from './ops-create-admin';
import { remoteCreateUser } from './ops-remote-accounts';
import { remoteIssueCards } from './ops-remote-cards';
import { remoteCommunity } from './ops-remote-community';
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

export interface Out {
  log: (line: string) => void;
  error: (line: string) => void;
}

export interface OpsContext {
  /** The database, opened on first use: create-admin only (the first admin of a new install). */
  db: () => Promise<Db>;
  /** The running server's staff api, acting as the --as admin. */
  api: () => OpsClient;
}

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
        await remoteCreateUser(ctx.api(), args, out, fail);
        return 0;
      case 'adjust-balance':
        await remoteAdjustBalance(ctx.api(), args, out, fail);
        return 0;
      case 'issue-paycards':
      case 'issue-recharge-cards': {
        await remoteIssueCards(ctx.api(), args, out, command === 'issue-paycards' ? 'pay' : 'recharge', fail);
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
        await remoteCommunity(command, ctx.api(), args, out, fail);
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
