import { parseArgs } from 'node:util';
import type { Db } from '../db/index';
import { findVideo, grantLecture, resetViews, revokeLecture } from '../domain/lectures/index';
import { STAFF_COUNTS, wholeWithin } from './ops-bounds';

// Staff commands about lectures and videos (pnpm ops); usage text in ops-commands.ts.

export interface LearningOut {
  log: (line: string) => void;
}
type Fail = (message: string) => Error;
type UserByEmail = (db: Db, email: string) => Promise<{ id: number; email: string }>;

const idOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** grant-lecture <email> <lectureId> [--days N] / revoke-lecture <email> <lectureId> / reset-views <email> <videoId> */
export async function learningCommand(
  command: 'grant-lecture' | 'revoke-lecture' | 'reset-views',
  db: Db,
  args: string[],
  out: LearningOut,
  userByEmail: UserByEmail,
  usage: Fail,
) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: command === 'grant-lecture' ? { days: { type: 'string' } } : {},
  });
  const [email, idText] = positionals;
  const id = idOf(idText);
  const days = wholeWithin(
    values.days === undefined ? undefined : String(values.days),
    '--days',
    STAFF_COUNTS.days,
    usage,
  );
  const shape =
    command === 'grant-lecture'
      ? 'grant-lecture <email> <lectureId> [--days <n>]'
      : `${command} <email> <${command === 'reset-views' ? 'videoId' : 'lectureId'}>`;
  if (!email || id === null || positionals.length !== 2) throw usage(shape);
  const user = await userByEmail(db, email);
  if (command === 'grant-lecture') {
    const { lecture, expiresAt } = await grantLecture(db, user.id, id, days);
    out.log(
      `granted lecture #${lecture.id} to ${user.email}${expiresAt ? ` until ${expiresAt.toISOString()}` : ''}`,
    );
  } else if (command === 'revoke-lecture') {
    const had = await revokeLecture(db, user.id, id);
    out.log(
      had
        ? `revoked lecture #${id} from ${user.email}`
        : `${user.email} had not bought lecture #${id} on its own`,
    );
  } else {
    await findVideo(db, id);
    const had = await resetViews(db, user.id, id);
    out.log(
      had ? `views of video #${id} reset for ${user.email}` : `${user.email} has no views of video #${id}`,
    );
  }
}
