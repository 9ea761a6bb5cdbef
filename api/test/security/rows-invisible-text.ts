import { multipartForm } from '../support/multipart';
import type { Ctx, Row } from './bad-input-rows';

/** Text that shows nothing, one sample per class (shared-contracts' INVISIBLE in schemas/common.ts). */
export const INVISIBLE_CLASSES: [string, string][] = [
  ['braille blanks', '\u2800\u2800\u2800'],
  ['halfwidth Hangul fillers', '\uffa0\uffa0\uffa0'],
  ['Hangul fillers', '\u3164\u115f\u1160'],
  ['combining marks alone', '\u0301\u0651\u064b\u0670'],
  ['variation selectors', '\ufe00\ufe0f\ufe0e'],
  ['ideographic variation selectors', '\u{e0100}\u{e01ef}\u{e0150}'],
  ['tag characters', '\u{e0001}\u{e0041}\u{e007f}'],
  ['zero-width characters', '\u200b\u200c\u200d\u2060\ufeff'],
  ['invisible operators and a soft hyphen', '\u2061\u2062\u2063\u2064\u00ad'],
  ['a vowel separator and a grapheme joiner', '\u180e\u034f\u180b'],
  ['wide spaces', '\u3000\u2003\u00a0\u202f'],
];

/** Every required name or message of the api, filled with each class: 422 on that field. */
export function invisibleTextRows(c: Ctx): Row[] {
  const register = {
    name: 'طالب جديد',
    email: 'invisible@example.com',
    password: 'long-enough-1',
    phone: '01012345678',
    parent_phone: '01112345678',
    grade_id: c.gradeId,
    governorate: 'القاهرة',
  };
  const ticket = {
    title: 'عنوان',
    content: 'محتوى',
    name: 'سارة أحمد',
    email: 'sara@example.com',
    phone: '01012345678',
  };
  const json: [Row['method'], string, Row['actor'], Record<string, unknown>, string[]][] = [
    ['PUT', '/v1/profile', 'student', {}, ['name', 'area']],
    ['POST', '/v1/register', 'guest', register, ['name']],
    ['POST', '/v1/support-tickets', 'guest', ticket, ['title', 'content', 'name', 'phone']],
  ];
  const out: Row[] = [];
  for (const [what, text] of INVISIBLE_CLASSES) {
    for (const [method, url, actor, valid, fields] of json) {
      for (const field of fields) {
        out.push({
          name: `${method} ${url}: ${field} of ${what}`,
          method,
          url,
          actor,
          body: { ...valid, [field]: text },
          status: 422,
          field,
        });
      }
    }
    // Optional text beside an image: with neither, it is "write the text or attach an image".
    const form = multipartForm({
      text,
      page_number: '1',
      question_number: '1',
      bank_question_category_id: '1',
    });
    out.push({
      name: `POST /v1/bank-questions: text of ${what}`,
      method: 'POST',
      url: '/v1/bank-questions',
      actor: 'student',
      raw: form.body,
      contentType: form.contentType,
      status: 422,
      field: 'text',
    });
  }
  return out;
}
