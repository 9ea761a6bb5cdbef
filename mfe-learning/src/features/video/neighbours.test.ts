import { sampleExam } from '@app/dev-kit/fixtures';
import type { LectureItem, Video } from '@app/shared-contracts';
import { neighboursOf } from './neighbours';

const video = (id: number, viewable = true): Video => ({
  id,
  name: `v${id}`,
  viewable,
  views_limit: null,
  counted_views: 0,
  seen: false,
  attendance_required: false,
  attendance_chip_text: null,
  hide_attendance_chips: false,
});
const v = (id: number, locked = false, viewable = true): LectureItem => ({
  type: 'video',
  locked,
  item: video(id, viewable),
});
const exam: LectureItem = { type: 'exam', locked: false, item: sampleExam() };

describe('neighboursOf', () => {
  const items = [v(1), v(2), exam, v(3), v(4, true), v(5), v(6, false, false)];
  it.each([
    [1, null, 2],
    [2, 1, null],
    [3, null, null],
    [5, null, null],
  ])('video %d: previous %s, next %s', (id, previous, next) => {
    const n = neighboursOf(items, id);
    expect(n.previous?.id ?? null).toBe(previous);
    expect(n.next?.id ?? null).toBe(next);
  });
  it('hides next with hide_video_next_button and knows no unknown video', () => {
    expect(neighboursOf(items, 1, true).next).toBeNull();
    expect(neighboursOf(items, 99)).toEqual({ previous: null, next: null });
  });
});
