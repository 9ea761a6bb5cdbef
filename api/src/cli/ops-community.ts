import { readFile, stat } from 'node:fs/promises';
import { basename, extname, isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileTypeFromBuffer } from 'file-type';
import { repoRoot } from '../config';
import type { Db } from '../db/index';
import { attachments, outlets } from '../db/schema/index';
import { answerQuestion, unansweredQuestions } from '../domain/bank/index';
import { openTickets, replyToTicket } from '../domain/support/index';
import { reencodeImage } from '../lib/image';
import { sniffImage, storeUpload } from '../lib/uploads';
import { NOTE_TYPES } from '../routes/attachments/index';

// Staff commands of mfe-community (pnpm ops): tickets, bank answers, notes and outlets.

export const COMMUNITY_USAGE = `  tickets
      Lists the open support tickets (id, date, who, title, content).

  reply-ticket <id> --text "<reply>"
      Replies to a ticket: a student's thread takes any number (each a ticket_reply notification);
      a guest's ticket is answered once, by e-mail (outbox).

  bank-questions
      Lists the students' bank questions waiting for an answer.

  answer-question <id> [--text "<answer>"] [--image <file>] [--audio <file>] [--pdf <file>] [--teacher <id>]
      Answers a student's question (at least one of text, image, audio, pdf); the student is notified.

  add-note --name "<name>" --file <path>
      Publishes a study note on /attachments (pdf, doc(x), ppt(x), xlsx, png, jpg, webp, mp3, zip).

  add-outlet --name "<name>" --governorate "<gov>" --city "<city>" --address "<address>" [--phone <n>] [--map <url>]
      Adds a centre to /our-outlets.`;

export type CommunityCommand =
  | 'tickets'
  | 'reply-ticket'
  | 'bank-questions'
  | 'answer-question'
  | 'add-note'
  | 'add-outlet';

interface Out {
  log: (line: string) => void;
}
type Fail = (message: string) => Error;

const AUDIO = new Set(['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/ogg', 'audio/mp4', 'audio/aac']);
const idOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};
/** DATA_DIR/uploads as the api resolves it. */
export function uploadsDir(): string {
  const dataDir = process.env.DATA_DIR || './data';
  return join(isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir), 'uploads');
}

/** Where staff find a question's photo: private ones under DATA_DIR (never served publicly). */
const photoPath = (url: string) => (url.startsWith('private/') ? join(uploadsDir(), '..', url) : url);

async function storeImage(path: string, fail: Fail): Promise<string> {
  const bytes = await readFile(path);
  const type = await sniffImage(bytes);
  const clean = type ? await reencodeImage(bytes, type.ext) : null;
  if (!type || !clean) throw fail(`${path} is not a jpeg, png or webp image`);
  return storeUpload(uploadsDir(), 'bank-answers', type.ext, clean);
}

// A PDF answer: the bytes must be a PDF (its 'pdf' badge and link in the bank promise one).
async function storePdf(path: string, fail: Fail): Promise<string> {
  const bytes = await readFile(path);
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== 'application/pdf') throw fail(`${path} is not a pdf file`);
  return storeUpload(uploadsDir(), 'bank-answers', 'pdf', bytes);
}

async function storeAudio(path: string, fail: Fail): Promise<string> {
  const bytes = await readFile(path);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !AUDIO.has(type.mime)) throw fail(`${path} is not an audio file (mp3, wav, ogg, m4a)`);
  return storeUpload(uploadsDir(), 'bank-answers', type.ext, bytes);
}

export async function communityCommand(
  command: CommunityCommand,
  db: Db,
  args: string[],
  out: Out,
  fail: Fail,
) {
  if (command === 'tickets') {
    const rows = await openTickets(db);
    if (rows.length === 0) out.log('no open tickets');
    for (const { t, userEmail } of rows) {
      const who = userEmail ?? `guest ${t.name} <${t.email}> ${t.phone}`;
      out.log(`#${t.id} ${t.createdAt.toISOString()} ${who}: ${t.title} — ${t.content.replace(/\s+/g, ' ')}`);
    }
    return;
  }
  if (command === 'bank-questions') {
    const rows = await unansweredQuestions(db);
    if (rows.length === 0) out.log('no questions waiting');
    for (const { q, email } of rows) {
      out.log(
        `#${q.id} ${q.createdAt.toISOString()} ${email} page ${q.pageNumber} question ${q.questionNumber}` +
          `${q.text ? ` "${q.text.replace(/\s+/g, ' ')}"` : ''}${q.imageUrl ? ` image ${photoPath(q.imageUrl)}` : ''}`,
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
      name: { type: 'string' },
      file: { type: 'string' },
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
    const { ticket, via } = await replyToTicket(db, id, text);
    out.log(`#${ticket.id} answered (${via === 'email' ? `e-mail to ${ticket.email}` : 'notification'})`);
    return;
  }
  if (command === 'answer-question') {
    const id = idOf(positionals[0]);
    const teacherId = values.teacher === undefined ? null : idOf(values.teacher);
    const text = values.text?.trim() || null;
    if (
      id === null ||
      positionals.length !== 1 ||
      (!text && !values.image && !values.audio && !values.pdf) ||
      (teacherId === null && values.teacher !== undefined)
    )
      throw fail(
        'answer-question <id> [--text "<answer>"] [--image <file>] [--audio <file>] [--pdf <file>] [--teacher <id>]',
      );
    const image = values.image ? await storeImage(values.image, fail) : null;
    const audio = values.audio ? await storeAudio(values.audio, fail) : null;
    const pdf = values.pdf ? await storePdf(values.pdf, fail) : null;
    await answerQuestion(db, id, { text, image, audio, pdf, teacherId });
    out.log(
      `#${id} answered${image ? ` image ${image}` : ''}${audio ? ` audio ${audio}` : ''}${pdf ? ` pdf ${pdf}` : ''}`,
    );
    return;
  }
  if (command === 'add-note') {
    const name = values.name?.trim();
    const file = values.file;
    const ext = file ? extname(file).slice(1).toLowerCase() : '';
    if (!name || !file || positionals.length > 0) throw fail('add-note --name "<name>" --file <path>');
    if (!NOTE_TYPES[ext]) throw fail(`${basename(file)}: unsupported type .${ext}`);
    const size = (await stat(file)).size;
    // Through storeUpload: the local folder, or the bucket with STORAGE=s3.
    const url = await storeUpload(uploadsDir(), 'notes', ext, await readFile(file));
    const [row] = await db
      .insert(attachments)
      .values({ name, url, size, extension: ext, public: true, position: 1000 })
      .returning({ id: attachments.id });
    out.log(`note #${row?.id} ${name} (${size} bytes)`);
    return;
  }
  const need = ['name', 'governorate', 'city', 'address'] as const;
  if (need.some((k) => !values[k]?.trim()) || positionals.length > 0)
    throw fail(
      'add-outlet --name "<name>" --governorate "<gov>" --city "<city>" --address "<address>" [--phone <n>] [--map <url>]',
    );
  if (values.map && !/^https:\/\//.test(values.map)) throw fail('--map must be an https link');
  const [row] = await db
    .insert(outlets)
    .values({
      name: String(values.name).trim(),
      governorate: String(values.governorate).trim(),
      city: String(values.city).trim(),
      address: String(values.address).trim(),
      phone: values.phone?.trim() || null,
      mapUrl: values.map ?? null,
    })
    .returning({ id: outlets.id });
  out.log(`outlet #${row?.id} ${values.name}`);
}
