import type { StaffLecture, StaffLectureBody, StaffLectureItem } from '@app/shared-contracts/schemas';
import { toPiasters, toPounds } from '../ledger/money';
import type { ExamRow, NoteRow, VideoRow } from './items-repository';
import type { LectureRow, LectureValues } from './lecture-repository';

export const lectureView = (l: LectureRow): StaffLecture => ({
  id: l.id,
  course_id: l.courseId,
  name: l.name,
  description: l.description,
  image_url: l.imageUrl,
  price: toPounds(l.price),
  repurchasable: l.repurchasable,
  repurchase_price: l.repurchasePrice === null ? null : toPounds(l.repurchasePrice),
  expiry_days: l.expiryDays,
  preview: l.preview,
  paycard_disabled: l.paycardDisabled,
  published: l.published,
  position: l.position,
});

/** The stored values of the lecture form (money in piasters); a new lecture is a draft. */
export const lectureValues = (b: StaffLectureBody, before?: LectureRow): LectureValues => ({
  name: b.name,
  description: b.description ?? '',
  price: toPiasters(b.price),
  repurchasable: b.repurchasable ?? false,
  repurchasePrice: b.repurchasable && b.repurchase_price != null ? toPiasters(b.repurchase_price) : null,
  expiryDays: b.expiry_days ?? null,
  preview: b.preview ?? false,
  paycardDisabled: b.paycard_disabled ?? false,
  published: b.published ?? before?.published ?? false,
});

export const videoItem = (v: VideoRow): StaffLectureItem => ({
  type: 'video',
  id: v.id,
  name: v.name,
  position: v.position,
  views_limit: v.viewsLimit,
  attendance_required: v.attendanceRequired,
  attendance_chip_text: v.attendanceChipText,
  hide_attendance_chips: v.hideAttendanceChips,
  // A single file (older rows, the seed) or renditions transcoded from an upload.
  ready: v.url !== '' || v.hlsStatus === 'ready',
});
export const examItem = (e: ExamRow): StaffLectureItem => ({
  type: 'exam',
  id: e.id,
  name: e.name,
  position: e.position,
  kind: e.kind,
});
export const noteItem = (n: NoteRow): StaffLectureItem => ({
  type: 'note',
  id: n.id,
  name: n.name,
  position: n.position,
  size: n.size,
  extension: n.extension,
});

const TYPE_ORDER = { video: 0, exam: 1, note: 2 } as const;

/**
 * The lecture's one teaching order: by position, videos before exams before notes on a tie (the
 * student contents order videos and exams the same way: domain/lectures/contents.ts).
 */
export function orderedItems(vids: VideoRow[], examRows: ExamRow[], notes: NoteRow[]): StaffLectureItem[] {
  return [...vids.map(videoItem), ...examRows.map(examItem), ...notes.map(noteItem)].sort(
    (a, b) => a.position - b.position || TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.id - b.id,
  );
}
