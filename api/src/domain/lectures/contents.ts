import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import { attachments, videos, videoViews } from '../../db/schema/index';
import { applyLectureState, publicLectureViews } from '../catalogue/lecture-views';
import { type ExamView, lectureExams } from './exam-views';
import { openLecture } from './lecture-gate';

type VideoRow = typeof videos.$inferSelect;

export interface VideoView {
  id: number;
  name: string;
  viewable: boolean;
  views_limit: number | null;
  counted_views: number;
  seen: boolean;
  attendance_required: boolean;
  attendance_chip_text: string | null;
  hide_attendance_chips: boolean;
}

export type ContentItem =
  | { type: 'video'; locked: boolean; item: VideoView; position: number }
  | { type: 'exam'; locked: boolean; item: ExamView; position: number };

/** Views left of a video for one student (null: unlimited). */
export const viewsLeft = (limit: number | null, counted: number) =>
  limit === null ? null : Math.max(0, limit - counted);

/**
 * Teaching order: videos and exams by position (videos first on a tie). An exam the student must
 * take (must_take, not yet taken) or pass (must_pass, not yet passed) locks everything after it.
 */
export function orderItems(
  vids: { view: VideoView; position: number }[],
  examViews: { view: ExamView; position: number }[],
) {
  const merged = [
    ...vids.map((v) => ({ type: 'video' as const, item: v.view, position: v.position })),
    ...examViews.map((e) => ({ type: 'exam' as const, item: e.view, position: e.position })),
  ].sort((a, b) => a.position - b.position || (a.type === b.type ? 0 : a.type === 'video' ? -1 : 1));
  let gate = false;
  return merged.map((m) => {
    const locked = gate;
    if (m.type === 'exam') {
      const e = m.item;
      const passed = e.latest_session?.succeeded === true;
      if ((e.must_take && !e.has_session) || (e.must_pass && !passed)) gate = true;
      return { ...m, locked } as ContentItem;
    }
    return { ...m, locked, item: { ...m.item, viewable: m.item.viewable && !locked } } as ContentItem;
  });
}

function videoView(v: VideoRow, counted: number, seen: boolean): VideoView {
  const left = viewsLeft(v.viewsLimit, counted);
  return {
    id: v.id,
    name: v.name,
    viewable: left === null || left > 0,
    views_limit: v.viewsLimit,
    counted_views: counted,
    seen,
    attendance_required: v.attendanceRequired,
    attendance_chip_text: v.attendanceChipText,
    hide_attendance_chips: v.hideAttendanceChips,
  };
}

/**
 * GET /lectures/{id}/contents for one student (spec 2 §3 'Lecture contents response'). Each
 * attachment's url is `noteUrl(id)`: the stored file is private (never sent), the caller signs a link.
 */
export async function getLectureContents(
  db: Db,
  userId: number,
  lectureId: number,
  noteUrl: (attachmentId: number) => string,
  now = new Date(),
) {
  const { lecture, course, state } = await openLecture(db, userId, lectureId, now);
  // Four statements side by side after the gate, each built once (issue 35); the lecture's own
  // view needs none: the gate read what the student has of it.
  const values = { lecture: lecture.id, user: userId };
  const [videoRows, examItems, files] = await Promise.all([
    preparedOf(db, 'lecture_videos', () =>
      db
        .select({ video: videos, countedViews: videoViews.countedViews, seenAt: videoViews.seenAt })
        .from(videos)
        .leftJoin(videoViews, and(eq(videoViews.videoId, videos.id), eq(videoViews.userId, ph('user'))))
        // A video row with no media yet (url '', lecture authoring) is not shown to students; an
        // uploaded one shows once its HLS renditions are ready (decision 0046).
        .where(
          and(eq(videos.lectureId, ph('lecture')), or(ne(videos.url, ''), eq(videos.hlsStatus, 'ready'))),
        )
        .orderBy(asc(videos.position), asc(videos.id)),
    ).execute(values),
    lectureExams(db, lecture.id, userId, now),
    preparedOf(db, 'lecture_attachments', () =>
      db
        .select()
        .from(attachments)
        .where(eq(attachments.lectureId, ph('lecture')))
        .orderBy(asc(attachments.position), asc(attachments.id)),
    ).execute(values),
  ]);
  const [lectureView] = applyLectureState(publicLectureViews([lecture], course), state, now);
  const examViews = examItems.map((e) => e.view);
  const items = orderItems(
    videoRows.map(({ video: v, countedViews, seenAt }) => ({
      view: videoView(v, countedViews ?? 0, !!seenAt),
      position: v.position,
    })),
    examItems.map((e) => ({ view: e.view, position: e.row.position })),
  );
  return {
    lecture: lectureView,
    videos: items.flatMap((i) => (i.type === 'video' ? [i.item] : [])),
    items: items.map((i) =>
      i.type === 'video'
        ? { type: i.type, locked: i.locked, item: i.item }
        : { type: i.type, locked: i.locked, item: i.item },
    ),
    exams: examViews,
    attachments: files.map((f) => ({
      id: f.id,
      name: f.name,
      url: noteUrl(f.id),
      size: f.size,
      meta: { extension: f.extension },
    })),
  };
}
