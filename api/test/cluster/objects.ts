import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { multipart, PNG_1X1 } from '../support/multipart';

/** An S3-protocol server on loopback and the STORAGE=s3 environment pointing at it. */
export async function startS3(): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'cluster-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'lms-cluster', configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE: 's3',
      S3_BUCKET: 'lms-cluster',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    stop: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An avatar uploaded through one instance and read through another: same bytes type, 200. */
export async function uploadAcross(writer: number, reader: number, token: string): Promise<boolean> {
  const form = multipart('avatar', { name: 'me.png', type: 'image/png', data: PNG_1X1 });
  const res = await fetch(`http://127.0.0.1:${writer}/v1/profile/avatar`, {
    method: 'POST',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    body: form.body,
  });
  if (res.status !== 200) return false;
  const avatar = ((await res.json()) as { user: { avatar: string } }).user.avatar;
  const redirect = await fetch(`http://127.0.0.1:${reader}${avatar}`, { redirect: 'manual' });
  const signed = redirect.headers.get('location');
  if (redirect.status !== 302 || !signed) return false;
  const file = await fetch(signed);
  const bytes = Buffer.from(await file.arrayBuffer());
  return file.status === 200 && bytes.subarray(1, 4).toString() === 'PNG';
}

/**
 * The public course page is cached a second per instance: a join through one instance must show in
 * another's answer at once (the drop is announced over Redis), not after the cache's second.
 */
export async function cacheDroppedAcross(writer: number, reader: number, token: string, courseId: number) {
  const count = async () => {
    const res = await fetch(`http://127.0.0.1:${reader}/v1/courses/${courseId}`);
    return ((await res.json()) as { data: { users_count: number } }).data.users_count;
  };
  const before = await count();
  await count();
  const join = await fetch(`http://127.0.0.1:${writer}/v1/courses/${courseId}/join`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (join.status !== 200) return { ok: false, before, after: -1 };
  // A join is not broadcast (decision 0062): the other instance's cached page is at most
  // PUBLIC_CACHE_TTL_MS old, and a stale answer starts its reload; 3 s is that with room to spare.
  const started = Date.now();
  let after = await count();
  while (after !== before + 1 && Date.now() - started < 3000) {
    await new Promise((r) => setTimeout(r, 100));
    after = await count();
  }
  return { ok: after === before + 1, before, after, ms: Date.now() - started };
}
