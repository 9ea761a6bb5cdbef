import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import {
  EXAM_BANK_COLUMNS,
  EXAM_BANK_DIFFICULTY_NAMES,
  EXAM_BANK_LIMITS,
  EXAM_BANK_MESSAGES,
  EXAM_BANK_NO,
  EXAM_BANK_TRUE_FALSE,
  EXAM_BANK_TYPE_NAMES,
  EXAM_BANK_YES,
  type ExamBankColumn,
  type ExamBankImportQuery,
  type ExamBankImportReport,
  type ExamBankImportRow,
  type ExamBankQuestionBody,
  examBankQuestionInputSchema,
} from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { FieldError } from '../errors';
import { readSheetRows } from '../student-import/read-sheet';
import { insertBankQuestion } from './bank-repository';
import { checkCourse, choicesFor, columnsOf, writeOwner } from './questions';

// Import of a question set from a spreadsheet (issue 34, decision 0047): the student import's
// reader (decision 0040), one question a row checked by the same schema as the editor's, a dry
// run, then every good row and one audit row in a single transaction: a fatal error (a bad file,
// no header, the database) leaves nothing half-imported.

const M = EXAM_BANK_MESSAGES;
type Errors = Record<string, string[]>;

const COLUMN_OF = new Map<string, ExamBankColumn>(
  Object.entries(EXAM_BANK_COLUMNS).flatMap(([key, names]) =>
    names.map((name) => [name.toLowerCase(), key as ExamBankColumn] as const),
  ),
);
const CHOICES = ['choice_1', 'choice_2', 'choice_3', 'choice_4', 'choice_5', 'choice_6'] as const;

/** A cell a spreadsheet program would run as a formula (a negative number is not one). */
const looksLikeFormula = (s: string) => /^[=@\t\r]/.test(s) || /^[+-](?![\d\s.])/.test(s);

const nameIn = <K extends string>(table: Record<K, readonly string[]>, text: string): K | null => {
  const low = text.trim().toLowerCase();
  for (const [key, names] of Object.entries(table) as [K, readonly string[]][])
    if (names.some((n) => n.toLowerCase() === low)) return key;
  return null;
};

const add = (errors: Errors, field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

function columnsIn(header: string[]): (ExamBankColumn | null)[] {
  const cols = header.map((h) => COLUMN_OF.get(h.trim().toLowerCase()) ?? null);
  if (!cols.includes('type') || !cols.includes('text')) throw new FieldError({ file: [M.noHeader] });
  return cols;
}

/** The body a row stands for, with its reasons per column when it cannot be one. */
function checkRow(cells: string[], cols: (ExamBankColumn | null)[]) {
  const raw: Partial<Record<ExamBankColumn, string>> = {};
  const errors: Errors = Object.create(null);
  cols.forEach((col, i) => {
    const cell = cells[i] ?? '';
    if (!col || cell === '') return;
    if (looksLikeFormula(cell)) add(errors, col, M.formula);
    else raw[col] = cell;
  });
  const type = raw.type ? nameIn(EXAM_BANK_TYPE_NAMES, raw.type) : null;
  if (!raw.type && !errors.type) add(errors, 'type', M.required);
  else if (raw.type && !type) add(errors, 'type', M.unknownType);
  const difficulty = raw.difficulty ? nameIn(EXAM_BANK_DIFFICULTY_NAMES, raw.difficulty) : null;
  if (raw.difficulty && !difficulty) add(errors, 'difficulty', M.unknownDifficulty);
  let allowImage = false;
  if (raw.allow_image_answer) {
    const yes = nameIn({ yes: EXAM_BANK_YES, no: EXAM_BANK_NO }, raw.allow_image_answer);
    if (!yes) add(errors, 'allow_image_answer', DETAIL_MESSAGES.invalid);
    allowImage = yes === 'yes';
  }
  let choices: { text: string; correct: boolean }[] = [];
  if (type === 'truefalse') {
    const right = raw.correct
      ? nameIn({ t: ['true', 'صح', '1'], f: ['false', 'خطأ', '0', '2'] }, raw.correct)
      : null;
    if (!right) add(errors, 'correct', M.badCorrect);
    choices = [
      { text: EXAM_BANK_TRUE_FALSE.true, correct: right === 't' },
      { text: EXAM_BANK_TRUE_FALSE.false, correct: right === 'f' },
    ];
  } else if (type === 'choices') {
    const texts = CHOICES.flatMap((c) => (raw[c] ? [raw[c]] : []));
    const n = Number(raw.correct);
    if (!Number.isInteger(n) || n < 1 || n > texts.length) add(errors, 'correct', M.badCorrect);
    choices = texts.map((text, i) => ({ text, correct: i + 1 === n }));
  }
  const input = {
    type: type ?? 'essay',
    text: raw.text ?? '',
    marks: raw.marks ?? 1,
    chapter: raw.chapter ?? null,
    lesson: raw.lesson ?? null,
    difficulty,
    explanation_text: raw.explanation ?? null,
    allow_image_answer: allowImage,
    choices,
  };
  const parsed = examBankQuestionInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'text');
      const col = key === 'explanation_text' ? 'explanation' : key;
      if (!errors[col] && !(col === 'choices' && errors.correct)) add(errors, col, issue.message);
    }
  }
  const ok = parsed.success && Object.keys(errors).length === 0;
  return { text: raw.text ?? null, errors, body: ok ? parsed.data : null };
}

/** POST /staff/exam-bank/import?mode=dry_run|commit: the report of every row. */
export async function importBank(
  db: Db,
  actor: StaffActor,
  bytes: Buffer,
  q: ExamBankImportQuery,
): Promise<ExamBankImportReport> {
  const teacherId = await writeOwner(db, actor, q.teacher_id);
  await checkCourse(db, teacherId, q.course_id);
  const { header, rows } = await readSheetRows(bytes, {
    maxBytes: EXAM_BANK_LIMITS.importBytes,
    maxRows: EXAM_BANK_LIMITS.importRows,
    messages: M,
  });
  const cols = columnsIn(header);
  const checked = rows.map((r) => ({ n: r.n, ...checkRow(r.cells, cols) }));
  const line = (
    c: (typeof checked)[number],
    status: ExamBankImportRow['status'],
    id: number | null = null,
  ) => ({
    row: c.n,
    status,
    text: c.text,
    errors: c.errors,
    id,
  });
  let report: ExamBankImportRow[];
  if (q.mode === 'dry_run') report = checked.map((c) => line(c, c.body ? 'ready' : 'skipped'));
  else {
    report = await db.transaction(async (tx) => {
      const out: ExamBankImportRow[] = [];
      for (const c of checked) {
        if (!c.body) {
          out.push(line(c, 'skipped'));
          continue;
        }
        const body: ExamBankQuestionBody = { ...c.body, course_id: q.course_id ?? null };
        const values = { ...columnsOf(body), teacherId, createdBy: actor.id };
        out.push(line(c, 'created', await insertBankQuestion(tx, values, choicesFor(body))));
      }
      const ids = out.flatMap((r) => (r.id ? [r.id] : []));
      await recordAudit(tx, actor, {
        action: 'exam_bank.import',
        targetType: 'exam_bank_question',
        after: { teacher_id: teacherId, course_id: q.course_id ?? null, created: ids.length, ids },
      });
      return out;
    });
  }
  const count = (s: string) => report.filter((r) => r.status === s).length;
  return {
    mode: q.mode,
    total: report.length,
    ready: count('ready'),
    created: count('created'),
    skipped: count('skipped'),
    rows: report,
  };
}
