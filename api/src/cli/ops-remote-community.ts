import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import type {
  StaffBankQuestion,
  StaffNote,
  StaffOutlet,
  StaffTicketSummary,
  StaffTicketThreadResponse,
} from '@app/shared-contracts/schemas';
import type { OpsClient } from './ops-client';

// tickets, reply-ticket, bank-questions, answer-question (--teacher too: the answer's teacher_id),
// add-note and add-outlet through the staff api (decisions 0041, 0051).

type Out = { log: (line: string) => void };
type Fail = (message: string) => Error;

/** A file of the command line as a multipart part, named as on disk (the api reads the type from it and the bytes). */
async function filePart(form: FormData, field: string, path: string, fail: Fail) {
  const bytes = await readFile(path).catch(() => {
    throw fail(`${path}: no such file`);
  });
  form.append(field, new Blob([bytes]), basename(path));
}

const idOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

async function everyPage<T>(api: OpsClient, path: string, query: Record<string, string>) {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const r = await api.get<{ items: T[]; total: number }>(path, { ...query, page, per_page: 100 });
    items.push(...r.items);
    if (r.items.length === 0 || items.length >= r.total) return items;
  }
}

export async function remoteCommunity(command: string, api: OpsClient, args: string[], out: Out, fail: Fail) {
  if (command === 'tickets') {
    const rows = await everyPage<StaffTicketSummary>(api, '/tickets', { status: 'open', order: 'asc' });
    if (rows.length === 0) out.log('no open tickets');
    for (const t of rows) {
      const who = t.user_id
        ? (t.email ?? t.name ?? `student ${t.user_id}`)
        : `guest ${t.name} <${t.email}> ${t.phone}`;
      out.log(`#${t.id} ${t.created_at} ${who}: ${t.title}`);
    }
    return;
  }
  if (command === 'bank-questions') {
    const rows = await everyPage<StaffBankQuestion>(api, '/bank-questions', {
      status: 'unanswered',
      order: 'asc',
    });
    if (rows.length === 0) out.log('no questions waiting');
    for (const q of rows) {
      out.log(
        `#${q.id} ${q.created_at} ${q.student.email} page ${q.page_number} question ${q.question_number}` +
          `${q.text ? ` "${q.text.replace(/\s+/g, ' ')}"` : ''}${q.image_url ? ` image ${q.image_url}` : ''}`,
      );
    }
    return;
  }
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      text: { type: 'string' },
      image: { type: 'string' },
      audio: { type: 'string' },
      pdf: { type: 'string' },
      teacher: { type: 'string' },
      file: { type: 'string' },
      name: { type: 'string' },
      governorate: { type: 'string' },
      city: { type: 'string' },
      address: { type: 'string' },
      phone: { type: 'string' },
      map: { type: 'string' },
    },
  });
  if (command === 'reply-ticket') {
    const id = idOf(positionals[0]);
    const text = values.text?.trim();
    if (id === null || positionals.length !== 1 || !text) throw fail('reply-ticket <id> --text "<reply>"');
    const { data } = await api.send<StaffTicketThreadResponse>('POST', `/tickets/${id}/replies`, {
      content: text,
    });
    out.log(`#${data.id} answered (${data.user_id === null ? `e-mail to ${data.email}` : 'notification'})`);
    return;
  }
  if (command === 'answer-question') {
    const id = idOf(positionals[0]);
    const text = values.text?.trim() || null;
    const teacherId = values.teacher === undefined ? null : idOf(values.teacher);
    if (
      id === null ||
      positionals.length !== 1 ||
      (!text && !values.image && !values.audio && !values.pdf) ||
      (teacherId === null && values.teacher !== undefined)
    )
      throw fail(
        'answer-question <id> [--text "<answer>"] [--image <file>] [--audio <file>] [--pdf <file>] [--teacher <id>]',
      );
    const form = new FormData();
    if (text) form.append('text', text);
    if (teacherId !== null) form.append('teacher_id', String(teacherId));
    for (const field of ['image', 'audio', 'pdf'] as const) {
      const path = values[field];
      if (path) await filePart(form, field, path, fail);
    }
    const { data } = await api.form<{ data: StaffBankQuestion }>(`/bank-questions/${id}/answer`, form);
    const files = (['image', 'audio', 'pdf'] as const)
      .map((f) => [f, data[`answer_${f}`]] as const)
      .filter(([, url]) => url)
      .map(([f, url]) => ` ${f} ${url}`)
      .join('');
    out.log(`#${id} answered${files}`);
    return;
  }
  if (command === 'add-note') {
    const name = values.name?.trim();
    if (!name || !values.file || positionals.length > 0) throw fail('add-note --name "<name>" --file <path>');
    const form = new FormData();
    form.append('name', name);
    await filePart(form, 'file', values.file, fail);
    const { data } = await api.form<{ data: StaffNote }>('/notes', form);
    out.log(`note #${data.id} ${data.name} (${data.size} bytes)`);
    return;
  }
  const need = ['name', 'governorate', 'city', 'address'] as const;
  if (need.some((k) => !values[k]?.trim()) || positionals.length > 0)
    throw fail(
      'add-outlet --name "<name>" --governorate "<gov>" --city "<city>" --address "<address>" [--phone <n>] [--map <url>]',
    );
  if (values.map && !/^https:\/\//.test(values.map)) throw fail('--map must be an https link');
  const { data } = await api.send<{ data: StaffOutlet }>('POST', '/outlets', {
    name: values.name,
    governorate: values.governorate,
    city: values.city,
    address: values.address,
    phone: values.phone ?? null,
    map_url: values.map ?? null,
  });
  out.log(`outlet #${data.id} ${data.name}`);
}
