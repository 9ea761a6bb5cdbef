import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';
import { multipart, PNG_1X1 } from '../support/multipart';

// Issue 8, finding 7: a malformed multipart body answered 500.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t.app, t.db, (await seedBasics(t.db)).gradeIds[0]!)).token;
});
afterAll(async () => {
  await t?.close();
});

const ok = () => multipart('avatar', { name: 'a.png', type: 'image/png', data: PNG_1X1 });
const upload = (headers: Record<string, string>, payload: Buffer | string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/profile/avatar',
    headers: { ...bearer(token), ...headers },
    payload,
  });

describe('malformed multipart', () => {
  it('no boundary, a body cut short, a field where the file should be: 422 on avatar', async () => {
    const good = ok();
    const b = good.headers['content-type'].split('boundary=')[1];
    const cases: [Record<string, string>, Buffer | string][] = [
      [{ 'content-type': 'multipart/form-data' }, good.body],
      [good.headers, good.body.subarray(0, good.body.length - 20)],
      [good.headers, good.body.subarray(0, 30)],
      [good.headers, `--${b}\r\nContent-Disposition: form-data; name="avatar"\r\n\r\nhello\r\n--${b}--\r\n`],
      [good.headers, `--${b}\r\nbroken header line\r\n\r\nx\r\n--${b}--\r\n`],
    ];
    for (const [headers, body] of cases) {
      const res = await upload(headers, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: DETAIL_MESSAGES.chooseImage,
        errors: { avatar: [DETAIL_MESSAGES.chooseImage] },
      });
    }
  });

  it('too many parts (and no file) is a 4xx with the error shape', async () => {
    const b = ok().headers['content-type'].split('boundary=')[1];
    const body = `${Array.from({ length: 30 }, (_, i) => `--${b}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('')}--${b}--\r\n`;
    const res = await upload(ok().headers, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ avatar: [DETAIL_MESSAGES.chooseImage] });
  });
});

describe('uploaded images are decoded whole', () => {
  it('a file that only starts like a PNG is refused', async () => {
    const fake = Buffer.concat([
      PNG_1X1.subarray(0, 16),
      Buffer.from('<script>alert(1)</script>'.repeat(10)),
    ]);
    const m = multipart('avatar', { name: 'a.png', type: 'image/png', data: fake });
    const res = await upload(m.headers, m.body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ avatar: [DETAIL_MESSAGES.notImage] });
  });

  it('what is stored is the image encoded again, without anything appended to it', async () => {
    const tail = Buffer.from('<script>alert("appended")</script>');
    const m = multipart('avatar', { name: 'a.png', type: 'image/png', data: Buffer.concat([PNG_1X1, tail]) });
    const res = await upload(m.headers, m.body);
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().user.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes(tail)).toBe(false);
    expect(served.rawPayload.subarray(0, 8)).toEqual(PNG_1X1.subarray(0, 8));
  });
});

describe('parallel uploads', () => {
  it('leave exactly one file: the one the user points to', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => ok()).map((m) => upload(m.headers, m.body)),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const profile = await t.app.inject({ method: 'GET', url: '/v1/profile', headers: bearer(token) });
    const avatar: string = profile.json().user.avatar;
    const dir = join(t.config.dataDir, 'uploads', 'avatars');
    const files = existsSync(dir)
      ? readdirSync(dir, { recursive: true })
          .map(String)
          .filter((f) => f.includes('.'))
      : [];
    expect(files).toHaveLength(1);
    expect(avatar.endsWith(files[0]!.split('/').at(-1)!)).toBe(true);
  });
});
