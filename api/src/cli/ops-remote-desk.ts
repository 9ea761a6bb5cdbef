import { parseArgs } from 'node:util';
import { formatAmount } from '@app/shared-contracts/format';
import type {
  StaffEssayGradeResponse,
  StaffEssaysPage,
  StaffSettingsResponse,
  StaffTopupReviewResponse,
  StaffTopupsPage,
  StaffWalletAudit,
} from '@app/shared-contracts/schemas';
import { markWithin } from './ops-bounds';
import { OpsApiError, type OpsClient } from './ops-client';
import { OpsRefused } from './ops-remote-students';

// pnpm ops commands of the desk's queues, settings and checks, through the staff api (decision
// 0041); usage in ops-commands.ts.

type Out = { log: (line: string) => void; error: (line: string) => void };
type Fail = (message: string) => Error;

const short = (text: string | null, n = 80) =>
  text && text.length > n ? `${text.slice(0, n)}…` : (text ?? '');

/** Every page of a staff list, in order. */
async function allPages<T>(api: OpsClient, path: string, query: Record<string, string | number>) {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const r = await api.get<{ items: T[]; total: number }>(path, { ...query, page, per_page: 100 });
    items.push(...r.items);
    if (r.items.length === 0 || items.length >= r.total) return items;
  }
}

/** topups: the pending mobile-wallet and manual top-ups, oldest first. */
export async function remoteTopups(api: OpsClient, out: Out) {
  const rows = await allPages<StaffTopupsPage['items'][number]>(api, '/topups', {
    status: 'pending',
    sort: 'created_at',
    order: 'asc',
  });
  if (rows.length === 0) out.log('no top-ups under review');
  for (const r of rows) {
    out.log(
      `#${r.id} ${r.created_at} ${r.student.name} ${formatAmount(r.amount)} EGP ${r.method}` +
        `${r.payer_number ? ` from ${r.payer_number}` : ''}${r.receipt_url ? ` receipt ${r.receipt_url}` : ''}` +
        `${r.message ? ` "${r.message}"` : ''}`,
    );
  }
}

/** confirm-topup <id> [--comment] / reject-topup <id> --comment */
export async function remoteReviewTopup(
  api: OpsClient,
  args: string[],
  out: Out,
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
  const body = { ids: [id], ...(values.comment?.trim() ? { comment: values.comment } : {}) };
  const r = await api.send<StaffTopupReviewResponse>(
    'POST',
    `/topups/${approve ? 'confirm' : 'reject'}`,
    body,
    {
      idempotent: true,
    },
  );
  const result = r.results[0];
  if (!result?.ok) throw new OpsRefused(`#${id}: ${result?.error ?? 'NOT_FOUND'}`);
  out.log(`#${id} ${result.status}`);
}

/** essays: essay answers of submitted sessions waiting for a mark. */
export async function remoteEssays(api: OpsClient, out: Out) {
  const rows = await allPages<StaffEssaysPage['items'][number]>(api, '/essays', {});
  if (rows.length === 0) out.log('no essay answers waiting');
  for (const r of rows) {
    out.log(
      `#${r.id} session ${r.session_id} ${r.student_email} «${r.exam}» (out of ${r.max_mark}) ` +
        `Q: "${short(r.question)}" A: "${short(r.text)}"${r.image ? ` image ${r.image}` : ''}`,
    );
  }
}

/** correct-essay <answerId> --mark <n> */
export async function remoteCorrectEssay(api: OpsClient, args: string[], out: Out, usage: Fail) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { mark: { type: 'string' } },
  });
  const id = Number(positionals[0]);
  // '', '0x10' or '1e2' are no marks: Number() would read them as 0, 16 and 100.
  const mark = markWithin(values.mark, usage);
  if (positionals.length !== 1 || !Number.isSafeInteger(id) || id < 1 || mark === undefined)
    throw usage('correct-essay <answerId> --mark <n>');
  const r = await api.send<StaffEssayGradeResponse>('POST', `/essays/${id}/grade`, { mark });
  out.log(
    `#${id} marked ${mark}${r.completed ? `; session ${r.session_id} corrected, the student is notified` : ''}`,
  );
}

/** audit: every wallet against its ledger; exit code 1 when one differs. */
export async function remoteAudit(api: OpsClient, out: Out): Promise<number> {
  const r = await api.get<StaffWalletAudit>('/wallet-audit');
  if (r.ok) {
    out.log(`ok: ${r.wallets_checked} wallets, every balance equals the sum of its ledger`);
    return 0;
  }
  for (const m of r.mismatches) {
    out.error(
      `user ${m.user_id}: balance ${formatAmount(m.balance)} but ledger sum ${formatAmount(m.ledger_sum)}`,
    );
  }
  return 1;
}

/** A value as typed on the command line: JSON when it parses (true, 5, null, {...}), else a string. */
function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** settings / set-setting <key> <value> */
export async function remoteSettings(
  command: 'settings' | 'set-setting',
  api: OpsClient,
  args: string[],
  out: Out,
  usage: Fail,
) {
  if (command === 'settings') {
    if (args.length > 0) throw usage('settings takes no arguments');
    const r = await api.get<StaffSettingsResponse>('/settings');
    for (const s of [...r.items].sort((a, b) => a.key.localeCompare(b.key)))
      out.log(`${s.key} = ${JSON.stringify(s.value)}`);
    return;
  }
  const [key, text] = args;
  if (!key || text === undefined || args.length !== 2) throw usage('set-setting <key> <value>');
  const put = (value: unknown) =>
    api.send<{ data: { key: string; value: unknown } }>('PUT', `/settings/${encodeURIComponent(key)}`, {
      value,
    });
  let r: { data: { value: unknown } };
  try {
    r = await put(parseValue(text));
  } catch (err) {
    // A phone number parses as JSON too: a text setting takes the text as typed.
    if (!(err instanceof OpsApiError) || err.status !== 422 || typeof parseValue(text) === 'string')
      throw toUsage(err, key, usage);
    r = await put(text).catch((again) => {
      throw toUsage(again, key, usage);
    });
  }
  out.log(`${key} = ${JSON.stringify(r.data.value)}`);
}

/** A refused value is wrong usage (exit 2), as it was before ops went through the api. */
function toUsage(err: unknown, key: string, usage: Fail): unknown {
  if (err instanceof OpsApiError && (err.status === 422 || err.status === 404)) {
    const detail = err.errors ? Object.values(err.errors).flat().join('; ') : err.message;
    return usage(
      err.status === 404 ? `unknown setting ${key} (pnpm ops settings lists them)` : `${key}: ${detail}`,
    );
  }
  return err;
}
