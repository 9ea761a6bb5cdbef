import {
  type StaffStudentDetail,
  type StaffStudentRow,
  type StaffStudentsPage,
  type StaffStudentsQuery,
  staffPaging,
} from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { DomainError } from '../errors';
import { findStudentRow, searchStudentRows, studentActivity } from './students-repository';

type FoundRow = NonNullable<Awaited<ReturnType<typeof findStudentRow>>>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toRow({ user, grade, address }: FoundRow): StaffStudentRow {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.fullPhone ?? user.phone,
    grade: grade ? { id: grade.id, name: grade.name } : null,
    wallet_address: address,
    blocked: user.blockedAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}

/** GET /staff/students: newest first unless asked otherwise. */
export async function searchStudents(db: Db, query: StaffStudentsQuery): Promise<StaffStudentsPage> {
  const { page, perPage } = staffPaging(query);
  const { rows, total } = await searchStudentRows(db, {
    q: query.q,
    page,
    perPage,
    sort: query.sort ?? 'created_at',
    order: query.order ?? (query.sort && query.sort !== 'created_at' ? 'asc' : 'desc'),
  });
  return { items: rows.map(toRow), total, page, per_page: perPage };
}

/** A student (never a staff account), or NOT_FOUND. */
export async function requireStudent(db: Db, id: number): Promise<FoundRow> {
  const row = await findStudentRow(db, id);
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

/** GET /staff/students/:id: everything the desk looks at, except the wallet (its own widget). */
export async function studentDetail(db: Db, id: number): Promise<StaffStudentDetail> {
  const found = await requireStudent(db, id);
  const { user } = found;
  const a = await studentActivity(db, id);
  return {
    profile: {
      ...toRow(found),
      parent_phone: user.parentFullPhone ?? user.parentPhone,
      governorate: user.governorate,
      area: user.area,
      speciality: user.speciality,
      center_name: user.centerName,
      profile_qr_code: user.profileQrCode,
      email_verified: user.emailVerifiedAt !== null,
      blocked_at: iso(user.blockedAt),
    },
    courses: a.courseRows.map(({ e, name }) => ({
      id: e.courseId,
      name,
      kind: e.kind,
      pay_by: e.payBy,
      since: e.createdAt.toISOString(),
    })),
    lectures: a.lectureRows.map(({ p, name, courseId, courseName }) => ({
      id: p.lectureId,
      name,
      course: { id: courseId, name: courseName },
      pay_by: p.payBy,
      expires_at: iso(p.expiresAt),
      since: p.createdAt.toISOString(),
    })),
    views: a.viewRows.map(({ v, video, lectureName }) => ({
      video: { id: video.id, name: video.name },
      lecture: { id: video.lectureId, name: lectureName },
      counted_views: v.countedViews,
      views_limit: video.viewsLimit,
      seen_at: iso(v.seenAt),
      updated_at: v.updatedAt.toISOString(),
    })),
    exam_results: a.examRows.map(({ s, name }) => ({
      session_id: s.id,
      exam: { id: s.examId, name },
      started_at: s.startTime.toISOString(),
      submitted_at: iso(s.submittedAt),
      corrected: s.corrected,
      succeeded: s.succeeded,
      mark: s.correctionMark,
      total_mark: s.totalMark,
    })),
    sessions: a.sessionRows.map((t) => ({
      id: t.id,
      created_at: t.createdAt.toISOString(),
      last_used_at: iso(t.lastUsedAt),
      user_agent: t.userAgent,
    })),
  };
}
