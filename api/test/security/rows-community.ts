import type { Ctx, Row } from './bad-input-rows';

// mfe-community's calls in the bad-input table (issue 13): each row must get its 4xx and leave
// the database as it was.
const GUEST = { name: 'سارة أحمد', email: 'sara@example.com', phone: '01012345678' };
const TICKET = { title: 'عنوان', content: 'محتوى', ...GUEST };

export function communityRows(_c: Ctx): Row[] {
  const out: Row[] = [];
  const ticket = (name: string, body: unknown, field: string, actor: Row['actor'] = 'guest') =>
    out.push({
      name: `support-tickets: ${name}`,
      method: 'POST',
      url: '/v1/support-tickets',
      actor,
      body,
      status: 422,
      field,
    });
  ticket('a blank title', { ...TICKET, title: '   ' }, 'title');
  ticket('an invisible title', { ...TICKET, title: '\u200b\u200c\u200f' }, 'title');
  ticket('a title of bidi overrides', { ...TICKET, title: '\u202e\u202d' }, 'title');
  ticket('an invisible content', { ...TICKET, content: '\ufeff\u2060' }, 'content');
  ticket('a huge content', { ...TICKET, content: 'ش'.repeat(5_001) }, 'content');
  ticket('a huge title', { ...TICKET, title: 'ش'.repeat(201) }, 'title');
  ticket('a title that is a number', { ...TICKET, title: 12345 }, 'title');
  ticket('a guest without e-mail', { title: 'x', content: 'x', name: 'سارة أحمد', phone: '0101' }, 'email');
  ticket('a guest without phone', { title: 'x', content: 'x', name: 'سارة أحمد', email: 'a@b.co' }, 'phone');
  ticket('a control character in the content', { ...TICKET, content: 'a\u0000b' }, 'content');
  ticket('an extra field', { ...TICKET, user_id: 1 }, 'user_id', 'student');
  ticket('a status', { ...TICKET, status: 'closed' }, 'status', 'student');
  return out;
}
