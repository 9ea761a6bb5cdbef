import type {
  StaffAuditEntry,
  StaffAuditPage,
  StaffAuditQuery,
  StaffRole,
} from '@app/shared-contracts/schemas';
import { staffPaging } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { findAuditPage, insertAuditRow } from './audit-repository';

/** Who made a staff write (routes/staff/actor.ts builds it from the request). */
export interface StaffActor {
  id: number;
  role: StaffRole;
  /** A teacher account's catalogue teacher (own courses only); null for admin and assistant. */
  teacherId: number | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditChange {
  /** Dotted verb: student.block, topup.confirm, cards.batch.create. */
  action: string;
  targetType: string;
  targetId?: number | string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one staff write (decision 0036). Call it with the transaction that makes the change, so
 * the row exists exactly when the change does. The log is append-only: nothing here updates or
 * deletes, and the database refuses it too.
 */
export async function recordAudit(tx: Db, actor: StaffActor, change: AuditChange): Promise<void> {
  await insertAuditRow(tx, {
    actorId: actor.id,
    actorRole: actor.role,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId == null ? null : String(change.targetId),
    before: change.before ?? null,
    after: change.after ?? null,
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
}

/** A date filter's bound: a bare day means its start ('from') or the next day's start ('to'). */
function bound(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = new Date(day ? `${value}T00:00:00Z` : value);
  if (day && end) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

/** GET /v1/staff/audit: the log filtered by person, action, target and dates. */
export async function listAudit(db: Db, q: StaffAuditQuery): Promise<StaffAuditPage> {
  const { page, perPage, offset } = staffPaging(q);
  const { rows, total } = await findAuditPage(
    db,
    {
      actorId: q.actor_id,
      action: q.action,
      targetType: q.target_type,
      targetId: q.target_id,
      from: bound(q.from, false),
      to: bound(q.to, true),
    },
    { limit: perPage, offset, ascending: q.order === 'asc' },
  );
  const items: StaffAuditEntry[] = rows.map(({ row, actorName }) => ({
    id: row.id,
    actor: { id: row.actorId, name: actorName },
    actor_role: row.actorRole,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
  }));
  return { items, total, page, per_page: perPage };
}
