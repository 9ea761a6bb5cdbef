import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/db/index';
import { attachments, videos } from '../../../src/db/schema/index';
import {
  findPublicNote,
  findVideo,
  grantLecture,
  listPublicNotes,
  openLecture,
  openLectureNote,
  revokeLecture,
} from '../../../src/domain/lectures/index';
import { makeUser, pgliteFactory } from '../_support/db';
import { makeCourse, makeLecture } from '../_support/fixtures';

describe('lectures domain: grants, the gate, notes and videos', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await pgliteFactory();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('opens a granted lecture until the grant expires or is revoked', async () => {
    const { db } = handle;
    const userId = await makeUser(db);
    const course = await makeCourse(db, { payType: 'lectures' });
    const lecture = await makeLecture(db, course.id);
    await expect(openLecture(db, userId, lecture.id)).rejects.toMatchObject({
      code: 'LECTURE_NOT_PURCHASED',
      data: { course_id: course.id },
    });
    const now = new Date('2026-03-01T00:00:00Z');
    const { expiresAt } = await grantLecture(db, userId, lecture.id, 30, now);
    expect(expiresAt?.toISOString()).toBe('2026-03-31T00:00:00.000Z');
    await expect(openLecture(db, userId, lecture.id, now)).resolves.toMatchObject({
      lecture: { id: lecture.id },
    });
    await expect(openLecture(db, userId, lecture.id, new Date('2026-04-01T00:00:00Z'))).rejects.toMatchObject(
      {
        code: 'LECTURE_NOT_PURCHASED',
      },
    );
    expect(await revokeLecture(db, userId, lecture.id)).toBe(true);
    expect(await revokeLecture(db, userId, lecture.id)).toBe(false);
    await expect(grantLecture(db, userId, 999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("lists only public notes; a lecture's note opens for those who may open the lecture", async () => {
    const { db } = handle;
    const userId = await makeUser(db);
    const course = await makeCourse(db, { payType: 'lectures' });
    const lecture = await makeLecture(db, course.id);
    const note = { url: '/uploads/notes/a.pdf', extension: 'pdf', size: 10 };
    const [shown, hidden, ofLecture] = await db
      .insert(attachments)
      .values([
        { ...note, name: 'ملخص', public: true, position: 1 },
        { ...note, name: 'مسودة', public: false },
        { ...note, name: 'مذكرة المحاضرة', public: true, lectureId: lecture.id },
      ])
      .returning();
    expect((await listPublicNotes(db)).map((n) => n.name)).toEqual(['ملخص']);
    expect(await findPublicNote(db, shown!.id)).toMatchObject({ name: 'ملخص' });
    expect(await findPublicNote(db, hidden!.id)).toBeNull();
    expect(await findPublicNote(db, ofLecture!.id)).toBeNull();
    await expect(openLectureNote(db, userId, ofLecture!.id)).rejects.toMatchObject({
      code: 'LECTURE_NOT_PURCHASED',
    });
    await grantLecture(db, userId, lecture.id);
    await expect(openLectureNote(db, userId, ofLecture!.id)).resolves.toMatchObject({ id: ofLecture!.id });
    await expect(openLectureNote(db, userId, shown!.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('finds a video by id, or NOT_FOUND', async () => {
    const { db } = handle;
    const course = await makeCourse(db);
    const lecture = await makeLecture(db, course.id);
    const [video] = await db
      .insert(videos)
      .values({ lectureId: lecture.id, name: 'الشرح', url: 'media/a.mp4' })
      .returning();
    expect(await findVideo(db, video!.id)).toMatchObject({ url: 'media/a.mp4' });
    await expect(findVideo(db, 999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
