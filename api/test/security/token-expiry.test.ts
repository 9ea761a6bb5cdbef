import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../../src/db/schema/index';
import { TOKEN_IDLE_MS, TOKEN_MAX_AGE_MS } from '../../src/domain/auth/tokens';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';

// Issue 8, finding 4: tokens expire after an idle limit and an absolute limit.
let t: TestApp;
let gradeId: number;
beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
});
afterAll(async () => {
  await t?.close();
});

const me = (token: string) => t.app.inject({ method: 'POST', url: '/v1/auth/user', headers: bearer(token) });
const day = 24 * 60 * 60 * 1000;

describe('token lifetime', () => {
  it('a token used within its limits works and records its use', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    expect((await me(s.token)).statusCode).toBe(200);
    const rows = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, s.user.id));
    expect(rows.some((r) => r.lastUsedAt !== null)).toBe(true);
  });

  it('idle past the limit: 401', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const old = new Date(Date.now() - TOKEN_IDLE_MS - day);
    await t.db
      .update(accessTokens)
      .set({ createdAt: old, lastUsedAt: old })
      .where(eq(accessTokens.userId, s.user.id));
    const res = await me(s.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('UNAUTHENTICATED');
  });

  it('older than the absolute limit: 401 even when used yesterday', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    await t.db
      .update(accessTokens)
      .set({
        createdAt: new Date(Date.now() - TOKEN_MAX_AGE_MS - day),
        lastUsedAt: new Date(Date.now() - day),
      })
      .where(eq(accessTokens.userId, s.user.id));
    expect((await me(s.token)).statusCode).toBe(401);
  });
});
