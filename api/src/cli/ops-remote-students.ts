import { parseArgs } from 'node:util';
import { formatAmount } from '@app/shared-contracts/format';
import type {
  StaffMessageResponse,
  StaffMovementResponse,
  StaffStudentActionResponse,
  StaffStudentDetail,
  StaffStudentsPage,
} from '@app/shared-contracts/schemas';
import { toPounds } from '../domain/ledger/money';
import { poundsWithin, STAFF_AMOUNTS, STAFF_COUNTS, wholeWithin } from './ops-bounds';
import type { OpsClient } from './ops-client';

// pnpm ops commands about one student, through the staff api (decision 0041); usage in ops-commands.ts.

type Out = { log: (line: string) => void };
type Fail = (message: string) => Error;
export class OpsRefused extends Error {}

/** The student with exactly this e-mail, found through the staff search. */
export async function studentByEmail(api: OpsClient, email: string) {
  const wanted = email.trim().toLowerCase();
  const page = await api.get<StaffStudentsPage>('/students', { q: wanted, per_page: 100 });
  const found = page.items.find((s) => s.email.toLowerCase() === wanted);
  if (!found) throw new OpsRefused(`no student with e-mail ${email}`);
  return found;
}

const idOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** message <email> --title "<title>" [--content "<text>"] [--to /path] */
export async function remoteMessage(api: OpsClient, args: string[], out: Out, usage: Fail) {
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
  const student = await studentByEmail(api, email);
  const body = {
    target: { kind: 'student', student_id: student.id },
    title: values.title,
    content: values.content ?? '',
    to: values.to,
  };
  await api.send<StaffMessageResponse>('POST', '/messages', body, { idempotent: true });
  out.log(`message sent to ${student.email}`);
}

/** sessions <email> [--revoke] */
export async function remoteSessions(api: OpsClient, args: string[], out: Out, usage: Fail) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { revoke: { type: 'boolean' } },
  });
  const [email] = positionals;
  if (!email || positionals.length > 1) throw usage('sessions <email> [--revoke]');
  const student = await studentByEmail(api, email);
  const detail = await api.get<StaffStudentDetail>(`/students/${student.id}`);
  for (const s of detail.sessions)
    out.log(`#${s.id} issued ${s.created_at} last used ${s.last_used_at ?? '-'}`);
  if (values.revoke) {
    await api.send<StaffStudentActionResponse>('POST', `/students/${student.id}/sessions/revoke`);
    out.log(`revoked ${detail.sessions.length} session(s) of ${student.email}`);
  }
}

/** grant-lecture <email> <lectureId> [--days N] / revoke-lecture <email> <lectureId> / reset-views <email> <videoId> */
export async function remoteLearning(
  command: 'grant-lecture' | 'revoke-lecture' | 'reset-views',
  api: OpsClient,
  args: string[],
  out: Out,
  usage: Fail,
) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: command === 'grant-lecture' ? { days: { type: 'string' } } : {},
  });
  const [email, idText] = positionals;
  const id = idOf(idText);
  const days = wholeWithin(
    values.days === undefined ? undefined : String(values.days),
    '--days',
    STAFF_COUNTS.days,
    usage,
  );
  const shape =
    command === 'grant-lecture'
      ? 'grant-lecture <email> <lectureId> [--days <n>]'
      : `${command} <email> <${command === 'reset-views' ? 'videoId' : 'lectureId'}>`;
  if (!email || id === null || positionals.length !== 2) throw usage(shape);
  const student = await studentByEmail(api, email);
  const base = `/students/${student.id}`;
  if (command === 'grant-lecture') {
    await api.send('POST', `${base}/lectures/${id}/grant`, days === undefined ? {} : { days });
    const detail = await api.get<StaffStudentDetail>(base);
    const until = detail.lectures.find((l) => l.id === id)?.expires_at;
    out.log(`granted lecture #${id} to ${student.email}${until ? ` until ${until}` : ''}`);
  } else if (command === 'revoke-lecture') {
    const r = await api.send<StaffStudentActionResponse>('POST', `${base}/lectures/${id}/revoke`);
    out.log(
      r.changed
        ? `revoked lecture #${id} from ${student.email}`
        : `${student.email} had not bought lecture #${id} on its own`,
    );
  } else {
    const r = await api.send<StaffStudentActionResponse>('POST', `${base}/videos/${id}/reset-views`);
    out.log(
      r.changed
        ? `views of video #${id} reset for ${student.email}`
        : `${student.email} has no views of video #${id}`,
    );
  }
}

/** adjust-balance <email> <amount> --comment "<reason>" */
export async function remoteAdjustBalance(api: OpsClient, args: string[], out: Out, usage: Fail) {
  // parseArgs would read '-25.50' as options: negative amounts are taken out first.
  const amounts = args.filter((a) => /^-\d/.test(a));
  const { values, positionals: rest } = parseArgs({
    args: args.filter((a) => !/^-\d/.test(a)),
    allowPositionals: true,
    options: { comment: { type: 'string' } },
  });
  const positionals = [...rest.slice(0, 1), ...amounts, ...rest.slice(1)];
  const [email, amountText] = positionals;
  if (!email || amountText === undefined || positionals.length > 2)
    throw usage('adjust-balance <email> <amount> --comment "..."');
  const amount = poundsWithin(amountText, 'amount', STAFF_AMOUNTS.adjustment, usage);
  if (amount === 0) throw usage('amount must not be 0');
  const comment = values.comment?.trim();
  if (!comment) throw usage('--comment is required');
  const student = await studentByEmail(api, email);
  const r = await api.send<StaffMovementResponse>(
    'POST',
    `/students/${student.id}/balance`,
    { amount: toPounds(amount), comment },
    { idempotent: true },
  );
  out.log(
    `${r.transaction.serial}: ${formatAmount(toPounds(amount))} EGP for ${student.email}, balance now ${formatAmount(r.balance)} EGP`,
  );
}
