import { randomBytes } from 'node:crypto';
import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import {
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MESSAGES,
  type StudentImportColumn,
  type StudentImportReport,
  type StudentImportReportRow,
  type StudentImportRow,
  studentImportRowSchema,
} from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { hashPassword } from '../../lib/crypto';
import { parsePhone } from '../../lib/phone';
import { recordAudit, type StaffActor } from '../audit/index';
import { FieldError } from '../errors';
import { announceStaffEvent } from '../staff-events/index';
import { allGrades, insertStudent, takenEmails } from './import-repository';
import { readSheetRows } from './read-sheet';

export { createStudent } from './create-student';

// Student import (issue 32, decision 0040): every row is checked whole, then created whole or
// skipped with its reasons per column; a dry run answers the same report without writing.

type Errors = Record<string, string[]>;
interface Checked {
  n: number;
  raw: Partial<Record<StudentImportColumn, string>>;
  errors: Errors;
  values: typeof import('../../db/schema/index').users.$inferInsert | null;
  password: string | null;
}

const COLUMN_OF = new Map<string, StudentImportColumn>(
  Object.entries(STUDENT_IMPORT_COLUMNS).flatMap(([key, names]) =>
    names.map((name) => [name.toLowerCase(), key as StudentImportColumn] as const),
  ),
);

/** A cell a spreadsheet program would run as a formula when the data is opened again. */
const looksLikeFormula = (s: string) => /^[=@\t\r]/.test(s) || /^[+-](?![\d\s])/.test(s);

function columnsOf(header: string[]): (StudentImportColumn | null)[] {
  const cols = header.map((h) => COLUMN_OF.get(h.trim().toLowerCase()) ?? null);
  if (!cols.includes('name') || !cols.includes('email')) {
    throw new FieldError({ file: [STUDENT_IMPORT_MESSAGES.noHeader] });
  }
  return cols;
}

const add = (errors: Errors, field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

function checkRow(
  n: number,
  cells: string[],
  cols: (StudentImportColumn | null)[],
  gradeIdOf: (text: string) => number | null,
): Checked {
  const raw: Checked['raw'] = {};
  const errors: Errors = Object.create(null);
  cols.forEach((col, i) => {
    const cell = cells[i] ?? '';
    if (!col || cell === '') return;
    if (looksLikeFormula(cell)) add(errors, col, STUDENT_IMPORT_MESSAGES.formula);
    else raw[col] = cell;
  });
  for (const col of ['name', 'email'] as const) {
    if (!raw[col] && !errors[col]) add(errors, col, STUDENT_IMPORT_MESSAGES.required);
  }
  // Each column on its own, so a row shows every reason at once.
  const row: Partial<StudentImportRow> = {};
  for (const [field, schema] of Object.entries(studentImportRowSchema.shape)) {
    if (errors[field]) continue;
    const parsed = schema.safeParse(raw[field as StudentImportColumn]);
    if (parsed.success) Object.assign(row, { [field]: parsed.data });
    else add(errors, field, parsed.error.issues[0]?.message ?? DETAIL_MESSAGES.invalid);
  }
  const columns: Record<string, unknown> = {};
  for (const field of ['phone', 'parent_phone'] as const) {
    const text = row[field];
    if (!text) continue;
    const p = parsePhone(text, undefined, undefined);
    if (!p) add(errors, field, DETAIL_MESSAGES.badPhone);
    else if (field === 'phone')
      Object.assign(columns, { phone: p.phone, fullPhone: p.full_phone, phoneCountry: p.phone_country });
    else
      Object.assign(columns, {
        parentPhone: p.phone,
        parentFullPhone: p.full_phone,
        parentPhoneCountry: p.phone_country,
      });
  }
  if (row.grade) {
    const gradeId = gradeIdOf(row.grade);
    if (gradeId === null) add(errors, 'grade', STUDENT_IMPORT_MESSAGES.unknownGrade);
    else columns.gradeId = gradeId;
  }
  const { name, email } = row;
  const ok = Object.keys(errors).length === 0 && name && email;
  return {
    n,
    raw,
    errors,
    password: row.password ?? null,
    values: ok
      ? {
          ...columns,
          name,
          email,
          governorate: row.governorate ?? null,
          passwordHash: '',
        }
      : null,
  };
}

const reportRow = (
  c: Checked,
  status: StudentImportReportRow['status'],
  extra: Partial<StudentImportReportRow> = {},
): StudentImportReportRow => ({
  row: c.n,
  status,
  name: c.raw.name ?? null,
  email: c.values?.email ?? c.raw.email?.toLowerCase() ?? null,
  errors: c.errors,
  id: null,
  password: null,
  ...extra,
});

/** POST /v1/staff/students/import: reads, checks and (mode commit) creates the students. */
export async function importStudents(
  db: Db,
  actor: StaffActor,
  bytes: Buffer,
  mode: 'dry_run' | 'commit',
): Promise<StudentImportReport['data']> {
  const { header, rows } = await readSheetRows(bytes);
  const cols = columnsOf(header);
  const gradeList = await allGrades(db);
  const gradeIdOf = (text: string) =>
    gradeList.find((g) => g.name.trim() === text || String(g.id) === text)?.id ?? null;
  const checked = rows.map((r) => checkRow(r.n, r.cells, cols, gradeIdOf));
  // The same e-mail twice in the file: the first row keeps it.
  const seen = new Set<string>();
  for (const c of checked) {
    if (!c.values) continue;
    if (seen.has(c.values.email)) {
      add(c.errors, 'email', STUDENT_IMPORT_MESSAGES.emailTwice);
      c.values = null;
    } else seen.add(c.values.email);
  }
  const taken = await takenEmails(db, [...seen]);
  for (const c of checked) {
    if (c.values && taken.has(c.values.email)) {
      add(c.errors, 'email', STUDENT_IMPORT_MESSAGES.emailTaken);
      c.values = null;
    }
  }
  const report =
    mode === 'dry_run'
      ? checked.map((c) => reportRow(c, c.values ? 'ready' : 'skipped'))
      : await commitRows(db, actor, checked);
  // The desk's student lists read again (a commit only: a dry run changed nothing).
  if (mode === 'commit' && report.some((r) => r.status === 'created')) announceStaffEvent(db, 'students');
  const count = (s: string) => report.filter((r) => r.status === s).length;
  return {
    mode,
    total: report.length,
    ready: count('ready'),
    created: count('created'),
    skipped: count('skipped'),
    rows: report,
  };
}

async function commitRows(db: Db, actor: StaffActor, checked: Checked[]): Promise<StudentImportReportRow[]> {
  // Hashed before the transaction: argon2 is slow on purpose, the locks should not wait for it.
  const ready = checked.filter((c) => c.values);
  const passwords = new Map<Checked, { plain: string | null; hash: string }>();
  for (const c of ready) {
    const plain = c.password ?? randomBytes(9).toString('base64url');
    passwords.set(c, { plain: c.password ? null : plain, hash: await hashPassword(plain) });
  }
  return db.transaction(async (tx) => {
    const out: StudentImportReportRow[] = [];
    const created: number[] = [];
    for (const c of checked) {
      const pw = passwords.get(c);
      if (!c.values || !pw) {
        out.push(reportRow(c, 'skipped'));
        continue;
      }
      const id = await insertStudent(tx, {
        ...c.values,
        passwordHash: pw.hash,
        mustSetPassword: true,
        emailVerifiedAt: new Date(),
      });
      if (id === null) {
        add(c.errors, 'email', STUDENT_IMPORT_MESSAGES.emailTaken);
        out.push(reportRow(c, 'skipped'));
        continue;
      }
      created.push(id);
      out.push(reportRow(c, 'created', { id, password: pw.plain }));
    }
    await recordAudit(tx, actor, {
      action: 'students.import',
      targetType: 'user',
      after: { created: created.length, skipped: out.length - created.length, ids: created },
    });
    return out;
  });
}
