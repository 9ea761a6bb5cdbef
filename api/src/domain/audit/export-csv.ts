import type { StaffAuditEntry, StaffAuditQuery } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { listAudit } from './index';

/** The most rows one export holds (newest first); a longer period is exported in parts. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/**
 * A cell as text: quoted, quotes doubled, and a value a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR first) kept as text by a leading apostrophe (CSV injection).
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const HEADER = [
  'id',
  'created_at',
  'actor_id',
  'actor_name',
  'actor_role',
  'action',
  'target_type',
  'target_id',
  'before',
  'after',
  'ip',
  'user_agent',
];

const line = (e: StaffAuditEntry) =>
  [
    e.id,
    e.created_at,
    e.actor.id,
    e.actor.name,
    e.actor_role,
    e.action,
    e.target_type,
    e.target_id,
    e.before,
    e.after,
    e.ip,
    e.user_agent,
  ]
    .map((v) => csvCell(typeof v === 'number' ? String(v) : v))
    .join(',');

/** GET /v1/staff/audit/export: the filtered log as CSV (UTF-8 with a BOM, so Excel reads Arabic). */
export async function auditCsv(db: Db, q: StaffAuditQuery): Promise<string> {
  const { items } = await listAudit(db, { ...q, page: 1, per_page: AUDIT_EXPORT_MAX_ROWS });
  return `\uFEFF${[HEADER.join(','), ...items.map(line)].join('\r\n')}\r\n`;
}
