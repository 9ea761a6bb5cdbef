import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, auditLog } from '../../src/db/schema/index';
import { recordAudit } from '../../src/domain/audit/index';
import { staffRoutesWith, UndeclaredStaffRouteError } from '../../src/routes/staff/index';
import { STAFF_ROUTE_ROLES, type StaffRole } from '../../src/routes/staff/roles';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';
import { ageToken, makeStaff, type StaffMember } from '../support/staff';

// Decision 0036: every row of STAFF_ROUTE_ROLES × guest, student and each staff role. Runs on
// PGlite, and on PostgreSQL with TEST_DATABASE_URL (test/support/app.ts).
const ROLES: StaffRole[] = ['admin', 'assistant', 'teacher'];
/** Routes that answer a stream: their allowed roles are tried over a real socket (below). */
const STREAMS = new Set(['GET /events']);

let t: TestApp;
let student: string;
const staff = {} as Record<StaffRole, StaffMember>;

beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  student = (await signUp(t.app, t.db, gradeId)).token;
  for (const role of ROLES) staff[role] = await makeStaff(t.db, role);
});
afterAll(async () => {
  await t?.close();
});

const rows = Object.entries(STAFF_ROUTE_ROLES).map(([key, roles]) => {
  const [method, path] = key.split(' ') as [string, string];
  // An id nothing has: the check comes before the route looks anything up, and an allowed role's
  // call must change nothing (an id of 1 would sign our student out).
  return { key, method, url: `/v1/staff${path.replace(/:[A-Za-z]+/g, '999999')}`, roles };
});

function call(method: string, url: string, token?: string) {
  const withBody = method !== 'GET' && method !== 'DELETE';
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(withBody ? { payload: {} } : {}),
  });
}

describe('the roles table and the routes agree', () => {
  it.each(rows)('$key is a registered route', ({ method, key }) => {
    const path = key.slice(method.length + 1);
    expect(t.app.hasRoute({ method: method as 'GET', url: `/v1/staff${path}` })).toBe(true);
  });

  it('a staff route missing from the table stops the app at start-up', async () => {
    const app = Fastify();
    const area = async (a: ReturnType<typeof Fastify>) => {
      a.get('/not-declared', async () => ({}));
    };
    await expect(app.register(staffRoutesWith([area]), { prefix: '/v1' }).ready()).rejects.toThrow(
      UndeclaredStaffRouteError,
    );
    await app.close().catch(() => {});
  });
});

describe.each(rows)('$key', ({ method, url, roles, key }) => {
  it('a guest is 401 UNAUTHENTICATED', async () => {
    const res = await call(method, url);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('UNAUTHENTICATED');
  });

  it('a student is 403 STAFF_ONLY', async () => {
    const res = await call(method, url, student);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'STAFF_ONLY', message: 'هذه الصفحة لفريق عمل المنصة فقط' });
  });

  const wrong = ROLES.filter((r) => !roles.includes(r));
  if (wrong.length) {
    it.each(wrong)('%s is 403 ROLE_FORBIDDEN', async (role) => {
      const res = await call(method, url, staff[role].token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('ROLE_FORBIDDEN');
    });
  }

  if (!STREAMS.has(key)) {
    it.each([...roles])('%s passes the role check (neither 401 nor 403)', async (role) => {
      const res = await call(method, url, staff[role].token);
      expect([401, 403]).not.toContain(res.statusCode);
    });
  }
});

describe('staff sessions', () => {
  it('a staff token idle past STAFF_IDLE_MINUTES is 401 and revoked; a student token is not', async () => {
    const idle = await makeStaff(t.db, 'assistant');
    await ageToken(t.db, idle.tokenId, 31);
    expect((await call('GET', '/v1/staff/me', idle.token)).statusCode).toBe(401);
    const [row] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, idle.tokenId));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    const fresh = await makeStaff(t.db, 'assistant');
    await ageToken(t.db, fresh.tokenId, 29);
    expect((await call('GET', '/v1/staff/me', fresh.token)).statusCode).toBe(200);
  });

  it("GET /staff/me names the member, the role and a teacher account's teacher", async () => {
    const res = await call('GET', '/v1/staff/me', staff.teacher.token);
    expect(res.json().data).toMatchObject({
      id: staff.teacher.id,
      role: 'teacher',
      teacher: { id: staff.teacher.teacherId },
      idle_minutes: 30,
    });
    expect((await call('GET', '/v1/staff/me', staff.admin.token)).json().data).toMatchObject({
      role: 'admin',
      teacher: null,
    });
  });

  it("the user object's groupId follows the role: admin 1, assistant 2, teacher null", async () => {
    const groups: Record<StaffRole, number | null> = { admin: 1, assistant: 2, teacher: null };
    for (const role of ROLES) {
      const res = await call('GET', '/v1/profile', staff[role].token);
      expect(res.json().user.groupId).toBe(groups[role]);
    }
  });
});

describe('the audit log', () => {
  const actor = () => ({
    id: staff.admin.id,
    role: 'admin' as const,
    teacherId: null,
    ip: '127.0.0.1',
    userAgent: 'test',
  });

  it('is written by recordAudit and read, filtered, by GET /staff/audit', async () => {
    await t.db.transaction(async (tx) => {
      await recordAudit(tx, actor(), {
        action: 'topup.confirm',
        targetType: 'topup',
        targetId: 7,
        before: { status: 'pending' },
        after: { status: 'confirmed' },
      });
      await recordAudit(tx, actor(), { action: 'student.block', targetType: 'user', targetId: 9 });
    });
    const res = await call('GET', '/v1/staff/audit?action=topup.&per_page=5', staff.admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { action: string }) => i.action)).toEqual(['topup.confirm']);
    expect(body.items[0]).toMatchObject({
      actor: { id: staff.admin.id },
      actor_role: 'admin',
      target_id: '7',
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
    expect(body).toMatchObject({ total: 1, page: 1, per_page: 5 });
  });

  it('a row written in a transaction that fails is not kept', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, actor(), { action: 'test.rollback', targetType: 'none' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'test.rollback'))).toEqual([]);
  });

  it('refuses UPDATE and DELETE in the database itself', async () => {
    await expect(t.db.update(auditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(t.db.delete(auditLog)).rejects.toThrow();
    const left = await t.db.select().from(auditLog);
    expect(left.length).toBeGreaterThan(0);
    expect(left.some((r) => r.action === 'forged')).toBe(false);
  });

  it('a bad filter is 422, not 500', async () => {
    const res = await call('GET', '/v1/staff/audit?from=yesterday&per_page=1000', staff.admin.token);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['from', 'per_page']));
  });
});
