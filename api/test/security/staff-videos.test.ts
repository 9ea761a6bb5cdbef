import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../src/db/schema/index';
import { makeCourse, makeLecture } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { bearer } from '../support/fixtures';
import { makeStaff, type StaffMember } from '../support/staff';
import { videoSecurityRows } from './rows-staff-videos';

// Runs on PGlite, and on PostgreSQL where TEST_DATABASE_URL is set (createTestApp picks).
let t: TestApp;
const who = {} as Record<'admin' | 'teacher', StaffMember>;
const ids = { video: 0, fresh: 0 };

beforeAll(async () => {
  t = await createTestApp();
  who.admin = await makeStaff(t.db, 'admin');
  who.teacher = await makeStaff(t.db, 'teacher');
  const lecture = await makeLecture(t.db, (await makeCourse(t.db, { payType: 'lectures', price: 0 })).id, {});
  const made = await t.db
    .insert(videos)
    .values([
      { lectureId: lecture.id, name: 'أ', url: '', sourceKey: 'private/sources/x/y', hlsStatus: 'failed' },
      { lectureId: lecture.id, name: 'ب', url: '' },
    ])
    .returning({ id: videos.id });
  ids.video = made[0]!.id;
  ids.fresh = made[1]!.id;
});
afterAll(() => t?.close());

const fill = (s: string) =>
  s.replaceAll('{video}', String(ids.video)).replaceAll('{fresh}', String(ids.fresh));
const fillMeta = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).map(([k, v]) => {
      if (k !== 'upload-metadata') return [k, v];
      const [key, value] = v.split(' ') as [string, string];
      return [k, `${key} ${Buffer.from(fill(Buffer.from(value, 'base64').toString())).toString('base64')}`];
    }),
  );

describe('staff videos: bad ids, other teachers, hostile uploads', () => {
  it.each(videoSecurityRows)('$name', async (row) => {
    const res = await t.app.inject({
      method: row.method,
      url: fill(row.url),
      headers: { ...bearer(who[row.who].token), ...fillMeta(row.headers ?? {}) },
    });
    expect(res.statusCode).toBe(row.status);
    // Nothing was made outside the upload folder, and no secret was answered.
    expect(res.body).not.toMatch(/[0-9a-f]{64}/);
  });

  it('nothing of an upload is ever under the public /uploads folder', () => {
    expect(existsSync(join(t.config.dataDir, 'uploads', 'tus'))).toBe(false);
  });
});
