import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { auditLog, users } from '../../db/schema/index';

export type AuditInsert = typeof auditLog.$inferInsert;

/** The one write this table has: rows are only ever added (the migration's trigger refuses the rest). */
export async function insertAuditRow(tx: Db, row: AuditInsert): Promise<void> {
  await tx.insert(auditLog).values(row);
}

export interface AuditFilter {
  actorId?: number | undefined;
  /** A dotted name, or its start ending in '.' (e.g. 'topup.'). */
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

function whereOf(f: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.actorId) parts.push(eq(auditLog.actorId, f.actorId));
  if (f.action) {
    parts.push(
      f.action.endsWith('.') ? like(auditLog.action, `${f.action}%`) : eq(auditLog.action, f.action),
    );
  }
  if (f.targetType) parts.push(eq(auditLog.targetType, f.targetType));
  if (f.targetId) parts.push(eq(auditLog.targetId, f.targetId));
  if (f.from) parts.push(gte(auditLog.createdAt, f.from));
  if (f.to) parts.push(lt(auditLog.createdAt, f.to));
  return parts.length ? and(...parts) : undefined;
}

/** One page of the log, newest first unless asked otherwise, with the actor's current name. */
export async function findAuditPage(
  db: Db,
  f: AuditFilter,
  page: { limit: number; offset: number; ascending: boolean },
) {
  const where = whereOf(f);
  const rows = await db
    .select({ row: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(page.ascending ? auditLog.id : desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}
