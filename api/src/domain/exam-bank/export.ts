import {
  EXAM_BANK_HEADER,
  EXAM_BANK_TRUE_FALSE,
  type ExamBankColumn,
  type ExamBankExportQuery,
} from '@app/shared-contracts/schemas';
import writeXlsxFile from 'write-excel-file/node';
import type { Db } from '../../db/index';
import type { StaffActor } from '../audit/index';
import { type BankRow, choicesOf, findBankRows } from './bank-repository';
import { readScope } from './questions';

// Export and template of the bank (issue 34): the import's own columns, so an exported file is
// imported again as it is. A cell that a spreadsheet program would run as a formula is kept as
// text with a leading apostrophe (decision 0040), in csv and xlsx alike.

const EXPORT_MAX = 5000;

/** Two example rows of the template (a choices and a true-or-false question). */
const EXAMPLES: Partial<Record<ExamBankColumn, string>>[] = [
  {
    type: 'choices',
    text: 'ما وحدة قياس القوة؟',
    choice_1: 'نيوتن',
    choice_2: 'جول',
    choice_3: 'وات',
    correct: '1',
    marks: '1',
    chapter: 'الفصل الأول',
    lesson: 'القوة والحركة',
    difficulty: 'easy',
  },
  {
    type: 'truefalse',
    text: 'سرعة الضوء أكبر من سرعة الصوت.',
    correct: 'true',
    marks: '1',
    difficulty: 'easy',
  },
];

const safeCell = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

function rowOf(
  q: BankRow,
  choices: { text: string; correct: boolean }[],
): Partial<Record<ExamBankColumn, string>> {
  const out: Partial<Record<ExamBankColumn, string>> = {
    type: q.type,
    text: q.text,
    marks: String(q.marks),
    chapter: q.chapter ?? '',
    lesson: q.lesson ?? '',
    difficulty: q.difficulty ?? '',
    explanation: q.explanationText ?? '',
    allow_image_answer: q.allowImageAnswer ? 'yes' : 'no',
  };
  if (q.type === 'truefalse') {
    const right = choices.find((c) => c.correct)?.text;
    out.correct = right === EXAM_BANK_TRUE_FALSE.false ? 'false' : 'true';
  } else if (q.type === 'choices') {
    choices.slice(0, 6).forEach((c, i) => {
      out[`choice_${i + 1}` as ExamBankColumn] = c.text;
    });
    out.correct = String(choices.findIndex((c) => c.correct) + 1);
  }
  return out;
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

async function fileOf(
  rows: Partial<Record<ExamBankColumn, string>>[],
  format: 'xlsx' | 'csv',
): Promise<{ bytes: Buffer; type: string; ext: string }> {
  const table = [
    EXAM_BANK_HEADER as string[],
    ...rows.map((r) => EXAM_BANK_HEADER.map((c) => safeCell(r[c] ?? ''))),
  ];
  if (format === 'csv') {
    // A BOM so that Excel reads the Arabic as UTF-8.
    const text = `\uFEFF${table.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
    return { bytes: Buffer.from(text, 'utf8'), type: 'text/csv; charset=utf-8', ext: 'csv' };
  }
  const sheet = table.map((r) => r.map((value) => ({ value, type: String })));
  const bytes = await writeXlsxFile(sheet, { rightToLeft: true }).toBuffer();
  return {
    bytes,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ext: 'xlsx',
  };
}

/** GET /staff/exam-bank/template */
export const bankTemplate = (format: 'xlsx' | 'csv') => fileOf(EXAMPLES, format);

/** GET /staff/exam-bank/export: the questions the list's filters find, up to 5000. */
export async function exportBank(db: Db, actor: StaffActor, q: ExamBankExportQuery) {
  const rows = await findBankRows(
    db,
    { ...q, teacherId: readScope(actor, q.teacher_id), courseId: q.course_id },
    EXPORT_MAX,
  );
  const choices = await choicesOf(
    db,
    rows.map((r) => r.id),
  );
  return fileOf(
    rows.map((r) =>
      rowOf(
        r,
        choices.filter((c) => c.questionId === r.id),
      ),
    ),
    q.format,
  );
}
