import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config';
import {
  bucketOrigin,
  contentSecurityPolicy,
  staticSecurityHeaders,
} from '../../src/plugins/security-headers';
import { createTestApp, type TestApp } from '../support/app';

// Issue 8, finding 8: no security headers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The camera for this origin only (the desk's QR scanner), never for a frame of another.
  expect(String(headers['permissions-policy'])).toContain('camera=(self)');
  expect(String(headers['permissions-policy'])).toContain('microphone=()');
}

describe('security headers', () => {
  it.each([
    ['an api answer', 'GET', '/v1/app'],
    ['an api error', 'POST', '/v1/login'],
    ['an unknown path', 'GET', '/v1/nothing-here'],
    ['a missing upload', 'GET', '/uploads/avatars/none.png'],
  ])('on %s', async (_n, method, url) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expectSecurityHeaders(res.headers);
  });

  it('HSTS only when the request came over TLS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/v1/app' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    process.env.TRUST_PROXY = '1';
    const proxied = await createTestApp();
    delete process.env.TRUST_PROXY;
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/v1/app',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await proxied.close();
    }
  });
});

describe('the headers for files served by nginx or a CDN', () => {
  it('are what the api itself sends, and docs/deploy.md lists them as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/app' });
    const statics = staticSecurityHeaders();
    for (const [name, value] of Object.entries(statics)) {
      expect(String(res.headers[name.toLowerCase()]), name).toBe(value);
    }
    const deploy = readFileSync(join(repoRoot, 'docs/deploy.md'), 'utf8');
    for (const [name, value] of Object.entries(statics)) {
      expect(deploy, name).toContain(`add_header ${name} "${value}" always;`);
    }
  });
});

describe('with uploads in a bucket (STORAGE=s3)', () => {
  it('lets images, videos and their requests load from the bucket, and nothing else from it', () => {
    const s3 = {
      bucket: 'lms',
      region: 'eu-central-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      urlSeconds: 300,
    };
    const aws = contentSecurityPolicy(s3);
    const bucket = 'https://lms.s3.eu-central-1.amazonaws.com';
    for (const name of ['img-src', 'media-src', 'connect-src']) expect(aws[name]).toContain(bucket);
    expect(aws['script-src']).not.toContain(bucket);
    expect(bucketOrigin({ ...s3, endpoint: 'https://minio.example.eg:9000', forcePathStyle: true })).toBe(
      'https://minio.example.eg:9000',
    );
    expect(bucketOrigin({ ...s3, endpoint: 'https://objects.example.eg' })).toBe(
      'https://lms.objects.example.eg',
    );
    expect(contentSecurityPolicy(undefined)['media-src']).toEqual(["'self'", 'blob:']);
  });
});
