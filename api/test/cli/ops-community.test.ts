import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notePdf } from '../../src/assets/demo/generate';
import { seedDemo } from '../../src/cli/seed';
import { auditLog, bankQuestions, mailOutbox, notifications, teachers } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, type SignedUp, seedBasics, signUp } from '../support/fixtures';
import { multipartForm } from '../support/multipart';
import { opsContextOf } from '../support/ops';
import { opsWith } from './ops-test-kit';

const assets = join(import.meta.dirname, '../../src/assets/demo');
let t: TestApp;
let student: SignedUp;
const savedDataDir = process.env.DATA_DIR;
beforeAll(async () => {
  t = await createTestApp();
  process.env.DATA_DIR = t.config.dataDir;
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await seedDemo(t.db, { uploadsDir: join(t.config.dataDir, 'uploads') });
  student = await signUp(t.app, t.db, gradeId);
}, 120_000);
afterAll(async () => {
  process.env.DATA_DIR = savedDataDir;
  await t.close();
});

// tickets, reply-ticket, bank-questions and add-outlet go through the listening app's staff api.
const ops = opsWith(() => opsContextOf(t));
const ticket = async (body: object, headers = {}) =>
  (await t.app.inject({ method: 'POST', url: '/v1/support-tickets', payload: body, headers })).json().data
    .id as number;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(student.token) });

describe('pnpm ops: tickets', () => {
  it('lists open tickets; a reply notifies the student in the bell (as often as staff write) and e-mails a guest, once', async () => {
    const guestId = await ticket({
      title: 'لا أستطيع الدخول',
      content: 'نسيت كلمة المرور',
      name: 'ضيف',
      email: 'guest@example.com',
      phone: '0101',
    });
    const ownId = await ticket({ title: 'مشكلة في الفيديو', content: 'لا يعمل' }, bearer(student.token));
    const list = await ops('tickets');
    expect(list.out).toContain(`#${guestId}`);
    expect(list.out).toContain(`#${ownId}`);
    expect((await ops('reply-ticket', String(ownId), '--text', 'جرّب متصفحاً آخر')).code).toBe(0);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.user.id), eq(notifications.type, 'ticket_reply')));
    // The bell opens the ticket's thread, where staff may write again.
    expect(note).toMatchObject({ content: 'جرّب متصفحاً آخر', to: `/help/tickets/${ownId}` });
    expect((await ops('reply-ticket', String(ownId), '--text', 'وأفرغ ذاكرة المتصفح')).code).toBe(0);
    expect((await ops('reply-ticket', String(guestId), '--text', 'أرسلنا لك رابطاً')).code).toBe(0);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'guest@example.com'));
    expect(mails[0]?.text).toContain('أرسلنا لك رابطاً');
    expect((await ops('reply-ticket', String(guestId), '--text', 'مرة ثانية')).code).toBe(1);
    expect((await ops('reply-ticket', String(ownId))).code).toBe(2);
    expect((await ops('tickets')).out).not.toContain(`#${ownId}`);
  });
});

/** The student asks a text question in the first folder, through the api as the app does. */
async function ask(text: string, page: string, question: string) {
  const [folder] = (await get('/v1/bank-questions/categories')).json().data;
  const form = multipartForm({
    text,
    page_number: page,
    question_number: question,
    bank_question_category_id: String(folder.id),
  });
  return t.app.inject({
    method: 'POST',
    url: '/v1/bank-questions',
    headers: { ...bearer(student.token), 'content-type': form.contentType },
    payload: form.body,
  });
}

describe('pnpm ops: bank answers, notes and outlets', () => {
  it('answers a student question with text, image and audio; the student reads it and is notified', async () => {
    const asked = await ask('ما قانون أوم؟', '3', '4');
    const id = asked.json().data.id as number;
    expect((await ops('bank-questions')).out).toContain(`#${id}`);
    expect((await ops('answer-question', String(id), '--image', join(assets, 'answer-audio.wav'))).code).toBe(
      2,
    );
    const done = await ops(
      'answer-question',
      String(id),
      '--text',
      'V = I R',
      '--image',
      join(assets, 'formulas-card.png'),
      '--audio',
      join(assets, 'answer-audio.wav'),
    );
    expect(done.code).toBe(0);
    const mine = (await get('/v1/bank-questions/my-questions')).json().data[0];
    expect(mine).toMatchObject({ id, answered: true, answer_text: 'V = I R' });
    expect(mine.answer_image).toMatch(/^\/uploads\/bank-answers\/.+\.png$/);
    expect(mine.answer_audio).toMatch(/^\/uploads\/bank-answers\/.+\.wav$/);
    const audio = await t.app.inject({ method: 'GET', url: mine.answer_audio });
    expect(audio.statusCode).toBe(200);
    const bell = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.to, '/questions-bank/my-questions'));
    expect(bell.map((n) => n.userId)).toContain(student.user.id);
    expect((await ops('bank-questions')).out).not.toContain(`#${id}`);
  });

  it('answers with a pdf: answer_pdf, served as a pdf; bytes that are no pdf are refused', async () => {
    const asked = await ask('اشرح حل المسألة', '7', '1');
    const id = asked.json().data.id as number;
    expect(asked.json().data.answer_pdf).toBeNull();
    const fake = join(t.config.dataDir, 'not-a.pdf');
    writeFileSync(fake, 'just text');
    expect((await ops('answer-question', String(id), '--pdf', fake)).code).toBe(2);
    const real = join(t.config.dataDir, 'solution.pdf');
    writeFileSync(real, notePdf('Worked solution'));
    expect((await ops('answer-question', String(id), '--pdf', real)).code).toBe(0);
    const mine = (await get('/v1/bank-questions/my-questions'))
      .json()
      .data.find((q: { id: number }) => q.id === id);
    expect(mine).toMatchObject({ answered: true, answer_text: null, answer_image: null });
    expect(mine.answer_pdf).toMatch(/^\/uploads\/bank-answers\/.+\.pdf$/);
    const file = await t.app.inject({ method: 'GET', url: mine.answer_pdf });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
  });

  it('answer-question --teacher signs the answer with that teacher, through the api', async () => {
    const asked = await ask('ما وحدة المقاومة؟', '9', '2');
    const id = asked.json().data.id as number;
    const [teacher] = await t.db.select().from(teachers).orderBy(desc(teachers.id)).limit(1);
    expect((await ops('answer-question', String(id), '--text', 'الأوم', '--teacher', 'abc')).code).toBe(2);
    const unknown = await ops('answer-question', String(id), '--text', 'الأوم', '--teacher', '999999');
    expect(unknown.code).toBe(2);
    expect(unknown.errors).toContain('teacher_id');
    const done = await ops(
      'answer-question',
      String(id),
      '--text',
      'الأوم',
      '--teacher',
      String(teacher!.id),
    );
    expect(done.code, done.errors).toBe(0);
    expect(done.lines).toEqual([`#${id} answered`]);
    const [q] = await t.db.select().from(bankQuestions).where(eq(bankQuestions.id, id));
    expect(q).toMatchObject({ answered: true, answerText: 'الأوم', teacherId: teacher!.id });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'question.answer'), eq(auditLog.targetId, String(id))));
    expect(audit?.after).toMatchObject({ text: 'الأوم', teacher_id: teacher!.id });
  });

  it('adds a note that downloads with its type, and an outlet', async () => {
    expect(
      (await ops('add-note', '--name', 'مراجعة نهائية', '--file', join(assets, 'review-questions.docx')))
        .code,
    ).toBe(0);
    const note = (await get('/v1/attachments'))
      .json()
      .data.find((n: { name: string }) => n.name === 'مراجعة نهائية');
    const file = await t.app.inject({ method: 'GET', url: note.url });
    expect(file.headers['content-type']).toContain('wordprocessingml');
    expect((await ops('add-note', '--name', 'x', '--file', join(assets, 'generate.ts'))).code).toBe(2);
    expect(
      (
        await ops(
          'add-outlet',
          '--name',
          'مكتبة أسوان',
          '--governorate',
          'أسوان',
          '--city',
          'أسوان',
          '--address',
          'كورنيش النيل',
        )
      ).code,
    ).toBe(0);
    const outlets = (await t.app.inject({ method: 'GET', url: '/v1/outlets' })).json().data;
    expect(outlets.some((o: { name: string }) => o.name === 'مكتبة أسوان')).toBe(true);
  });
});
