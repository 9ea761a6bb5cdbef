import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/cli/seed';
import { attachments } from '../../src/db/schema/index';
import { isPublicNote } from '../../src/domain/lectures/index';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { uploadsDir: join(t.config.dataDir, 'uploads') });
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /attachments', () => {
  it('lists the public notes of several types for guests, each with its download link', async () => {
    const res = await get('/v1/attachments');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((n: { meta: { extension: string } }) => n.meta.extension)).toEqual(
      expect.arrayContaining(['pdf', 'docx', 'png']),
    );
    for (const n of data) {
      expect(n.url).toBe(`/v1/attachments/${n.id}/download`);
      expect(n.size).toBeGreaterThan(0);
    }
  });

  it.each([
    ['pdf', 'application/pdf', '%PDF'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'PK'],
    ['png', 'image/png', '\x89PNG'],
  ])(
    'sends a %s note with its real type, its size and its Arabic name as an attachment',
    async (ext, type, magic) => {
      const note = (await get('/v1/attachments'))
        .json()
        .data.find((n: { meta: { extension: string } }) => n.meta.extension === ext);
      const res = await get(note.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.rawPayload.length).toBe(note.size);
      expect(res.rawPayload.subarray(0, magic.length).toString('latin1')).toBe(magic);
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(`${note.name}.${ext}`);
    },
  );

  it.each(['/v1/attachments/999999/download', '/v1/attachments/0x1/download', '/v1/attachments/-1/download'])(
    '404 for %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    },
  );

  it('the demo keeps every lecture note in private storage, none under the public /uploads', async () => {
    const rows = await t.db.select().from(attachments);
    const lectureNotes = rows.filter((r) => !isPublicNote(r));
    expect(lectureNotes.length).toBeGreaterThan(30);
    expect(lectureNotes.map((r) => r.url)).toContain('private/notes/course-6-lecture-3.pdf');
    for (const r of lectureNotes) {
      expect(r.url).toMatch(/^private\/notes\/[\w.-]+$/);
      expect(existsSync(join(t.config.dataDir, r.url))).toBe(true);
    }
    expect(existsSync(join(t.config.dataDir, 'uploads', 'demo', 'course-6-lecture-3.pdf'))).toBe(false);
    const res = await get('/uploads/demo/course-6-lecture-3.pdf');
    expect(res.statusCode).toBe(404);
    // Nor is any of them on the public notes page.
    const listed = (await get('/v1/attachments')).json().data.map((n: { id: number }) => n.id);
    expect(listed.filter((id: number) => lectureNotes.some((r) => r.id === id))).toEqual([]);
  });
});
