import { parseArgs } from 'node:util';
import { formatAmount } from '@app/shared-contracts/format';
import type { StaffCardBatch, StaffCardBatchDetail } from '@app/shared-contracts/schemas';
import { toPounds } from '../domain/ledger/money';
import { expiryWithin, poundsWithin, STAFF_AMOUNTS, STAFF_COUNTS, wholeWithin } from './ops-bounds';
import type { OpsClient } from './ops-client';
import { studentByEmail } from './ops-remote-students';

// issue-paycards / issue-recharge-cards through the staff api's card batches (decisions 0041, 0051):
// pay-cards for one course, one lecture or any (scope any), bound to one student with --user.

type Out = { log: (line: string) => void };
type Fail = (message: string) => Error;

const CARD_OPTIONS = {
  value: { type: 'string' },
  count: { type: 'string' },
  course: { type: 'string' },
  lecture: { type: 'string' },
  expires: { type: 'string' },
  user: { type: 'string' },
  batch: { type: 'string' },
} as const;

const positiveId = (text: string | undefined, what: string, usage: Fail) => {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw usage(`${what} must be a positive whole number`);
  return Number(text);
};

export async function remoteIssueCards(
  api: OpsClient,
  args: string[],
  out: Out,
  kind: 'pay' | 'recharge',
  usage: Fail,
) {
  const { values } = parseArgs({ args, options: CARD_OPTIONS });
  const bounds = kind === 'pay' ? STAFF_AMOUNTS.payCard : STAFF_AMOUNTS.rechargeCard;
  const value = poundsWithin(values.value, '--value', bounds, usage);
  const count = wholeWithin(values.count, '--count', STAFF_COUNTS.cards, usage) ?? 1;
  if (
    values.expires !== undefined &&
    (!/^\d{4}-\d{2}-\d{2}$/.test(values.expires) || Number.isNaN(Date.parse(`${values.expires}T23:59:59Z`)))
  )
    throw usage('--expires must be a date YYYY-MM-DD');
  // The same bound as the api's, said on the command line (a card is valid through its last day).
  if (values.expires) expiryWithin(new Date(`${values.expires}T23:59:59Z`), new Date(), usage);
  if (kind === 'recharge' && (values.course || values.lecture || values.user))
    throw usage('recharge cards take no --course, --lecture or --user');
  const courseId = positiveId(values.course, '--course', usage);
  const lectureId = positiveId(values.lecture, '--lecture', usage);
  if (courseId && lectureId) throw usage('give --course or --lecture, not both');
  const scope = kind === 'recharge' ? 'balance' : courseId ? 'course' : lectureId ? 'lecture' : 'any';
  const student = values.user ? await studentByEmail(api, values.user) : null;
  const batch = await api.send<StaffCardBatch>(
    'POST',
    '/card-batches',
    {
      kind,
      scope,
      scope_id: courseId ?? lectureId ?? null,
      value: toPounds(value),
      count,
      expires: values.expires ?? null,
      label: values.batch ?? null,
      ...(student ? { student_id: student.id } : {}),
    },
    { idempotent: true },
  );
  const codes: string[] = [];
  for (let page = 1; codes.length < batch.count; page += 1) {
    const detail = await api.get<StaffCardBatchDetail>(`/card-batches/${batch.id}`, { page, per_page: 100 });
    if (detail.cards.items.length === 0) break;
    codes.push(...detail.cards.items.map((c) => c.code));
  }
  const through = values.expires ? `, valid through ${values.expires}` : '';
  if (kind === 'recharge') {
    out.log(`${codes.length} recharge cards of ${formatAmount(toPounds(value))} EGP${through}:`);
  } else {
    const target = courseId
      ? `course ${courseId}`
      : lectureId
        ? `lecture ${lectureId}`
        : 'any course or lecture';
    out.log(`${codes.length} pay-cards for ${target} up to ${formatAmount(toPounds(value))} EGP${through}:`);
  }
  for (const code of codes) out.log(code);
}
