import {
  staffCardBatchDetailSchema,
  staffCardBatchPageSchema,
  staffCardBatchSchema,
  staffCardTargetsSchema,
} from '@app/shared-contracts/schemas';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payCards } from '../../src/db/schema/index';
import { updateSettings } from '../../src/domain/settings/index';
import { makeCourse, makeLecture } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, type SignedUp, seedBasics, setVerification, signUp } from '../support/fixtures';
import { makeStaff, type StaffMember } from '../support/staff';

// The card batches api (issue 32): make, list, look, export (CSV, PDF read back), void; each write
// audited; on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
let admin: StaffMember;
let desk: StaffMember;
let student: SignedUp;
let gradeId: number;
let courseId: number;
let lectureId: number;

beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
  await updateSettings(t.db, { enable_wallet_system: true });
  student = await signUp(t.app, t.db, gradeId);
  admin = await makeStaff(t.db, 'admin');
  desk = await makeStaff(t.db, 'assistant');
  const course = await makeCourse(t.db, { name: 'فيزياء الصف الثالث', price: 15_000 });
  courseId = course.id;
  lectureId = (await makeLecture(t.db, courseId, { name: 'الحركة الدائرية', price: 3_000 })).id;
}, 120_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who: { token: string }, payload?: object, key?: string) =>
  t.app.inject({
    method,
    url: `/v1/staff${url}`,
    headers: { ...bearer(who.token), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const coursePayBody = {
  kind: 'pay',
  scope: 'course',
  scope_id: 0,
  value: 150,
  count: 10,
  expires: inDays(30),
};

async function pdfText(bytes: Buffer): Promise<string> {
  // pdfjs-dist 6 calls Promise.withResolvers, which Node has from 22 on; the api runs on 20.
  const P = Promise as unknown as { withResolvers?: () => unknown };
  P.withResolvers ??= () => {
    let resolve: unknown;
    let reject: unknown;
    const promise = new Promise((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    return { promise, resolve, reject };
  };
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = '';
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
  }
  return text;
}

describe('card batches', () => {
  let batchId: number;
  let codes: string[];

  it('admin makes 10 pay-cards for a course, once for one Idempotency-Key, audited', async () => {
    const body = { ...coursePayBody, scope_id: courseId };
    const res = await call('POST', '/card-batches', admin, body, 'batch-1');
    expect(res.statusCode).toBe(201);
    const batch = staffCardBatchSchema.parse(res.json());
    expect(batch).toMatchObject({ kind: 'pay', scope: 'course', value: 150, count: 10, used: 0 });
    expect(batch.course).toEqual({ id: courseId, name: 'فيزياء الصف الثالث' });
    batchId = batch.id;
    const again = await call('POST', '/card-batches', admin, body, 'batch-1');
    expect(again.json().id).toBe(batchId);
    const [n] = await t.db.select({ n: count() }).from(payCards).where(eq(payCards.batchId, batchId));
    expect(n!.n).toBe(10);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cards.batch.create'), eq(auditLog.targetId, String(batchId))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ kind: 'paycard', count: 10, course_id: courseId });
  });

  it('lists batches and shows each card with its state to the desk', async () => {
    const page = staffCardBatchPageSchema.parse((await call('GET', '/card-batches?per_page=5', desk)).json());
    expect(page.items.map((b) => b.id)).toContain(batchId);
    const detail = staffCardBatchDetailSchema.parse(
      (await call('GET', `/card-batches/${batchId}?per_page=100`, desk)).json(),
    );
    expect(detail.cards.total).toBe(10);
    expect(detail.cards.items.every((c) => c.state === 'unused')).toBe(true);
    codes = detail.cards.items.map((c) => c.code);
  });

  it('exports the codes as CSV and as an A4 PDF that reads back with every code', async () => {
    const csv = await call('GET', `/card-batches/${batchId}.csv`, desk);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    for (const code of codes) expect(csv.body).toContain(code);
    const pdf = await call('GET', `/card-batches/${batchId}.pdf`, desk);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(pdf.rawPayload)).replace(/[\s-]/g, '');
    for (const code of codes) expect(text).toContain(code);
  });

  it('a student buys the course with a card; the card shows as used by them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/courses/${courseId}/purchase`,
      headers: bearer(student.token),
      payload: { pay_by: 'paycard', code: codes[0] },
    });
    expect(res.statusCode).toBe(200);
    const detail = staffCardBatchDetailSchema.parse(
      (await call('GET', `/card-batches/${batchId}?state=used`, admin)).json(),
    );
    expect(detail.batch.used).toBe(1);
    expect(detail.cards.items).toHaveLength(1);
    expect(detail.cards.items[0]).toMatchObject({
      code: codes[0],
      state: 'used',
      used_by: { id: student.user.id },
    });
  });

  it('void makes the unused cards invalid, keeps the used one, is audited once', async () => {
    const res = await call('POST', `/card-batches/${batchId}/void`, admin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ voided: 9, changed: true });
    const twice = await call('POST', `/card-batches/${batchId}/void`, admin, {});
    expect(twice.json()).toMatchObject({ voided: 0, changed: false });
    const detail = staffCardBatchDetailSchema.parse(
      (await call('GET', `/card-batches/${batchId}?per_page=100`, desk)).json(),
    );
    expect(detail.cards.items.filter((c) => c.state === 'void')).toHaveLength(9);
    const buy = await t.app.inject({
      method: 'POST',
      url: `/v1/courses/${courseId}/purchase`,
      headers: bearer((await signUp(t.app, t.db, gradeId)).token),
      payload: { pay_by: 'paycard', code: codes[1] },
    });
    expect(buy.json().error).toBe('INVALID_PAYCARD_CODE');
    const voids = await t.db.select().from(auditLog).where(eq(auditLog.action, 'cards.batch.void'));
    expect(voids).toHaveLength(1);
  });

  it('recharge cards: a balance batch; a voided one is refused when redeemed', async () => {
    const res = await call('POST', '/card-batches', admin, {
      kind: 'recharge',
      scope: 'balance',
      value: 50,
      count: 2,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const detail = staffCardBatchDetailSchema.parse((await call('GET', `/card-batches/${id}`, admin)).json());
    await call('POST', `/card-batches/${id}/void`, admin, {});
    const redeem = await t.app.inject({
      method: 'POST',
      url: '/v1/wallet/recharge/recharge-card',
      headers: bearer(student.token),
      payload: { code: detail.cards.items[0]!.code },
    });
    expect(redeem.json().error).toBe('INVALID_PAYCARD_CODE');
  });

  it('a lecture batch names its lecture; targets are searched by name', async () => {
    const res = await call('POST', '/card-batches', admin, {
      kind: 'pay',
      scope: 'lecture',
      scope_id: lectureId,
      value: 30,
      count: 1,
    });
    expect(res.json().lecture).toEqual({ id: lectureId, name: 'الحركة الدائرية' });
    const targets = staffCardTargetsSchema.parse(
      (await call('GET', '/card-targets?scope=lecture&q=الدائرية', admin)).json(),
    );
    expect(targets.items).toEqual([
      { id: lectureId, name: 'الحركة الدائرية', course_name: 'فيزياء الصف الثالث', price: 30 },
    ]);
  });

  it('pnpm ops issue-paycards: a batch for any course or lecture, bound to one student, audited with them', async () => {
    const other = await makeCourse(t.db, { name: 'كيمياء', payType: 'lectures', price: 0 });
    const lecture = await makeLecture(t.db, other.id, { name: 'الروابط', price: 2_000 });
    const body = { kind: 'pay', scope: 'any', value: 20, count: 2, student_id: student.user.id };
    const made = await call('POST', '/card-batches', admin, body);
    expect(made.statusCode, made.body).toBe(201);
    const batch = staffCardBatchSchema.parse(made.json());
    expect(batch).toMatchObject({ scope: 'any', course: null, lecture: null, count: 2 });
    const cards = await t.db.select().from(payCards).where(eq(payCards.batchId, batch.id));
    expect(cards.map((c) => [c.userId, c.courseId, c.lectureId])).toEqual([
      [student.user.id, null, null],
      [student.user.id, null, null],
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cards.batch.create'), eq(auditLog.targetId, String(batch.id))));
    expect(audit?.after).toMatchObject({ scope: 'any', student_id: student.user.id });
    // Another student cannot use it; its student buys any lecture within its value with it.
    const stranger = await signUp(t.app, t.db, gradeId);
    const buy = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/lectures/${lecture.id}/purchase`,
        headers: bearer(token),
        payload: { pay_by: 'paycard', code: cards[0]!.code },
      });
    const refused = await buy(stranger.token);
    expect(refused.json().error, refused.body).toBe('PAYCARD_USED_BY_ANOTHER_USER');
    expect((await buy(student.token)).statusCode).toBe(200);
    // A staff account is no student to bind cards to.
    const staffBound = await call('POST', '/card-batches', admin, { ...body, student_id: desk.id });
    expect(staffBound.statusCode).toBe(422);
    expect(Object.keys(staffBound.json().errors)).toEqual(['student_id']);
  });

  it('the desk may look but not make or void', async () => {
    const make = await call('POST', '/card-batches', desk, { ...coursePayBody, scope_id: courseId });
    expect(make.json().error).toBe('ROLE_FORBIDDEN');
    expect((await call('POST', `/card-batches/${batchId}/void`, desk, {})).statusCode).toBe(403);
  });
});
