import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import {
  auditLog,
  courses,
  courseTeachers,
  examBankChoices,
  examBankQuestions,
} from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../support/app';
import { bearer } from '../../support/fixtures';
import { multipart, PNG_1X1 } from '../../support/multipart';
import { makeStaff, type StaffMember } from '../../support/staff';

// The question bank (issue 34): PGlite, and PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
let teacher: StaffMember;
let admin: StaffMember;
let courseId: number;
const B = '/v1/staff/exam-bank';

const choicesQ = (over: Record<string, unknown> = {}) => ({
  type: 'choices',
  text: 'ما وحدة قياس القوة؟',
  marks: 2,
  chapter: 'الفصل الأول',
  lesson: 'القوة',
  difficulty: 'easy',
  explanation_text: 'النيوتن وحدة القوة',
  choices: [
    { text: 'نيوتن', correct: true },
    { text: 'جول', correct: false },
    { text: 'وات', correct: false },
  ],
  ...over,
});

const call = (who: StaffMember, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `${B}${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });

const upload = (who: StaffMember, data: Buffer, query: string, name = 'bank.csv', type = 'text/csv') => {
  const form = multipart('file', { name, type, data });
  return t.app.inject({
    method: 'POST',
    url: `${B}/import?${query}`,
    headers: { ...form.headers, ...bearer(who.token) },
    payload: form.body,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  teacher = await makeStaff(t.db, 'teacher');
  admin = await makeStaff(t.db, 'admin');
  const [c] = await t.db.insert(courses).values({ name: 'فيزياء 3 ثانوي' }).returning();
  courseId = c!.id;
  await t.db.insert(courseTeachers).values({ courseId, teacherId: teacher.teacherId! });
}, 120_000);
afterAll(() => t?.close());

describe('/v1/staff/exam-bank questions', () => {
  it('a teacher writes, reads, edits and deletes a question, each write audited', async () => {
    const made = await call(teacher, 'POST', '/questions', choicesQ({ course_id: courseId }));
    expect(made.statusCode).toBe(201);
    const q = made.json().data;
    expect(q).toMatchObject({
      teacher: { id: teacher.teacherId },
      course: { id: courseId, name: 'فيزياء 3 ثانوي' },
      marks: 2,
      difficulty: 'easy',
    });
    expect(q.choices.map((c: { correct: boolean }) => c.correct)).toEqual([true, false, false]);

    const edited = await call(teacher, 'PUT', `/questions/${q.id}`, {
      type: 'truefalse',
      text: 'الضوء أسرع من الصوت',
      choices: [
        { text: 'صح', correct: true },
        { text: 'خطأ', correct: false },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ type: 'truefalse', course: null, chapter: null, marks: 1 });
    expect(
      await t.db.select().from(examBankChoices).where(eq(examBankChoices.questionId, q.id)),
    ).toHaveLength(2);

    const list = await call(teacher, 'GET', '/questions?type=truefalse&q=الضوء');
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: q.id }] });

    expect((await call(teacher, 'DELETE', `/questions/${q.id}`)).statusCode).toBe(204);
    expect((await call(teacher, 'GET', `/questions/${q.id}`)).statusCode).toBe(404);
    const actions = await t.db
      .select({ a: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(q.id)));
    expect(actions.map((r) => r.a)).toEqual([
      'exam_bank.question.create',
      'exam_bank.question.update',
      'exam_bank.question.delete',
    ]);
  });

  it('refuses a bad question by field: 7 choices, two correct, an essay with choices, a foreign image', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ text: `خيار ${i}`, correct: i === 0 }));
    const cases: [object, string][] = [
      [choicesQ({ choices: seven }), 'choices'],
      [
        choicesQ({
          choices: [
            { text: 'أ', correct: true },
            { text: 'ب', correct: true },
          ],
        }),
        'choices',
      ],
      [choicesQ({ type: 'essay' }), 'choices'],
      [choicesQ({ image_url: 'https://evil.test/x.png' }), 'image_url'],
      [choicesQ({ marks: 0 }), 'marks'],
      [choicesQ({ text: '   ' }), 'text'],
      // a choice with neither text nor picture, or invisible characters only even with a picture
      [
        choicesQ({
          choices: [
            { text: '', correct: true },
            { text: 'ب', correct: false },
          ],
        }),
        'choices.0.text',
      ],
      [
        choicesQ({
          choices: [
            {
              text: '\u200b',
              image_url: '/uploads/exam-bank/0b1c2d3e-4f50-4172-8394-a5b6c7d8e9f0.png',
              correct: true,
            },
            { text: 'ب', correct: false },
          ],
        }),
        'choices.0.text',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await call(teacher, 'POST', '/questions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  it('admin names the teacher; a teacher never reaches another teacher', async () => {
    const other = await makeStaff(t.db, 'teacher');
    expect((await call(admin, 'POST', '/questions', choicesQ())).json().errors).toHaveProperty('teacher_id');
    const made = await call(admin, 'POST', '/questions', choicesQ({ teacher_id: other.teacherId }));
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id;
    expect((await call(teacher, 'GET', `/questions/${id}`)).statusCode).toBe(404);
    expect((await call(teacher, 'PUT', `/questions/${id}`, choicesQ())).statusCode).toBe(404);
    expect((await call(teacher, 'DELETE', `/questions/${id}`)).statusCode).toBe(404);
    // Another teacher's course is refused; the teacher's own list never shows the other bank.
    const foreign = await call(other, 'POST', '/questions', choicesQ({ course_id: courseId }));
    expect(foreign.json().errors).toHaveProperty('course_id');
    const mine = await call(teacher, 'GET', `/questions?teacher_id=${other.teacherId}`);
    expect(
      mine.json().items.every((q: { teacher: { id: number } }) => q.teacher.id === teacher.teacherId),
    ).toBe(true);
  });

  it('stores an uploaded image re-encoded and answers its path; refuses a non-image', async () => {
    const form = multipart('image', { name: 'q.png', type: 'image/png', data: PNG_1X1 });
    const res = await t.app.inject({
      method: 'POST',
      url: `${B}/images`,
      headers: { ...form.headers, ...bearer(teacher.token) },
      payload: form.body,
    });
    expect(res.statusCode).toBe(201);
    const url = res.json().data.url;
    expect(url).toMatch(/^\/uploads\/exam-bank\/[0-9a-f-]{36}\.png$/);
    expect((await call(teacher, 'POST', '/questions', choicesQ({ image_url: url }))).statusCode).toBe(201);
    // a choice may be its picture alone (decision 0053)
    const pictured = await call(
      teacher,
      'POST',
      '/questions',
      choicesQ({
        choices: [
          { image_url: url, correct: true },
          { text: 'جول', correct: false },
        ],
      }),
    );
    expect(pictured.statusCode, pictured.body).toBe(201);
    expect(pictured.json().data.choices[0]).toMatchObject({ text: '', image_url: url, correct: true });
    // (gone again: a picture is not a spreadsheet cell, so the export test's round trip leaves it out)
    const gone = await call(teacher, 'DELETE', `/questions/${pictured.json().data.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    const bad = multipart('image', {
      name: 'q.png',
      type: 'image/png',
      data: Buffer.from('<svg onload=alert(1)>'),
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `${B}/images`,
      headers: { ...bad.headers, ...bearer(teacher.token) },
      payload: bad.body,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('image');
  });

  it('lists the tags in use and the teacher’s courses', async () => {
    const res = await call(teacher, 'GET', '/tags');
    expect(res.json().data.chapters).toContain('الفصل الأول');
    expect(res.json().data.courses).toEqual([{ id: courseId, name: 'فيزياء 3 ثانوي' }]);
  });
});

describe('/v1/staff/exam-bank import and export', () => {
  const csv = [
    'type,text,choice_1,choice_2,choice_3,correct,marks,chapter,difficulty',
    'choices,ما ناتج 2+2؟,3,4,5,2,1,الحساب,easy',
    'truefalse,الأرض كروية,,,,صح,1,,',
    'essay,اشرح قانون نيوتن الأول,,,,,3,,hard',
    'choices,سؤال بلا إجابة صحيحة,أ,ب,,9,1,,',
    'drawing,=1+1,,,,,,,impossible',
  ].join('\n');

  it('a dry run reports each row with its reasons and writes nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(examBankQuestions))[0]!.n;
    const res = await upload(teacher, Buffer.from(csv), 'mode=dry_run');
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ total: 5, ready: 3, skipped: 2, created: 0 });
    expect(report.rows[3]).toMatchObject({ row: 5, status: 'skipped' });
    expect(Object.keys(report.rows[3].errors)).toEqual(['correct']);
    expect(Object.keys(report.rows[4].errors).sort()).toEqual(['difficulty', 'text', 'type']);
    expect((await t.db.select({ n: count() }).from(examBankQuestions))[0]!.n).toBe(before);
  });

  it('a commit creates the good rows in the course with one audit row, from csv or xlsx', async () => {
    const res = await upload(teacher, Buffer.from(csv), `mode=commit&course_id=${courseId}`);
    const report = res.json().data;
    expect(report).toMatchObject({ created: 3, skipped: 2 });
    const ids = report.rows.flatMap((r: { id: number | null }) => (r.id ? [r.id] : []));
    const essay = await call(teacher, 'GET', `/questions/${ids[2]}`);
    expect(essay.json().data).toMatchObject({
      type: 'essay',
      marks: 3,
      difficulty: 'hard',
      course: { id: courseId },
    });
    const tf = (await call(teacher, 'GET', `/questions/${ids[1]}`)).json().data;
    expect(tf.choices).toMatchObject([
      { text: 'صح', correct: true },
      { text: 'خطأ', correct: false },
    ]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'exam_bank.import'));
    expect(audits).toHaveLength(1);

    const sheet = [
      ['النوع', 'نص السؤال', 'اختيار 1', 'اختيار 2', 'الإجابة الصحيحة'],
      ['اختيار من متعدد', 'سؤال من إكسل', 'نعم', 'لا', '1'],
    ].map((row) => row.map((value) => ({ value })));
    const xlsx = await upload(
      teacher,
      await writeXlsxFile(sheet).toBuffer(),
      'mode=commit',
      'bank.xlsx',
      'application/zip',
    );
    expect(xlsx.json().data).toMatchObject({ created: 1, skipped: 0 });
  });

  it('a fatal error (no header, a binary file, another teacher’s course) imports nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(examBankQuestions))[0]!.n;
    const other = await makeStaff(t.db, 'teacher');
    const answers = [
      await upload(teacher, Buffer.from('a,b\n1,2'), 'mode=commit'),
      await upload(teacher, Buffer.from([0, 1, 2, 0xff, 0xfe]), 'mode=commit'),
      await upload(other, Buffer.from(csv), `mode=commit&course_id=${courseId}`),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([422, 422, 422]);
    expect(Object.keys(answers[2]!.json().errors)).toEqual(['course_id']);
    expect((await t.db.select({ n: count() }).from(examBankQuestions))[0]!.n).toBe(before);
  });

  it('exports the bank in the import’s columns, and the export imports again', async () => {
    const res = await call(teacher, 'GET', '/export?format=csv&type=choices');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const text = res.body.replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe(
      'type,text,choice_1,choice_2,choice_3,choice_4,choice_5,choice_6,correct,marks,chapter,lesson,difficulty,explanation,allow_image_answer',
    );
    expect(text).toContain('ما ناتج 2+2؟');
    const again = await upload(teacher, Buffer.from(res.body), 'mode=dry_run');
    expect(again.json().data.skipped).toBe(0);
    const xlsx = await call(teacher, 'GET', '/template?format=xlsx');
    expect(xlsx.headers['content-disposition']).toContain('question-bank-template.xlsx');
    const template = await upload(teacher, xlsx.rawPayload, 'mode=dry_run', 't.xlsx', 'application/zip');
    expect(template.json().data).toMatchObject({ ready: 2, skipped: 0 });
  });
});
