import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  auditLog,
  courses,
  enrolments,
  lecturePurchases,
  lectures,
  notifications,
  users,
  videos,
  videoViews,
  wallets,
} from '../../src/db/schema/index';
import { updateSettings } from '../../src/domain/settings/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, type SignedUp, seedBasics, signUp } from '../support/fixtures';
import { makeStaff, type StaffMember } from '../support/staff';

// The desk's students api (issue 32): search, the student's page, each action with its audit row
// (and none on a repeat), messages, block and the device limit at login. PGlite, and PostgreSQL
// with TEST_DATABASE_URL.
let t: TestApp;
let gradeIds: number[];
let student: SignedUp;
let admin: StaffMember;
let desk: StaffMember;
let courseId: number;
let lectureId: number;
let videoId: number;

beforeAll(async () => {
  t = await createTestApp();
  gradeIds = (await seedBasics(t.db)).gradeIds;
  student = await signUp(t.app, t.db, gradeIds[0]!, { name: 'سلمى فريد', phone: '01012345678' });
  await t.db.update(users).set({ profileQrCode: 'QR-SALMA-1' }).where(eq(users.id, student.user.id));
  admin = await makeStaff(t.db, 'admin');
  desk = await makeStaff(t.db, 'assistant');
  const [c] = await t.db.insert(courses).values({ name: 'فيزياء', price: 10_000 }).returning();
  const [l] = await t.db
    .insert(lectures)
    .values({ courseId: c!.id, name: 'الحركة', price: 2_000 })
    .returning();
  const [v] = await t.db
    .insert(videos)
    .values({ lectureId: l!.id, name: 'شرح', url: '/a.mp4', viewsLimit: 3 })
    .returning();
  courseId = c!.id;
  lectureId = l!.id;
  videoId = v!.id;
}, 120_000);
afterAll(() => t.close());

const get = (url: string, who: { token: string } = desk) =>
  t.app.inject({ method: 'GET', url: `/v1/staff${url}`, headers: bearer(who.token) });
const post = (url: string, payload: object = {}, who: { token: string } = desk, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/staff${url}`,
    headers: { ...bearer(who.token), ...headers },
    payload,
  });
const auditRows = (action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

describe('GET /v1/staff/students', () => {
  it('finds a student by name, e-mail, phone, wallet address and QR text; never a staff account', async () => {
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, student.user.id));
    const queries = ['سلمى', student.user.email.slice(0, 8), '1012345678', 'QR-SALMA-1'];
    if (wallet) queries.push(wallet.address);
    for (const q of queries) {
      const res = await get(`/students?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(
        res.json().items.map((s: { id: number }) => s.id),
        q,
      ).toContain(student.user.id);
    }
    const staff = await get(`/students?q=${encodeURIComponent(admin.email)}`);
    expect(staff.json()).toMatchObject({ items: [], total: 0 });
  });

  it('a code with digits in it is not a phone: its digits match no phone', async () => {
    // The student's phone 01012345678 holds 5678; a QR text ending in 5678 must not find them.
    const res = await get(`/students?q=${encodeURIComponent('CARD-5678')}`);
    expect(res.json().items.map((s: { id: number }) => s.id)).not.toContain(student.user.id);
    const arabic = await get(`/students?q=${encodeURIComponent('٠١٠١٢٣٤٥٦٧٨')}`);
    expect(arabic.json().items.map((s: { id: number }) => s.id)).toContain(student.user.id);
  });

  it('pages and sorts on the server; % and _ are plain characters', async () => {
    for (let i = 0; i < 3; i++) await signUp(t.app, t.db, gradeIds[0]!, { name: `ترتيب ${i}` });
    const page = (await get('/students?per_page=2&page=1&sort=name&order=asc')).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.per_page).toBe(2);
    const names = page.items.map((s: { name: string }) => s.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect((await get('/students?q=%25')).json().total).toBe(0);
    expect((await get('/students?sort=password_hash')).statusCode).toBe(422);
    expect((await get('/students?per_page=101')).statusCode).toBe(422);
  });
});

describe('GET /v1/staff/students/:id', () => {
  it('answers the profile, courses, lectures, views, results and live sessions', async () => {
    await t.db.insert(videoViews).values({ userId: student.user.id, videoId, countedViews: 2 });
    const res = await get(`/students/${student.user.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile).toMatchObject({
      id: student.user.id,
      name: 'سلمى فريد',
      profile_qr_code: 'QR-SALMA-1',
      blocked: false,
    });
    expect(body.views).toEqual([
      expect.objectContaining({ video: { id: videoId, name: 'شرح' }, counted_views: 2, views_limit: 3 }),
    ]);
    expect(body.sessions.length).toBeGreaterThanOrEqual(1);
  });

  it('a staff account or an unknown id is 404', async () => {
    expect((await get(`/students/${admin.id}`)).statusCode).toBe(404);
    expect((await get('/students/999999')).statusCode).toBe(404);
  });
});

describe('actions', () => {
  it('grant and revoke a course: audited once, a second click changes nothing', async () => {
    const url = `/students/${student.user.id}/courses/${courseId}`;
    expect((await post(`${url}/grant`)).json()).toMatchObject({ changed: true });
    expect((await post(`${url}/grant`)).json()).toMatchObject({ changed: false });
    expect(await auditRows('student.course.grant')).toHaveLength(1);
    const [audit] = await auditRows('student.course.grant');
    expect(audit).toMatchObject({
      actorId: desk.id,
      actorRole: 'assistant',
      targetId: String(student.user.id),
    });
    expect((await post(`${url}/revoke`)).json()).toMatchObject({ changed: true });
    expect((await post(`${url}/revoke`)).json()).toMatchObject({ changed: false });
    const left = await t.db.select().from(enrolments).where(eq(enrolments.userId, student.user.id));
    expect(left).toHaveLength(0);
    expect((await post(`/students/${student.user.id}/courses/999999/grant`)).statusCode).toBe(404);
  });

  it('grants a lecture for some days and takes it back', async () => {
    const url = `/students/${student.user.id}/lectures/${lectureId}`;
    const res = await post(`${url}/grant`, { days: 7 });
    expect(res.json()).toMatchObject({ changed: true });
    const [p] = await t.db
      .select()
      .from(lecturePurchases)
      .where(eq(lecturePurchases.userId, student.user.id));
    expect(p!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await post(`${url}/grant`, { days: 0 })).statusCode).toBe(422);
    expect((await post(`${url}/grant`, { days: 3651 })).statusCode).toBe(422);
    expect((await post(`${url}/revoke`)).json()).toMatchObject({ changed: true });
    expect((await post(`${url}/revoke`)).json()).toMatchObject({ changed: false });
    expect(await auditRows('student.lecture.revoke')).toHaveLength(1);
  });

  it('resets a video’s views once', async () => {
    const url = `/students/${student.user.id}/videos/${videoId}/reset-views`;
    expect((await post(url)).json()).toMatchObject({ changed: true });
    expect((await post(url)).json()).toMatchObject({ changed: false });
    const [view] = await t.db.select().from(videoViews).where(eq(videoViews.userId, student.user.id));
    expect(view!.countedViews).toBe(0);
    expect(await auditRows('student.views.reset')).toEqual([
      expect.objectContaining({ before: { video_id: videoId, counted_views: 2 } }),
    ]);
  });

  it('signs one session out, then all; another student’s session is 404', async () => {
    const s = await signUp(t.app, t.db, gradeIds[0]!);
    const other = await signUp(t.app, t.db, gradeIds[0]!);
    const [tok] = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, other.user.id));
    expect((await post(`/students/${s.user.id}/sessions/${tok!.id}/revoke`)).statusCode).toBe(404);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'user-agent': 'Mozilla/5.0 Test' },
      payload: { email: s.user.email, password: s.password },
    });
    expect(login.statusCode).toBe(200);
    const sessions = (await get(`/students/${s.user.id}`)).json().sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions[0].user_agent).toBe('Mozilla/5.0 Test');
    expect((await post(`/students/${s.user.id}/sessions/${sessions[0].id}/revoke`)).json().changed).toBe(
      true,
    );
    expect((await post(`/students/${s.user.id}/sessions/revoke`)).json().changed).toBe(true);
    expect((await post(`/students/${s.user.id}/sessions/revoke`)).json().changed).toBe(false);
    const me = await t.app.inject({ method: 'POST', url: '/v1/auth/user', headers: bearer(s.token) });
    expect(me.statusCode).toBe(401);
  });

  it('blocks: the sign-ins end and a login is refused with ACCOUNT_BLOCKED; unblock lets it in', async () => {
    const s = await signUp(t.app, t.db, gradeIds[0]!);
    expect((await post(`/students/${s.user.id}/block`)).json().changed).toBe(true);
    expect((await post(`/students/${s.user.id}/block`)).json().changed).toBe(false);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/auth/user', headers: bearer(s.token) })).statusCode,
    ).toBe(401);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { email: s.user.email, password: s.password },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'ACCOUNT_BLOCKED',
      message: 'تم إيقاف حسابك، تواصل مع إدارة السنتر',
    });
    expect((await get(`/students?q=${encodeURIComponent(s.user.email)}`)).json().items[0].blocked).toBe(true);
    expect((await post(`/students/${s.user.id}/unblock`)).json().changed).toBe(true);
    expect((await login()).statusCode).toBe(200);
    expect((await auditRows('student.block'))[0]).toMatchObject({
      after: { blocked: true, sessions_revoked: 1 },
    });
  });
});

describe('the device limit', () => {
  it('off by default; at its number a new login is refused until staff clear the devices', async () => {
    const s = await signUp(t.app, t.db, gradeIds[0]!);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { email: s.user.email, password: s.password },
      });
    expect((await login()).statusCode).toBe(200);
    await updateSettings(t.db, { max_devices_per_student: 2 });
    try {
      const refused = await login();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('DEVICE_LIMIT_REACHED');
      // staff are never limited
      expect((await post(`/students/${s.user.id}/sessions/revoke`)).json().changed).toBe(true);
      expect((await login()).statusCode).toBe(200);
      const live = await t.db
        .select({ n: count() })
        .from(accessTokens)
        .where(and(eq(accessTokens.userId, s.user.id), isNull(accessTokens.revokedAt)));
      expect(live[0]!.n).toBe(1);
    } finally {
      await updateSettings(t.db, { max_devices_per_student: null });
    }
  });
});

describe('POST /v1/staff/messages', () => {
  const bell = async (userId: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'admin_message')));

  it('an assistant messages one student; the bell has it', async () => {
    const s = await signUp(t.app, t.db, gradeIds[1]!);
    const res = await post('/messages', {
      target: { kind: 'student', student_id: s.user.id },
      title: 'موعد الحصة',
      content: 'غداً 5 م',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent: 1 });
    expect(await bell(s.user.id)).toEqual([
      expect.objectContaining({ title: 'موعد الحصة', content: 'غداً 5 م' }),
    ]);
    const me = (await t.app.inject({ method: 'POST', url: '/v1/auth/user', headers: bearer(s.token) })).json()
      .user;
    expect(me.notifications[0].data).toMatchObject({ type: 'admin_message', title: 'موعد الحصة' });
  });

  it('a grade or everyone: admin only', async () => {
    const forbidden = await post('/messages', { target: { kind: 'all' }, title: 'تنبيه' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('ROLE_FORBIDDEN');
    const grade = await post(
      '/messages',
      { target: { kind: 'grade', grade_id: gradeIds[1]! }, title: 'للصف' },
      admin,
    );
    expect(grade.statusCode).toBe(200);
    expect(grade.json().sent).toBeGreaterThanOrEqual(1);
    const [students] = await t.db.select({ n: count() }).from(users).where(isNull(users.staffRole));
    const all = await post('/messages', { target: { kind: 'all' }, title: 'للجميع' }, admin);
    expect(all.json().sent).toBe(students!.n);
    expect(await bell(admin.id)).toHaveLength(0);
    expect(
      (await post('/messages', { target: { kind: 'grade', grade_id: 999999 }, title: 'x' }, admin))
        .statusCode,
    ).toBe(422);
    expect((await auditRows('message.send')).length).toBeGreaterThanOrEqual(3);
  });

  it('a double submit with one Idempotency-Key sends once; a blank title or an unknown student is refused', async () => {
    const s = await signUp(t.app, t.db, gradeIds[0]!);
    const body = { target: { kind: 'student', student_id: s.user.id }, title: 'مرة واحدة' };
    const key = { 'idempotency-key': 'msg-1' };
    expect((await post('/messages', body, desk, key)).statusCode).toBe(200);
    expect((await post('/messages', body, desk, key)).statusCode).toBe(200);
    expect(await bell(s.user.id)).toHaveLength(1);
    expect((await post('/messages', { ...body, title: '   ' })).statusCode).toBe(422);
    const unknown = await post('/messages', { target: { kind: 'student', student_id: 999999 }, title: 'x' });
    expect(unknown.statusCode).toBe(404);
  });
});
