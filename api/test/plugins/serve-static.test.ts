import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

const BIG_CSS = `${'.card{padding:1rem;margin:0 auto}'.repeat(100)}\n`;
let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'api-static-'));
  const shell = join(dir, 'shell');
  const deploy = join(dir, 'deploy');
  mkdirSync(join(shell, 'static', 'js'), { recursive: true });
  writeFileSync(
    join(shell, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><body>shell</body></html>',
  );
  writeFileSync(join(shell, 'static', 'js', 'index.3f2a9c1d.js'), 'console.log(1)');
  // What the build writes beside a text asset (scripts/lib/precompress.mjs).
  const css = join(shell, 'static', 'css', 'index.0badc0de.css');
  mkdirSync(join(shell, 'static', 'css'));
  writeFileSync(css, BIG_CSS);
  writeFileSync(`${css}.br`, brotliCompressSync(BIG_CSS));
  writeFileSync(`${css}.gz`, gzipSync(BIG_CSS));
  mkdirSync(join(deploy, 'mfe-wallet', '1.0.0', 'static', 'js'), { recursive: true });
  writeFileSync(join(deploy, 'mfe-registry.json'), JSON.stringify({ remotes: {} }));
  writeFileSync(join(deploy, 'mfe-wallet', '1.0.0', 'mf-manifest.json'), '{}');
  writeFileSync(join(deploy, 'mfe-wallet', '1.0.0', 'remoteEntry.js'), '//entry');
  writeFileSync(join(deploy, 'mfe-wallet', '1.0.0', 'static', 'js', '12.ab34cd56.js'), '//chunk');
  t = await createTestApp({ shellDist: shell, deployRoot: deploy });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('one-port serving', () => {
  it('serves the shell at / and falls back to index.html for client routes, no-cache', async () => {
    for (const url of ['/', '/courses/12', '/questions-bank/directories/3?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed shell assets immutable, and 404 for missing files', async () => {
    const res = await get('/static/js/index.3f2a9c1d.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await get('/static/js/missing.js')).statusCode).toBe(404);
  });

  it('serves the registry no-cache and remotes with entry files no-cache, chunks immutable', async () => {
    const registry = await get('/mfe-registry.json');
    expect(registry.statusCode).toBe(200);
    expect(registry.headers['cache-control']).toBe('no-cache');
    expect(registry.json()).toEqual({ remotes: {} });
    expect((await get('/remotes/mfe-wallet/1.0.0/mf-manifest.json')).headers['cache-control']).toBe(
      'no-cache',
    );
    expect((await get('/remotes/mfe-wallet/1.0.0/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/mfe-wallet/1.0.0/static/js/12.ab34cd56.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/remotes/mfe-wallet/9.9.9/remoteEntry.js')).statusCode).toBe(404);
  });

  it('sends the precompressed copy the browser accepts, keyed by Accept-Encoding', async () => {
    const url = '/static/css/index.0badc0de.css';
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/css');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_CSS);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(BIG_CSS.length / 10);
    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_CSS);
  });

  it('keeps /v1 answers as JSON, never the shell', async () => {
    const res = await get('/v1/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
  });
});
