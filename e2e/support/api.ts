// Direct calls to the api under test (same origin as the shell), for set-up and for checking
// what the UI did. Every student made here is a real account in the e2e database.
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

export interface Grade {
  id: number;
  name: string;
}

export interface Student {
  name: string;
  email: string;
  password: string;
  phone: string;
  parentPhone: string;
  grade: Grade;
  governorate: string;
  token?: string;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;

/** A valid Egyptian mobile number in national form (010, 011, 012 or 015 and 8 digits). */
export function egyptianMobile(): string {
  const prefix = ['010', '011', '012', '015'][randomBytes(1)[0]! % 4];
  const rest = String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0');
  return `${prefix}${rest}`;
}

export async function appData(
  request: APIRequestContext,
): Promise<Record<string, unknown> & { grades: Grade[] }> {
  const res = await request.get('/v1/app');
  expect(res.ok(), 'GET /v1/app').toBeTruthy();
  return res.json();
}

/**
 * A few random Arabic letters, for a name of a test's own: staff search students by name, and every
 * other test's student has the same one (two tests running at once would find each other's rows).
 */
export function arabicTag(length = 6): string {
  const letters = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
  return Array.from(randomBytes(length), (b) => letters[b % letters.length]).join('');
}

/** A new student's details (not yet registered), with the first grade of the app data. */
export async function newStudent(
  request: APIRequestContext,
  tag: string,
  name = 'طالب الاختبار الآلي',
): Promise<Student> {
  const { grades } = await appData(request);
  expect(grades.length, 'the seed provides grades, needed to register').toBeGreaterThan(0);
  return {
    name,
    email: uniqueEmail(tag),
    password: `Pass-${randomBytes(6).toString('hex')}`,
    phone: egyptianMobile(),
    parentPhone: egyptianMobile(),
    grade: grades[0]!,
    governorate: 'القاهرة',
  };
}

/** The 6-digit code of the newest mail of that kind sent to the address (GET /v1/dev/outbox). */
export async function outboxCode(
  request: APIRequestContext,
  email: string,
  kind = 'verify',
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/v1/dev/outbox?email=${encodeURIComponent(email)}`);
        if (!res.ok()) return undefined;
        const { data } = (await res.json()) as { data: { kind: string; text: string }[] };
        code = data.find((m) => m.kind === kind)?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a ${kind} code mailed to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

export async function registerViaApi(
  request: APIRequestContext,
  s: Student,
): Promise<{ token: string; user: Record<string, unknown> }> {
  const res = await request.post('/v1/register', {
    data: {
      name: s.name,
      email: s.email,
      password: s.password,
      phone: s.phone,
      phone_country: 'EG',
      parent_phone: s.parentPhone,
      parent_phone_country: 'EG',
      grade_id: s.grade.id,
      governorate: s.governorate,
    },
  });
  expect(res.status(), `POST /v1/register ${await res.text()}`).toBe(200);
  const body = await res.json();
  expect(body.token, 'register signs the student in (register_auto_login)').toBeTruthy();
  s.token = body.token;
  return body;
}

export async function verifyViaApi(request: APIRequestContext, s: Student): Promise<void> {
  const code = await outboxCode(request, s.email);
  const res = await request.post('/v1/verify', { data: { code }, headers: auth(s.token!) });
  expect(res.status(), `POST /v1/verify ${await res.text()}`).toBe(200);
}

/** Registered and e-mail confirmed: a student who can use every page. */
export async function readyStudent(request: APIRequestContext, tag: string, name?: string): Promise<Student> {
  const s = await newStudent(request, tag, name);
  await registerViaApi(request, s);
  await verifyViaApi(request, s);
  return s;
}

export async function loginViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const res = await request.post('/v1/login', { data: { email, password } });
  expect(res.status(), `POST /v1/login ${await res.text()}`).toBe(200);
  return (await res.json()).token;
}

// biome-ignore lint/suspicious/noExplicitAny: JSON of the api under test; each test asserts the fields it reads.
export async function getProfile(request: APIRequestContext, token: string): Promise<Record<string, any>> {
  const res = await request.get('/v1/profile', { headers: auth(token) });
  expect(res.status(), 'GET /v1/profile').toBe(200);
  return (await res.json()).user;
}

// biome-ignore lint/suspicious/noExplicitAny: JSON of the api under test; each test asserts the fields it reads.
export async function apiGet(request: APIRequestContext, path: string, token?: string): Promise<any> {
  const res = await request.get(path, { headers: token ? auth(token) : {} });
  expect(res.status(), `GET ${path} ${res.status() === 200 ? '' : await res.text()}`).toBe(200);
  return res.json();
}

export async function apiPost(request: APIRequestContext, path: string, data: unknown, token?: string) {
  return request.post(path, { data, headers: token ? auth(token) : {} });
}
