import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankCategories, mailOutbox, notifications } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, type SignedUp, seedBasics, signUp } from '../support/fixtures';
import { PNG_1X1 } from '../support/multipart';
import { type FilePart, MP3_BYTES, multipartFiles, PDF_BYTES } from '../support/multipart-files';
import { makeStaff, type StaffMember } from '../support/staff';

// The desk's community api (issue 32): tickets, bank answers, study notes and outlets, each write
// with its audit row; on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
let student: SignedUp;
let desk: StaffMember;
let teacher: StaffMember;
let otherTeacher: StaffMember;
let teacherFolder: number;
let plainFolder: number;

beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  student = await signUp(t.app, t.db, gradeId);
  desk = await makeStaff(t.db, 'assistant');
  teacher = await makeStaff(t.db, 'teacher');
  otherTeacher = await makeStaff(t.db, 'teacher');
  const [root] = await t.db
    .insert(bankCategories)
    .values({ name: 'فيزياء', type: 'teacher', teacherId: teacher.teacherId })
    .returning();
  // A folder under the teacher's: theirs too.
  const [sub] = await t.db
    .insert(bankCategories)
    .values({ name: 'الفصل الأول', parentCategoryId: root!.id })
    .returning();
  const [plain] = await t.db.insert(bankCategories).values({ name: 'عام' }).returning();
  teacherFolder = sub!.id;
  plainFolder = plain!.id;
}, 120_000);
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who: { token: string },
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/v1/staff${url}`,
    headers: bearer(who.token),
    ...(payload ? { payload } : {}),
  });
const send = (
  url: string,
  who: { token: string },
  fields: Record<string, string>,
  files: FilePart[] = [],
) => {
  const form = multipartFiles(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/v1/staff${url}`,
    headers: { ...bearer(who.token), 'content-type': form.contentType },
    payload: form.body,
  });
};
const lastAudit = async (action: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)))[0];

async function ask(categoryId: number, text: string): Promise<number> {
  const form = multipartFiles({
    text,
    page_number: '3',
    question_number: '4',
    bank_question_category_id: String(categoryId),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/bank-questions',
    headers: { ...bearer(student.token), 'content-type': form.contentType },
    payload: form.body,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}

describe('staff tickets', () => {
  it('lists waiting tickets, replies by bell to a student and by e-mail to a guest, once, and closes', async () => {
    const mine = await t.app.inject({
      method: 'POST',
      url: '/v1/support-tickets',
      headers: bearer(student.token),
      payload: { title: 'الفيديو لا يعمل', content: 'يتوقف بعد دقيقة' },
    });
    const guest = await t.app.inject({
      method: 'POST',
      url: '/v1/support-tickets',
      payload: {
        title: 'سؤال عن الاشتراك',
        content: 'كيف أشترك؟',
        name: 'سارة أحمد',
        email: 'sara@example.com',
        phone: '01012345678',
      },
    });
    const mineId = mine.json().data.id;
    const guestId = guest.json().data.id;

    const list = await call('GET', '/tickets?q=%D8%A7%D9%84%D9%81%D9%8A%D8%AF%D9%8A%D9%88', desk);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      page: 1,
      items: [{ id: mineId, user_id: student.user.id }],
    });
    expect((await call('GET', '/tickets', desk)).json().total).toBe(2);

    const reply = await call('POST', `/tickets/${mineId}/replies`, desk, { content: 'جرّب متصفحاً آخر' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ status: 'answered', can_reply: true });
    expect(reply.json().data.messages.map((m: { author: string }) => m.author)).toEqual(['student', 'staff']);
    const [bell] = await t.db.select().from(notifications).where(eq(notifications.userId, student.user.id));
    expect(bell).toMatchObject({ type: 'ticket_reply', content: 'جرّب متصفحاً آخر' });
    expect(await lastAudit('ticket.reply')).toMatchObject({ actorId: desk.id, targetId: String(mineId) });

    const mail = await call('POST', `/tickets/${guestId}/replies`, desk, { content: 'من صفحة الدورات' });
    expect(mail.json().data).toMatchObject({ status: 'answered', can_reply: false });
    const [out] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'sara@example.com'));
    expect(out?.text).toContain('من صفحة الدورات');
    // A guest is answered once.
    expect(
      (await call('POST', `/tickets/${guestId}/replies`, desk, { content: 'مرة ثانية' })).statusCode,
    ).toBe(400);

    const closed = await call('POST', `/tickets/${mineId}/close`, desk);
    expect(closed.json().data).toMatchObject({ status: 'closed', can_reply: false });
    expect(await lastAudit('ticket.close')).toMatchObject({ before: { status: 'answered' } });
    expect((await call('POST', `/tickets/${mineId}/close`, desk)).json()).toMatchObject({
      error: 'VALIDATION_FAILED',
    });
    expect((await call('GET', '/tickets/999999', desk)).statusCode).toBe(404);
    expect((await call('POST', `/tickets/${mineId}/replies`, desk, { content: '   ' })).statusCode).toBe(422);
  });
});

describe('staff bank answers', () => {
  it('queues unanswered questions; a teacher sees and answers only their own folders', async () => {
    const theirs = await ask(teacherFolder, 'سؤال في الفيزياء');
    const general = await ask(plainFolder, 'سؤال عام');
    const all = (await call('GET', '/bank-questions', desk)).json();
    expect(all.items.map((q: { id: number }) => q.id)).toEqual([theirs, general]);
    expect(all.items[0]).toMatchObject({ student: { id: student.user.id }, category: { id: teacherFolder } });
    const own = (await call('GET', '/bank-questions', teacher)).json();
    expect(own.items.map((q: { id: number }) => q.id)).toEqual([theirs]);
    expect((await call('GET', '/bank-questions', otherTeacher)).json().total).toBe(0);
    expect((await call('GET', `/bank-questions/${general}`, teacher)).statusCode).toBe(404);
    const refused = await send(`/bank-questions/${theirs}/answer`, otherTeacher, { text: 'ليس سؤالي' });
    expect(refused.statusCode).toBe(404);
    const answered = await send(`/bank-questions/${theirs}/answer`, teacher, { text: 'الإجابة: ٥ نيوتن' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ answered: true, teacher_id: teacher.teacherId });
    expect(await lastAudit('question.answer')).toMatchObject({
      actorRole: 'teacher',
      targetId: String(theirs),
    });
  });

  it('answers with text, image, audio and pdf, edits keeping or removing files, deletes the answer', async () => {
    const id = await ask(plainFolder, 'سؤال بملفات');
    const files: FilePart[] = [
      { field: 'image', name: 'a.png', type: 'image/png', data: PNG_1X1 },
      { field: 'audio', name: 'a.mp3', type: 'audio/mpeg', data: MP3_BYTES },
      { field: 'pdf', name: 'a.pdf', type: 'application/pdf', data: PDF_BYTES },
    ];
    const res = await send(`/bank-questions/${id}/answer`, desk, { text: 'الحل' }, files);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.answer_image).toMatch(/^\/uploads\/bank-answers\/.+\.png$/);
    expect(data.answer_audio).toMatch(/\.mp3$/);
    expect(data.answer_pdf).toMatch(/\.pdf$/);
    const bells = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, student.user.id), eq(notifications.to, '/questions-bank/my-questions')),
      );
    expect(bells.length).toBeGreaterThan(0);
    // The public bank of the student shows the answer.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/v1/bank-questions/my-questions',
      headers: bearer(student.token),
    });
    expect(mine.json().data.find((q: { id: number }) => q.id === id)).toMatchObject({
      answered: true,
      answer_text: 'الحل',
    });

    const edit = await send(`/bank-questions/${id}/answer`, desk, {
      text: '',
      remove_pdf: 'true',
      remove_audio: 'true',
    });
    expect(edit.json().data).toMatchObject({
      answer_text: null,
      answer_image: data.answer_image,
      answer_pdf: null,
      answer_audio: null,
    });
    expect(await lastAudit('question.answer.edit')).toMatchObject({ before: { text: 'الحل' } });
    // Removing the last thing the answer holds is refused.
    const empty = await send(`/bank-questions/${id}/answer`, desk, { remove_image: 'true' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.text).toEqual([DETAIL_MESSAGES.answerEmpty]);

    const removed = await call('DELETE', `/bank-questions/${id}/answer`, desk);
    expect(removed.json().data).toMatchObject({ answered: false, answer_image: null });
    expect(
      (await call('GET', '/bank-questions', desk)).json().items.some((q: { id: number }) => q.id === id),
    ).toBe(true);
  });

  it('refuses files that are not what they claim, or too big, with the field and its message', async () => {
    const id = await ask(plainFolder, 'سؤال آخر');
    const cases: [FilePart, string][] = [
      [{ field: 'image', name: 'a.png', type: 'image/png', data: PDF_BYTES }, 'notImage'],
      [{ field: 'audio', name: 'a.mp3', type: 'audio/mpeg', data: PNG_1X1 }, 'notAudio'],
      [{ field: 'pdf', name: 'a.pdf', type: 'application/pdf', data: MP3_BYTES }, 'notPdf'],
      [
        { field: 'image', name: 'a.png', type: 'image/png', data: Buffer.alloc(2 * 1024 * 1024 + 10, 1) },
        'imageTooBig',
      ],
      [{ field: 'video', name: 'a.mp4', type: 'video/mp4', data: PNG_1X1 }, 'unknownField'],
    ];
    for (const [file, detail] of cases) {
      const res = await send(`/bank-questions/${id}/answer`, desk, { text: 'x' }, [file]);
      expect(res.statusCode, `${file.field} ${detail}`).toBe(422);
      expect(res.json().errors[file.field]).toEqual([
        DETAIL_MESSAGES[detail as keyof typeof DETAIL_MESSAGES],
      ]);
    }
    expect((await send(`/bank-questions/${id}/answer`, desk, { text: '   ' })).statusCode).toBe(422);
    expect(
      (await call('GET', '/bank-questions', desk)).json().items.some((q: { id: number }) => q.id === id),
    ).toBe(true);
  });
});

describe('staff notes and outlets', () => {
  it('publishes, renames and deletes a study note, checked by its bytes', async () => {
    const file = { field: 'file', name: 'ملخص.pdf', type: 'application/pdf', data: PDF_BYTES };
    const made = await send('/notes', desk, { name: 'ملخص الفصل الأول' }, [file]);
    expect(made.statusCode).toBe(200);
    const note = made.json().data;
    expect(note).toMatchObject({ name: 'ملخص الفصل الأول', extension: 'pdf', size: PDF_BYTES.length });
    const pub = await t.app.inject({ method: 'GET', url: '/v1/attachments' });
    expect(pub.json().data.map((n: { id: number }) => n.id)).toContain(note.id);
    const renamed = await call('PATCH', `/notes/${note.id}`, desk, { name: 'ملخص ١' });
    expect(renamed.json().data.name).toBe('ملخص ١');
    expect(await lastAudit('note.update')).toMatchObject({ before: { name: 'ملخص الفصل الأول' } });
    const fake = await send('/notes', desk, { name: 'صورة' }, [{ ...file, data: PNG_1X1 }]);
    expect(fake.json().errors.file).toEqual([DETAIL_MESSAGES.noteFileType]);
    const exe = await send('/notes', desk, { name: 'برنامج' }, [{ ...file, name: 'a.exe' }]);
    expect(exe.statusCode).toBe(422);
    expect((await send('/notes', desk, { name: 'بلا ملف' })).json().errors.file).toEqual([
      DETAIL_MESSAGES.chooseFile,
    ]);
    expect((await call('DELETE', `/notes/${note.id}`, desk)).statusCode).toBe(200);
    expect((await call('DELETE', `/notes/${note.id}`, desk)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/attachments/${note.id}/download` })).statusCode,
    ).toBe(404);
  });

  it('adds, edits and deletes an outlet shown on /our-outlets', async () => {
    const body = {
      name: 'مكتبة النور',
      governorate: 'القاهرة',
      city: 'مدينة نصر',
      address: 'شارع عباس العقاد',
      phone: '01012345678',
    };
    const made = await call('POST', '/outlets', desk, body);
    expect(made.statusCode).toBe(200);
    const id = made.json().data.id;
    const pub = await t.app.inject({ method: 'GET', url: '/v1/outlets' });
    expect(pub.json().data.map((o: { id: number }) => o.id)).toContain(id);
    const edited = await call('PATCH', `/outlets/${id}`, desk, { city: 'المعادي', phone: '' });
    expect(edited.json().data).toMatchObject({ city: 'المعادي', phone: null, name: 'مكتبة النور' });
    expect(
      (await call('POST', '/outlets', desk, { ...body, map_url: 'http://x.y' })).json().errors.map_url,
    ).toBeTruthy();
    expect((await call('POST', '/outlets', desk, { ...body, city: '  ' })).json().errors.city).toBeTruthy();
    expect((await call('GET', '/outlets?q=%D8%A7%D9%84%D9%86%D9%88%D8%B1', desk)).json().total).toBe(1);
    expect((await call('DELETE', `/outlets/${id}`, desk)).statusCode).toBe(200);
    expect(await lastAudit('outlet.delete')).toMatchObject({ targetId: String(id), after: null });
  });
});
