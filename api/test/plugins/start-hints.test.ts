import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteHints } from '../../src/plugins/start-hints';
import { createTestApp, type TestApp } from '../support/app';
import { writeCatalogueRelease, writeShellDist } from '../support/fake-front-end';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'api-hints-'));
  const shell = writeShellDist(join(dir, 'shell'), {
    indexHtml: '<!doctype html><html lang="ar" dir="rtl"><body>shell</body></html>',
    font: 'cairo-arabic-400-normal.abc123.woff2',
  });
  const deploy = join(dir, 'deploy');
  writeCatalogueRelease(deploy);
  t = await createTestApp({ shellDist: shell, deployRoot: deploy });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const linkOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).headers.link as string;

describe('start-up hints on the shell html', () => {
  it("preloads the fonts and, for a remote's page, its live manifest only", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const link = String(res.headers.link);
    expect(link).toContain('</static/font/cairo-arabic-400-normal.abc123.woff2>; rel=preload; as=font');
    expect(link).toContain(
      '</remotes/mfe-catalogue/1.2.0/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
    );
    // A failed script preload would be reused by the retry of a remote that was down.
    expect(link).not.toContain('/remotes/mfe-catalogue/1.2.0/remoteEntry.js');
    expect(link).not.toContain('/remotes/mfe-catalogue/1.2.0/static/');
    // The hints name the live release: no validator, so never a 304 with stale cached headers.
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
  });

  it('gives a shell page only the fonts, and nothing to api answers', async () => {
    const login = await linkOf('/login');
    expect(login).toContain('as=font');
    expect(login).toContain('</v1/app>; rel=preload; as=fetch; crossorigin');
    expect(login).not.toContain('/remotes/');
    // The entry first, then the shell's chunks behind its async boundary. Low priority: they
    // do not block the html's first paint (the start-up overlay), and the entry keeps its place.
    const links = login.split(', ');
    expect(links[0]).toBe('</static/js/index.0f0f0f0f.js>; rel=preload; as=script; fetchpriority=low');
    expect(links).toContain('</static/js/async/n0.1234abcd.js>; rel=preload; as=script; fetchpriority=low');
    expect(links).toContain('</static/css/async/9.5678abcd.css>; rel=preload; as=style; fetchpriority=low');
    expect(await linkOf('/v1/app')).toBeUndefined();
  });
});

describe('start-up hints during a canary', () => {
  it('preload no manifest of a remote whose version each browser picks', () => {
    const live = { version: '1.2.0', entry: '/remotes/mfe-catalogue/1.2.0/mf-manifest.json' };
    const deploy = join(dir, 'deploy');
    expect(remoteHints(deploy, { remotes: { 'mfe-catalogue': live } }, '/')).toHaveLength(1);
    const canary = { version: '1.3.0', entry: '/remotes/mfe-catalogue/1.3.0/mf-manifest.json', percent: 10 };
    expect(remoteHints(deploy, { remotes: { 'mfe-catalogue': { ...live, canary } } }, '/')).toEqual([]);
  });
});
