/**
 * The write calls of `pnpm bench:api` (issue 35): each request takes the next unused item of the
 * data the serve process prepared (write-fixtures.ts) in autocannon's `setupRequest`, so a purchase
 * buys a lecture not bought yet and a submit finishes a running session. When a pool runs out the
 * items are used again (those answers are not 2xx and show in the table): raise BENCH_WRITE_STUDENTS.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'autocannon';

export interface WriteData {
  students: { id: number; token: string; address: string }[];
  lectureIds: number[];
  /** One running session per student in the answers' exam, and in each exam to submit. */
  saveSessions: { session: string; token: string }[];
  submitSessions: { session: string; token: string }[];
  saveQuestions: { id: number; answerIds: number[] }[];
  examCode: string;
}

export interface WriteTarget {
  name: string;
  /** req/s it must reach on PostgreSQL (issue 35), when it has a target. */
  minRps?: number;
  requests: () => Request[];
}

const json = (token: string, body: object, key?: string) => ({
  headers: {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    // A money call carries a new Idempotency-Key, as the client's http layer sends it.
    ...(key ? { 'idempotency-key': key } : {}),
  },
  body: JSON.stringify(body),
});

/** A request whose path and body come from `next(i)` for i = 0, 1, 2, ... */
const stream = (
  path: string,
  next: (i: number) => { path?: string; token: string; body: object },
  money = false,
) => {
  let i = 0;
  return (): Request[] => [
    {
      method: 'POST',
      path,
      setupRequest: (req) => {
        const n = next(i++);
        return { ...req, path: n.path ?? path, ...json(n.token, n.body, money ? randomUUID() : undefined) };
      },
    },
  ];
};

export function writeTargets(w: WriteData): WriteTarget[] {
  const s = w.students;
  const l = w.lectureIds;
  // Purchases walk students first, so concurrent ones lock different wallets.
  const purchase = stream(
    '/v1/lectures/0/purchase',
    (i) => {
      const student = s[i % s.length];
      const lecture = l[Math.floor(i / s.length) % l.length];
      return {
        path: `/v1/lectures/${lecture}/purchase`,
        token: student?.token ?? '',
        body: { pay_by: 'wallet' },
      };
    },
    true,
  );
  // Each student sends 1 EGP to the next one: money goes round, no wallet empties.
  const transfer = stream(
    '/v1/wallet/transfer',
    (i) => {
      const from = s[i % s.length];
      const to = s[(i + 1) % s.length];
      return { token: from?.token ?? '', body: { amount: 1, wallet_address: to?.address ?? '' } };
    },
    true,
  );
  // Every save changes one answer of a running session, with a growing sequence number.
  const save = stream('/v1/exams/session/answers', (i) => {
    const sess = w.saveSessions[i % w.saveSessions.length];
    const q = w.saveQuestions[i % w.saveQuestions.length];
    const answer = q?.answerIds[i % (q?.answerIds.length ?? 1)];
    return {
      token: sess?.token ?? '',
      body: {
        session_token: sess?.session,
        answers: [{ question_id: q?.id, chosen_answer: answer, seq: i + 1 }],
      },
    };
  });
  const submit = stream('/v1/exams/session/submit', (i) => {
    const sess = w.submitSessions[i % w.submitSessions.length];
    return { token: sess?.token ?? '', body: { session_token: sess?.session, answers: [] } };
  });
  return [
    { name: 'POST /v1/lectures/{id}/purchase', minRps: 1000, requests: purchase },
    { name: 'POST /v1/wallet/transfer', requests: transfer },
    { name: 'POST /v1/exams/session/answers', minRps: 3000, requests: save },
    { name: 'POST /v1/exams/session/submit', requests: submit },
  ];
}

/** How many requests of a write target can run before its data is used up. */
export function poolSize(w: WriteData, name: string): number {
  if (name.includes('purchase')) return w.students.length * w.lectureIds.length;
  if (name.includes('submit')) return w.submitSessions.length;
  return Number.POSITIVE_INFINITY;
}
