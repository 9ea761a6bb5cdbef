import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/db/index';
import { emailCodes } from '../../../src/db/schema/index';
import { CODE_MAX_ATTEMPTS, consumeCode, createCode } from '../../../src/domain/auth/codes';
import { issueToken, resolveToken, revokeToken, revokeUserTokens } from '../../../src/domain/auth/tokens';
import { makeUser, pgliteFactory } from '../_support/db';

const SECRET = 's'.repeat(32);

describe('auth domain: e-mail codes and bearer tokens', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await pgliteFactory();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('accepts the latest code once; an earlier code stops working; the code is stored hashed', async () => {
    const { db } = handle;
    const userId = await makeUser(db);
    const first = await createCode(db, SECRET, userId, 'verify');
    const second = await createCode(db, SECRET, userId, 'verify');
    const rows = await db.select().from(emailCodes).where(eq(emailCodes.userId, userId));
    expect(rows.map((r) => r.codeHash)).not.toContain(second);
    if (first !== second) {
      await expect(consumeCode(db, SECRET, userId, 'verify', first)).rejects.toMatchObject({
        code: 'INVALID_CODE',
      });
    }
    await expect(consumeCode(db, SECRET, userId, 'reset', second)).rejects.toMatchObject({
      code: 'INVALID_CODE',
    });
    await consumeCode(db, SECRET, userId, 'verify', second);
    await expect(consumeCode(db, SECRET, userId, 'verify', second)).rejects.toMatchObject({
      code: 'INVALID_CODE',
    });
  });

  it('burns a code after too many wrong tries', async () => {
    const { db } = handle;
    const userId = await makeUser(db);
    const code = await createCode(db, SECRET, userId, 'reset');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) {
      await expect(consumeCode(db, SECRET, userId, 'reset', wrong)).rejects.toBeDefined();
    }
    await expect(consumeCode(db, SECRET, userId, 'reset', code)).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
  });

  it('resolves an issued token to its user until it is revoked', async () => {
    const { db } = handle;
    const userId = await makeUser(db);
    const a = await issueToken(db, userId);
    const b = await issueToken(db, userId);
    expect(a.token.length).toBeGreaterThanOrEqual(22);
    expect((await resolveToken(db, a.token))?.user.id).toBe(userId);
    expect(await resolveToken(db, `${a.token}x`)).toBeNull();
    await revokeToken(db, a.tokenId);
    expect(await resolveToken(db, a.token)).toBeNull();
    const c = await issueToken(db, userId);
    await revokeUserTokens(db, userId, c.tokenId);
    expect(await resolveToken(db, b.token)).toBeNull();
    expect((await resolveToken(db, c.token))?.user.id).toBe(userId);
  });
});
