import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';
import { multipartFiles } from '../support/multipart-files';
import { makeStaff, type StaffMember } from '../support/staff';
import { type CommunityCtx, type CommunityRow, communityStaffRows } from './rows-staff-community';

// Runs on PGlite, and on PostgreSQL where TEST_DATABASE_URL is set (createTestApp picks).
let t: TestApp;
let ctx: CommunityCtx;
const staff: Record<string, StaffMember> = {};
const TABLES: PgTable[] = [
  schema.auditLog,
  schema.supportTicketReplies,
  schema.notifications,
  schema.mailOutbox,
  schema.attachments,
  schema.outlets,
];

async function snapshot(): Promise<string> {
  const counts = await Promise.all(
    TABLES.map(async (table) => Number((await t.db.select({ n: count() }).from(table))[0]?.n)),
  );
  const questions = await t.db
    .select({
      id: schema.bankQuestions.id,
      a: schema.bankQuestions.answered,
      x: schema.bankQuestions.answerText,
    })
    .from(schema.bankQuestions)
    .orderBy(schema.bankQuestions.id);
  const tickets = await t.db
    .select({ id: schema.supportTickets.id, s: schema.supportTickets.status })
    .from(schema.supportTickets)
    .orderBy(schema.supportTickets.id);
  const outlets = await t.db.select().from(schema.outlets);
  const notes = await t.db.select({ n: schema.attachments.name }).from(schema.attachments);
  return JSON.stringify({ counts, questions, tickets, outlets, notes });
}

beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  const student = await signUp(t.app, t.db, gradeId);
  staff.assistant = await makeStaff(t.db, 'assistant');
  staff.teacher = await makeStaff(t.db, 'teacher');
  staff['other-teacher'] = await makeStaff(t.db, 'teacher');
  const { supportTickets, bankCategories, bankQuestions, attachments, outlets } = schema;
  const tickets = await t.db
    .insert(supportTickets)
    .values([
      { userId: student.user.id, title: 'مشكلة', content: 'الفيديو' },
      {
        name: 'سارة',
        email: 'sara@example.com',
        phone: '0101',
        title: 'سؤال',
        content: 'x',
        status: 'answered',
        reply: 'تم',
      },
      { userId: student.user.id, title: 'مغلقة', content: 'x', status: 'closed' },
    ])
    .returning({ id: supportTickets.id });
  const [mine] = await t.db
    .insert(bankCategories)
    .values({ name: 'فيزياء', type: 'teacher', teacherId: staff.teacher.teacherId })
    .returning();
  const [plain] = await t.db.insert(bankCategories).values({ name: 'عام' }).returning();
  const qs = await t.db
    .insert(bankQuestions)
    .values([
      { userId: student.user.id, categoryId: mine!.id, text: 'سؤال ١', pageNumber: 1, questionNumber: 1 },
      { userId: student.user.id, categoryId: plain!.id, text: 'سؤال ٢', pageNumber: 1, questionNumber: 2 },
      { categoryId: plain!.id, text: 'سؤال البنك', pageNumber: 1, questionNumber: 3 },
    ])
    .returning({ id: bankQuestions.id });
  const [note] = await t.db
    .insert(attachments)
    .values({ name: 'ملخص', url: '/uploads/notes/x.pdf', extension: 'pdf', public: true })
    .returning();
  const [outlet] = await t.db
    .insert(outlets)
    .values({ name: 'مكتبة', governorate: 'القاهرة', city: 'نصر', address: 'شارع' })
    .returning();
  ctx = {
    ticket: tickets[0]!.id,
    answeredGuestTicket: tickets[1]!.id,
    closedTicket: tickets[2]!.id,
    teacherQuestion: qs[0]!.id,
    otherQuestion: qs[1]!.id,
    bankOwnQuestion: qs[2]!.id,
    note: note!.id,
    outlet: outlet!.id,
    otherTeacherId: staff['other-teacher']!.teacherId!,
  };
}, 120_000);
afterAll(() => t?.close());

function send(row: CommunityRow) {
  const headers = bearer(staff[row.actor]!.token);
  const url = `/v1/staff${row.url}`;
  if (row.form) {
    const form = multipartFiles(row.form.fields, row.form.files);
    return t.app.inject({
      method: row.method,
      url,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.body,
    });
  }
  return t.app.inject({
    method: row.method,
    url,
    headers,
    ...(row.body !== undefined ? { payload: row.body as object } : {}),
  });
}

describe('staff community: bad input changes nothing', () => {
  // The rows need the seeded ids, so the table below runs them by index: it must cover them all.
  const SLOTS = 160;
  it('has its rows, every one run below', () => {
    expect(communityStaffRows(ctx).length).toBeGreaterThan(100);
    expect(communityStaffRows(ctx).length).toBeLessThanOrEqual(SLOTS);
  });
  it.each(
    // Built lazily: ctx exists once beforeAll ran, so each row is read by its index.
    Array.from({ length: SLOTS }, (_, i) => i),
  )('row %i', async (i) => {
    const row = communityStaffRows(ctx)[i];
    if (!row) return;
    const before = await snapshot();
    const res = await send(row);
    expect(res.statusCode, `${row.name}: ${res.body}`).toBe(row.status);
    if (row.field) expect(Object.keys(res.json().errors ?? {}), row.name).toContain(row.field);
    if (row.code) expect(res.json().error, row.name).toBe(row.code);
    expect(await snapshot(), row.name).toBe(before);
  });
  it('the teacher sees only the questions of their folders', async () => {
    const res = await send({
      name: 'list',
      method: 'GET',
      url: '/bank-questions',
      actor: 'teacher',
      status: 200,
    });
    expect(res.json().items.map((q: { id: number }) => q.id)).toEqual([ctx.teacherQuestion]);
    const other = await send({
      name: 'list',
      method: 'GET',
      url: '/bank-questions',
      actor: 'other-teacher',
      status: 200,
    });
    expect(other.json().total).toBe(0);
  });
});
