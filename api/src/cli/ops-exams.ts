import { parseArgs } from 'node:util';
import type { Db } from '../db/index';
import { correctEssay, pendingEssays } from '../domain/exams/correct';
import { markWithin } from './ops-bounds';

// Staff commands about essay answers waiting for correction (pnpm ops); usage text in ops-commands.ts.

export interface ExamsOut {
  log: (line: string) => void;
}
type Fail = (message: string) => Error;

const short = (text: string | null, n = 80) =>
  text && text.length > n ? `${text.slice(0, n)}…` : (text ?? '');

/** essays: the essay answers of submitted sessions that wait for a mark. */
export async function listEssays(db: Db, out: ExamsOut) {
  const rows = await pendingEssays(db);
  if (rows.length === 0) out.log('no essay answers waiting');
  for (const r of rows) {
    out.log(
      `#${r.id} session ${r.sessionId} ${r.email} «${r.exam}» (out of ${r.maxMark}) ` +
        `Q: "${short(r.question)}" A: "${short(r.text)}"${r.image ? ` image ${r.image}` : ''}`,
    );
  }
}

/** correct-essay <answerId> --mark <n> */
export async function correctEssayCommand(db: Db, args: string[], out: ExamsOut, usage: Fail) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { mark: { type: 'string' } },
  });
  const id = Number(positionals[0]);
  // '', '0x10' or '1e2' are no marks: Number() would read them as 0, 16 and 100.
  const mark = markWithin(values.mark, usage);
  if (positionals.length !== 1 || !Number.isSafeInteger(id) || id < 1 || mark === undefined)
    throw usage('correct-essay <answerId> --mark <n>');
  const done = await correctEssay(db, id, mark);
  out.log(
    `#${id} marked ${mark}${done.completed ? `; session ${done.sessionId} corrected, the student is notified` : ''}`,
  );
}
