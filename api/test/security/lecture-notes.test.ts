import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaWriter } from '../../src/cli/seed-media';
import { attachments, enrolments } from '../../src/db/schema/index';
import { moveNotesToPrivate } from '../../src/domain/lectures/index';
import { NOTE_LINK_TTL_SECONDS, signMediaLink, signNoteLink } from '../../src/lib/media-link';
import { makeCourse, makeLecture } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, type SignedUp, seedBasics, signUp } from '../support/fixtures';

// Issue: a paid lecture's notes were public files with guessable names (/uploads/demo/course-6-
// lecture-3.pdf). They now live in private storage and go out only through a link signed for one
// student who may open the lecture.
let t: TestApp;
let owner: SignedUp;
let stranger: SignedUp;
let courseId: number;
let lectureId: number;
let noteId: number;
let gradeId: number;
const NAME = 'course-9-lecture-1.pdf';

beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  owner = await signUp(t.app, t.db, gradeId);
  stranger = await signUp(t.app, t.db, gradeId);
  const course = await makeCourse(t.db, { payType: 'course', price: 50_000 });
  courseId = course.id;
  lectureId = (await makeLecture(t.db, course.id)).id;
  await t.db.insert(enrolments).values({ userId: owner.user.id, courseId, kind: 'purchase' });
  // Written where the demo seed writes a lecture's note.
  const file = createMediaWriter(join(t.config.dataDir, 'uploads')).note(NAME, 'Lecture 1 notes');
  const [row] = await t.db
    .insert(attachments)
    .values({ name: 'ملزمة المحاضرة', url: file.url, size: file.size, extension: 'pdf', courseId, lectureId })
    .returning();
  noteId = row!.id;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

async function linkOf(token: string): Promise<string> {
  const res = await get(`/v1/lectures/${lectureId}/contents`, token);
  expect(res.statusCode).toBe(200);
  return res.json().attachments[0].url;
}

describe('lecture notes', () => {
  it('a student with access gets a signed link in the contents and downloads the note through it', async () => {
    const url = await linkOf(owner.token);
    expect(url).toMatch(
      new RegExp(`^/v1/media/attachments/${noteId}\\?u=${owner.user.id}&e=\\d+&s=[\\w-]{43}$`),
    );
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; /);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Also with the student's own token (an app that sends it on every call).
    expect((await get(url, owner.token)).statusCode).toBe(200);
  });

  it('is not in the public uploads tree, under its old name or any other', async () => {
    const uploads = join(t.config.dataDir, 'uploads');
    expect(existsSync(join(uploads, 'demo', NAME))).toBe(false);
    for (const path of [
      `/uploads/demo/${NAME}`,
      `/uploads/notes/${NAME}`,
      `/uploads/../private/notes/${NAME}`,
      `/uploads/%2e%2e/private/notes/${NAME}`,
    ]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, noteId));
    expect(row!.url).toBe(`private/notes/${NAME}`);
  });

  it('a guest and a student without access get neither the link nor the file', async () => {
    expect((await get(`/v1/lectures/${lectureId}/contents`)).statusCode).toBe(401);
    const denied = await get(`/v1/lectures/${lectureId}/contents`, stranger.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe('LECTURE_NOT_PURCHASED');
    // The public notes' download does not serve a lecture's note.
    expect((await get(`/v1/attachments/${noteId}/download`)).statusCode).toBe(404);
    expect((await get(`/v1/attachments/${noteId}/download`, stranger.token)).statusCode).toBe(404);
    // Even a genuine link made for them (had they got one) is refused: access is checked again.
    const own = await get(signNoteLink(t.config.appSecret, noteId, stranger.user.id), stranger.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('LECTURE_NOT_PURCHASED');
  });

  it('refuses a link used with another student token, altered, expired or signed for a video', async () => {
    const url = await linkOf(owner.token);
    const q = new URL(url, 'http://x').searchParams;
    const [u, e, s] = [q.get('u')!, q.get('e')!, q.get('s')!];
    const at = (id: number, query: string) => `/v1/media/attachments/${id}?${query}`;
    const flipped = (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const past = Date.now() - (NOTE_LINK_TTL_SECONDS + 1) * 1000;
    const cases: [string, string, string?][] = [
      ["the owner's link with another student's token", url, stranger.token],
      ['the user changed to another student', at(noteId, `u=${stranger.user.id}&e=${e}&s=${s}`)],
      ['the expiry pushed later', at(noteId, `u=${u}&e=${Number(e) + 3600}&s=${s}`)],
      ['a changed signature', at(noteId, `u=${u}&e=${e}&s=${flipped}`)],
      ['another attachment id', at(noteId + 1, `u=${u}&e=${e}&s=${s}`)],
      ['an expired link', signNoteLink(t.config.appSecret, noteId, owner.user.id, past)],
      [
        "a video link's signature",
        signMediaLink(t.config.appSecret, noteId, owner.user.id).replace('/videos/', '/attachments/'),
      ],
    ];
    for (const [name, link, token] of cases) {
      const res = await get(link, token);
      expect(res.statusCode, name).toBe(403);
      expect(res.json().error, name).toBe('MEDIA_LINK_INVALID');
    }
  });

  it('a link stops working when the student loses the lecture', async () => {
    const late = await signUp(t.app, t.db, gradeId);
    const [row] = await t.db
      .insert(enrolments)
      .values({ userId: late.user.id, courseId, kind: 'purchase' })
      .returning();
    const url = await linkOf(late.token);
    expect((await get(url)).statusCode).toBe(200);
    await t.db.delete(enrolments).where(eq(enrolments.id, row!.id));
    expect((await get(url)).statusCode).toBe(403);
  });

  it('moves a lecture note stored under /uploads by an older version out of the public tree', async () => {
    const old = join(t.config.dataDir, 'uploads', 'demo');
    mkdirSync(old, { recursive: true });
    writeFileSync(join(old, 'course-9-lecture-2.pdf'), '%PDF-1.4 old');
    writeFileSync(join(old, 'notes-9.pdf'), '%PDF-1.4 public');
    const [legacy] = await t.db
      .insert(attachments)
      .values({ name: 'قديمة', url: '/uploads/demo/course-9-lecture-2.pdf', extension: 'pdf', lectureId })
      .returning();
    const [open] = await t.db
      .insert(attachments)
      .values({ name: 'عامة', url: '/uploads/demo/notes-9.pdf', extension: 'pdf', public: true })
      .returning();
    expect((await get('/uploads/demo/course-9-lecture-2.pdf')).statusCode).toBe(200);

    expect(await moveNotesToPrivate(t.db, t.config.dataDir)).toBe(1);
    expect(await moveNotesToPrivate(t.db, t.config.dataDir)).toBe(0);
    expect((await get('/uploads/demo/course-9-lecture-2.pdf')).statusCode).toBe(404);
    const [moved] = await t.db.select().from(attachments).where(eq(attachments.id, legacy!.id));
    expect(moved!.url).toMatch(/^private\/notes\/[\w-]+\.pdf$/);
    const res = await get(signNoteLink(t.config.appSecret, legacy!.id, owner.user.id));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF-1.4 old');
    // A public note stays where it was, downloadable by anyone.
    const [kept] = await t.db.select().from(attachments).where(eq(attachments.id, open!.id));
    expect(kept!.url).toBe('/uploads/demo/notes-9.pdf');
    expect((await get(`/v1/attachments/${open!.id}/download`)).statusCode).toBe(200);
  });
});
