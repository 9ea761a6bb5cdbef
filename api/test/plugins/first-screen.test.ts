import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FIRST_SCREEN_ENTRY } from '@app/shared-contracts/first-screen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

// The entry is the shell's (shell/src/server/first-screen.ts, tested there); this stand-in keeps
// its contract (shared-contracts contracts/first-screen.ts) so that the api's part, mounting it,
// is tested on its own.
const ENTRY = (mark: string) => `
export function createFirstScreen({ shellDist, deployRoot, fetch }) {
  return {
    async warm() {},
    async page({ url, cookie }) {
      if (url === '/broken') throw new Error('broken');
      if (url === '/slow') return new Promise(() => {});
      if (url.startsWith('/plain')) return { html: null, links: ['</static/js/index.js>; rel=preload; as=script'] };
      const res = await fetch('/app', { accept: 'application/json', Authorization: 'Bearer x', cookie: 'a=b' });
      const known = shellDist.endsWith('shell') && deployRoot.endsWith('deploy');
      return {
        html: '<!doctype html><p>${mark} ' + url + ' cookie=' + cookie + ' app=' + res.status + ' known=' + known + '</p>',
        links: ['</v1/app>; rel=preload; as=fetch; crossorigin', '</static/font/a.woff2>; rel=preload; as=font'],
      };
    },
  };
}`;
const PLAIN =
  '<!doctype html><html><body><div id="root"><div class="boot">جارٍ التحميل</div></div></body></html>';

let t: TestApp;
let dir: string;
let entry: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'api-first-screen-'));
  const shell = join(dir, 'shell');
  entry = join(shell, FIRST_SCREEN_ENTRY);
  mkdirSync(join(shell, 'server'), { recursive: true });
  writeFileSync(join(shell, 'index.html'), PLAIN);
  writeFileSync(entry, ENTRY('first'));
  const deploy = join(dir, 'deploy');
  mkdirSync(deploy);
  t = await createTestApp({ shellDist: shell, deployRoot: deploy });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe("the shell's first screen, mounted", () => {
  it('sends what the entry answers, with its hints, for / and the client-side routes', async () => {
    for (const url of ['/', '/courses/7?tab=lessons']) {
      const res = await get(url, { cookie: 'app_session=1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // The entry was given the address, the cookie and the api's own answers, in-process.
      expect(res.body).toBe(`<!doctype html><p>first ${url} cookie=app_session=1 app=200 known=true</p>`);
      expect(res.headers.link).toBe(
        '</v1/app>; rel=preload; as=fetch; crossorigin, </static/font/a.woff2>; rel=preload; as=font',
      );
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
    }
  });

  it('goes out compressed', async () => {
    const br = await get('/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<p>first /login');
    const gzip = await get('/login', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<p>first /login');
  });

  it("sends the shell's plain html with the entry's hints when it renders nothing, never a 304", async () => {
    const res = await get('/plain');
    expect(res.body).toBe(PLAIN);
    expect(res.headers.link).toBe('</static/js/index.js>; rel=preload; as=script');
    // The hints name the live release: no validator, so never a 304 with stale cached headers.
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
  });

  it('sends the plain html when the entry fails or is late', async () => {
    for (const url of ['/broken', '/slow']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(PLAIN);
      expect(res.headers.link).toBeUndefined();
    }
  });

  it("loads a new build of the shell's entry, and sends the plain html without one", async () => {
    writeFileSync(entry, ENTRY('second'));
    const later = new Date(Date.now() + 5000);
    utimesSync(entry, later, later);
    expect((await get('/')).body).toContain('<p>second /');
    rmSync(entry);
    expect((await get('/')).body).toBe(PLAIN);
  });
});
