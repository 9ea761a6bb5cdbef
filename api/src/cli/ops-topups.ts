import { parseArgs } from 'node:util';
import { formatAmount } from '@app/shared-contracts/format';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/index';
import { topupRequests, users } from '../db/schema/index';
import { toPounds } from '../domain/ledger/index';
import { reviewTopup, sendAdminMessage } from '../domain/topups/index';

// Staff commands about top-ups under review and messages (pnpm ops); usage text in ops-commands.ts.

export interface TopupOut {
  log: (line: string) => void;
}
type Fail = (message: string) => Error;

/** topups: the pending mobile-wallet and manual top-ups, oldest first. */
export async function listTopups(db: Db, out: TopupOut) {
  const rows = await db
    .select({ r: topupRequests, email: users.email })
    .from(topupRequests)
    .innerJoin(users, eq(users.id, topupRequests.userId))
    // gateway orders are settled by their provider's callback, never by staff
    .where(and(eq(topupRequests.status, 'pending'), isNull(topupRequests.provider)))
    .orderBy(asc(topupRequests.id));
  if (rows.length === 0) out.log('no top-ups under review');
  for (const { r, email } of rows) {
    out.log(
      `#${r.id} ${r.createdAt.toISOString()} ${email} ${formatAmount(toPounds(r.amount))} EGP ${r.method}` +
        `${r.payerNumber ? ` from ${r.payerNumber}` : ''}${r.attachment ? ` receipt ${r.attachment}` : ''}` +
        `${r.message ? ` "${r.message}"` : ''}`,
    );
  }
}

/** confirm-topup <id> [--comment] / reject-topup <id> --comment */
export async function reviewTopupCommand(
  db: Db,
  args: string[],
  out: TopupOut,
  approve: boolean,
  usage: Fail,
) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { comment: { type: 'string' } },
  });
  const id = Number(positionals[0]);
  if (positionals.length !== 1 || !Number.isSafeInteger(id) || id < 1) {
    throw usage(
      `${approve ? 'confirm' : 'reject'}-topup <id> ${approve ? '[--comment "<note>"]' : '--comment "<reason>"'}`,
    );
  }
  if (!approve && !values.comment?.trim()) throw usage('reject-topup needs --comment "<reason>"');
  const row = await reviewTopup(db, { id, approve, comment: values.comment ?? null });
  out.log(`#${row.id} ${row.status}: ${formatAmount(toPounds(row.amount))} EGP`);
}

/** message <email> --title "<title>" [--content "<text>"] [--to /path] */
export async function messageCommand(
  db: Db,
  args: string[],
  out: TopupOut,
  userByEmail: (db: Db, email: string) => Promise<{ id: number; email: string }>,
  usage: Fail,
) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { title: { type: 'string' }, content: { type: 'string' }, to: { type: 'string' } },
  });
  const [email] = positionals;
  if (!email || positionals.length > 1 || !values.title?.trim()) {
    throw usage('message <email> --title "<title>" [--content "<text>"] [--to /path]');
  }
  if (values.to && !values.to.startsWith('/')) throw usage('--to is an in-app path such as /wallet');
  const user = await userByEmail(db, email);
  await sendAdminMessage(db, {
    userId: user.id,
    title: values.title,
    content: values.content ?? '',
    to: values.to,
  });
  out.log(`message sent to ${user.email}`);
}
