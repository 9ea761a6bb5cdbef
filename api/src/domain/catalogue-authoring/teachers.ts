import {
  CATALOGUE_AUTHORING_MESSAGES as M,
  type StaffTeacher,
  type StaffTeacherBody,
} from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError, FieldError } from '../errors';
import { assertSameIds } from './taxa';
import {
  deleteTeacherRow,
  insertTeacher,
  listTeachers,
  type TeacherRow,
  type TeacherValues,
  teacherRow,
  teacherUses,
  updateTeacherRow,
} from './teachers-repository';

export function teacherView(r: TeacherRow): StaffTeacher {
  return {
    id: r.id,
    name: r.name,
    bio: r.bio ?? '',
    avatar: r.avatar,
    avatar_width: r.avatarWidth,
    avatar_height: r.avatarHeight,
    phone: r.phone,
    email: r.email,
    whatsapp_url: r.whatsappUrl,
    facebook_url: r.facebookUrl,
    messenger_url: r.messengerUrl,
    twitter_url: r.twitterUrl,
    youtube_url: r.youtubeUrl,
    telegram_url: r.telegramUrl,
    position: r.position,
  };
}

function values(b: StaffTeacherBody): TeacherValues & { name: string } {
  return {
    name: b.name,
    bio: b.bio ?? '',
    phone: b.phone,
    email: b.email,
    whatsappUrl: b.whatsapp_url,
    facebookUrl: b.facebook_url,
    messengerUrl: b.messenger_url,
    twitterUrl: b.twitter_url,
    youtubeUrl: b.youtube_url,
    telegramUrl: b.telegram_url,
  };
}

export async function teachersList(db: Db): Promise<{ items: StaffTeacher[] }> {
  return { items: (await listTeachers(db)).map(teacherView) };
}

export async function teacherDetail(db: Db, id: number): Promise<StaffTeacher> {
  const row = await teacherRow(db, id);
  if (!row) throw new DomainError('NOT_FOUND');
  return teacherView(row);
}

export async function createTeacher(
  db: Db,
  actor: StaffActor,
  body: StaffTeacherBody,
): Promise<StaffTeacher> {
  return db.transaction(async (tx) => {
    const after = teacherView(await insertTeacher(tx, values(body)));
    await recordAudit(tx, actor, {
      action: 'teacher.create',
      targetType: 'teacher',
      targetId: after.id,
      after,
    });
    return after;
  });
}

export async function updateTeacher(
  db: Db,
  actor: StaffActor,
  id: number,
  body: StaffTeacherBody,
): Promise<StaffTeacher> {
  return db.transaction(async (tx) => {
    const before = await teacherRow(tx, id, true);
    if (!before) throw new DomainError('NOT_FOUND');
    const after = teacherView(await updateTeacherRow(tx, id, values(body)));
    await recordAudit(tx, actor, {
      action: 'teacher.update',
      targetType: 'teacher',
      targetId: id,
      before: teacherView(before),
      after,
    });
    return after;
  });
}

/** The photo already stored (WebP); answers the teacher and the replaced file to remove. */
export async function setTeacherPhoto(
  db: Db,
  actor: StaffActor,
  id: number,
  photo: { url: string; width: number; height: number },
): Promise<{ teacher: StaffTeacher; previous: string | null }> {
  return db.transaction(async (tx) => {
    const before = await teacherRow(tx, id, true);
    if (!before) throw new DomainError('NOT_FOUND');
    const row = await updateTeacherRow(tx, id, {
      avatar: photo.url,
      avatarWidth: photo.width,
      avatarHeight: photo.height,
    });
    await recordAudit(tx, actor, {
      action: 'teacher.photo',
      targetType: 'teacher',
      targetId: id,
      before: { avatar: before.avatar },
      after: { avatar: row.avatar },
    });
    return { teacher: teacherView(row), previous: before.avatar };
  });
}

/** Admin only (roles.ts); refused while courses, accounts or bank questions are tied to the teacher. */
export async function deleteTeacher(db: Db, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await teacherRow(tx, id, true);
    if (!before) throw new DomainError('NOT_FOUND');
    if ((await teacherUses(tx, id)) > 0) throw new FieldError({ id: [M.inUse] });
    await deleteTeacherRow(tx, id);
    await recordAudit(tx, actor, {
      action: 'teacher.delete',
      targetType: 'teacher',
      targetId: id,
      before: teacherView(before),
    });
  });
}

export async function orderTeachers(
  db: Db,
  actor: StaffActor,
  ids: number[],
): Promise<{ items: StaffTeacher[] }> {
  return db.transaction(async (tx) => {
    const rows = await listTeachers(tx);
    assertSameIds(rows, ids);
    for (const [i, id] of ids.entries()) await updateTeacherRow(tx, id, { position: i + 1 });
    await recordAudit(tx, actor, {
      action: 'teacher.reorder',
      targetType: 'teacher',
      before: rows.map((r) => r.id),
      after: ids,
    });
    return { items: (await listTeachers(tx)).map(teacherView) };
  });
}
