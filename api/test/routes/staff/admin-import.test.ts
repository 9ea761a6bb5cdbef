import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { auditLog, grades, users } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../support/app';
import { multipart } from '../../support/multipart';
import { makeStaff, type StaffMember } from '../../support/staff';

let t: TestApp;
let desk: StaffMember;
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const upload = (data: Buffer, mode: 'dry_run' | 'commit', name = 'students.csv', type = CSV) => {
  const form = multipart('file', { name, type, data });
  return t.app.inject({
    method: 'POST',
    url: `/v1/staff/students/import?mode=${mode}`,
    headers: { ...form.headers, authorization: `Bearer ${desk.token}` },
    payload: form.body,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  desk = await makeStaff(t.db, 'assistant');
  await t.db.insert(grades).values({ name: 'الصف الثالث الثانوي' });
});
afterAll(() => t.close());

const csv = [
  'الاسم,البريد الإلكتروني,الهاتف,الصف',
  'منى أحمد,mona@import.test,01012345678,الصف الثالث الثانوي',
  ',bad-email,123,الصف العاشر',
  'كريم علي,karim@import.test,,',
].join('\n');

describe('POST /v1/staff/students/import', () => {
  it('a dry run reports each row and writes nothing', async () => {
    const res = await upload(Buffer.from(csv), 'dry_run');
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ mode: 'dry_run', total: 3, ready: 2, created: 0, skipped: 1 });
    expect(report.rows[1]).toMatchObject({ row: 3, status: 'skipped' });
    expect(Object.keys(report.rows[1].errors).sort()).toEqual(['email', 'grade', 'name', 'phone']);
    const [mona] = await t.db.select().from(users).where(eq(users.email, 'mona@import.test'));
    expect(mona).toBeUndefined();
  });

  it('a commit creates the good rows whole, with a temporary password, audited once', async () => {
    const res = await upload(Buffer.from(csv), 'commit');
    const report = res.json().data;
    expect(report).toMatchObject({ mode: 'commit', created: 2, skipped: 1 });
    const created = report.rows.filter((r: { status: string }) => r.status === 'created');
    expect(created[0].password).toMatch(/^[\w-]{12}$/);
    const [mona] = await t.db.select().from(users).where(eq(users.email, 'mona@import.test'));
    expect(mona).toMatchObject({
      name: 'منى أحمد',
      fullPhone: '+201012345678',
      mustSetPassword: true,
      staffRole: null,
    });
    expect(mona?.gradeId).not.toBeNull();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: 'mona@import.test', password: created[0].password },
    });
    expect(signIn.statusCode).toBe(200);
    const admin = await makeStaff(t.db, 'admin');
    const audit = await t.app.inject({
      method: 'GET',
      url: '/v1/staff/audit?action=students.import',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(audit.json().items).toHaveLength(1);
    expect(audit.json().items[0].after).toMatchObject({ created: 2, skipped: 1 });
  });

  it('the same file again skips every row: the e-mails are taken', async () => {
    const report = (await upload(Buffer.from(csv), 'commit')).json().data;
    expect(report).toMatchObject({ created: 0, skipped: 3 });
    expect(report.rows[0].errors.email).toEqual(['هذا البريد مسجل بالفعل']);
  });

  it('reads an xlsx with English headers, refuses formulas and an e-mail twice in the file', async () => {
    const sheet = [
      ['name', 'email', 'governorate'],
      ['سلمى', 'salma@import.test', 'القاهرة'],
      ['=HYPERLINK("http://x")', 'evil@import.test', ''],
      ['سلمى الثانية', 'SALMA@import.test', ''],
    ].map((row) => row.map((value) => ({ value })));
    const bytes = await writeXlsxFile(sheet).toBuffer();
    const res = await upload(bytes, 'dry_run', 'students.xlsx', XLSX);
    const report = res.json().data;
    expect(report.rows.map((r: { status: string }) => r.status)).toEqual(['ready', 'skipped', 'skipped']);
    expect(report.rows[1].errors.name[0]).toContain('الصيغ');
    expect(report.rows[2].errors.email).toEqual(['هذا البريد مكرر في الملف']);
  });

  it('refuses a file without the name and e-mail columns, an empty file, and binary junk, with 422 on file', async () => {
    for (const data of [
      Buffer.from('a,b\n1,2'),
      Buffer.from('name,email\n'),
      Buffer.from([0, 1, 2, 3, 0xff, 0xfe]),
    ]) {
      const res = await upload(data, 'dry_run');
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['file']);
    }
  });

  it('refuses a file over 2 MB', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 'a');
    const res = await upload(big, 'dry_run');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['الملف أكبر من 2 ميجابايت']);
  });
});

describe('POST /v1/staff/students (pnpm ops create-user)', () => {
  const create = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/staff/students',
      headers: { authorization: `Bearer ${desk.token}` },
      payload,
    });

  it('the desk makes one student with a temporary password who signs in; audited; a taken e-mail is 422', async () => {
    const res = await create({ name: 'هالة سمير', email: 'Hala@Walk-In.test' });
    expect(res.statusCode, res.body).toBe(201);
    const { data, password } = res.json();
    expect(data).toMatchObject({ name: 'هالة سمير', email: 'hala@walk-in.test' });
    expect(password).toMatch(/^[\w-]{12}$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, data.id));
    expect(row).toMatchObject({ staffRole: null, groupId: null, mustSetPassword: true });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: 'hala@walk-in.test', password },
    });
    expect(signIn.statusCode).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'student.create'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: desk.id, targetId: String(data.id) });
    expect(JSON.stringify(audits[0])).not.toContain(password);
    const again = await create({ name: 'هالة سمير', email: 'hala@walk-in.test' });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['email']);
  });

  it('a chosen password and an unconfirmed e-mail (--password, --unverified)', async () => {
    const res = await create({
      name: 'عمر نبيل',
      email: 'omar@walk-in.test',
      password: 'omar-pass-1',
      verified: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().password).toBe('omar-pass-1');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'omar@walk-in.test'));
    expect(row?.emailVerifiedAt).toBeNull();
  });
});
