import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/db/index';
import { createMailer, resetMail, verifyMail } from '../../../src/domain/mail/index';
import { recentMailsTo } from '../../../src/domain/mail/outbox-repository';
import { pgliteFactory } from '../_support/db';

describe('mail domain: the outbox', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await pgliteFactory();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('keeps every mail in the outbox without SMTP, newest first per address', async () => {
    const { db } = handle;
    const mailer = createMailer({ from: 'منصة التعلم <no-reply@localhost>' });
    await mailer.send(db, verifyMail('a@example.com', 'منى', '123456'));
    await mailer.send(db, resetMail('a@example.com', 'منى', '654321'));
    await mailer.send(db, verifyMail('b@example.com', 'علي', '111111'));
    const rows = await recentMailsTo(db, 'a@example.com');
    expect(rows.map((r) => r.kind)).toEqual(['reset', 'verify']);
    expect(rows[0]?.text).toContain('654321');
    expect(rows[1]?.text).toContain('123456');
    expect(rows.every((r) => r.sentAt === null)).toBe(true);
    expect(await recentMailsTo(db, 'a@example.com', 1)).toHaveLength(1);
    expect(await recentMailsTo(db, 'nobody@example.com')).toEqual([]);
  });

  it('keeps the mail and records the error when SMTP cannot be reached', async () => {
    const { db } = handle;
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (_o: object, msg: string) => void warnings.push(msg) };
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@localhost', log });
    await mailer.send(db, verifyMail('c@example.com', 'سارة', '222222'));
    const [row] = await recentMailsTo(db, 'c@example.com');
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row?.error).toBeTruthy();
    expect(warnings).toHaveLength(1);
  });
});
