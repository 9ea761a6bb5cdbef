import { multipartForm } from '../support/multipart';
import type { Ctx, Row } from './bad-input-rows';

// Multipart text fields are read in the handler, past the input guard of JSON bodies: a NUL once
// reached PostgreSQL (500). Every text field of every multipart call of the table, with a NUL and
// a DEL. (The top-ups are off in the table's database, 403 before their form is read: their fields
// are covered by test/security/multipart-text.test.ts.)
const CONTROL = ['\u0000', '\u007f'];

export function multipartTextRows(c: Ctx): Row[] {
  const calls: [string, string, Record<string, string>][] = [
    [
      'bank-questions',
      '/v1/bank-questions',
      { text: 'س', page_number: '1', question_number: '1', bank_question_category_id: '1' },
    ],
    [
      'exam image answer',
      '/v1/exams/session/answers/image',
      {
        session_token: c.exam.running,
        question_id: String(c.exam.essayId),
        answer_text: 'إجابة',
        seq: '1',
        answered_at: new Date(0).toISOString(),
      },
    ],
  ];
  const out: Row[] = [];
  for (const [what, url, valid] of calls) {
    for (const field of Object.keys(valid)) {
      for (const ch of CONTROL) {
        const form = multipartForm({ ...valid, [field]: `${valid[field]}${ch}` });
        out.push({
          name: `${what}: multipart ${field} with U+${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
          method: 'POST',
          url,
          actor: 'student',
          raw: form.body,
          contentType: form.contentType,
          status: 422,
          field,
        });
      }
    }
  }
  return out;
}
