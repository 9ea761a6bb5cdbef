import { existsSync, mkdirSync } from 'node:fs';
import { isAbsolute, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectStorage } from '../lib/storage';
import { errorBody } from './error-handler';
import { mountFirstScreen } from './first-screen';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A front end's file whose name carries its content's hash never changes: cached for a year.
 * Any other (a build's entry files, its html) is rewritten by a release: revalidated.
 */
const HASHED = /[.-][0-9a-f]{8,}\./;

/** The name the browser asked for: `remoteEntry.js` also when `remoteEntry.js.br` is sent. */
const baseName = (p: string) => p.slice(p.lastIndexOf('/') + 1).replace(/\.(br|gz)$/, '');
/** Files written with .br and .gz copies beside them at build or release (scripts/lib/precompress.mjs). */
const PRECOMPRESSED = /\.(js|mjs|css|json|html|svg|txt|map|webmanifest)(\.br|\.gz)?$/;

/** A cache must key a precompressed file by Accept-Encoding: the same URL has three bodies. */
function varyByEncoding(res: { setHeader: (name: string, value: string) => unknown }, path: string) {
  if (PRECOMPRESSED.test(path)) res.setHeader('Vary', 'Accept-Encoding');
}

/** Answers a GET of one of the shell's client-side routes: the app's html. */
export type ShellPageSender = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * One port (issue 3 §5): /uploads from DATA_DIR/uploads, /mfe-registry.json and /remotes/** from
 * DEPLOY_ROOT, and the shell build at / with an index.html fallback for client-side routes.
 * Missing directories are skipped, so the api alone (dev, tests) serves only /v1 and /uploads.
 * Returns, when the shell is served, what answers its pages (`/` and the not-found handler's
 * fallback for client-side routes): what the shell's server entry answers (first-screen.ts: a
 * first screen rendered on the server, or the plain index.html, with its hints), else index.html.
 */
export async function installStatic(
  app: FastifyInstance,
  opts: { uploadsDir: string; deployRoot: string; shellDist: string; objects?: ObjectStorage | undefined },
): Promise<ShellPageSender | null> {
  const { objects } = opts;
  if (objects) {
    // Uploads in a bucket: /uploads/<path> sends the browser to a short-lived signed link.
    app.get<{ Params: { '*': string } }>('/uploads/*', async (req, reply) => {
      const rel = normalize(req.params['*']);
      if (!rel || rel.startsWith('..') || isAbsolute(rel))
        return reply.status(404).send(errorBody('NOT_FOUND'));
      return reply
        .header('Cache-Control', 'private, max-age=60')
        .redirect(await objects.signedUrl(`uploads/${rel}`));
    });
  }
  mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    // With a bucket this registration only gives replies sendFile (the route above serves).
    serve: !objects,
    index: false,
    // Uploaded names are random and never rewritten.
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=86400'),
  });

  if (existsSync(opts.deployRoot)) {
    const registry = join(opts.deployRoot, 'mfe-registry.json');
    app.get('/mfe-registry.json', (_req, reply) => {
      if (!existsSync(registry))
        return reply.status(404).send({ error: 'NOT_FOUND', message: 'لا يوجد سجل إصدارات' });
      return reply
        .header('Cache-Control', NO_CACHE)
        .sendFile('mfe-registry.json', opts.deployRoot, { cacheControl: false });
    });
    await app.register(fastifyStatic, {
      root: opts.deployRoot,
      prefix: '/remotes/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        varyByEncoding(res, path);
        res.setHeader('Cache-Control', HASHED.test(baseName(path)) ? IMMUTABLE : NO_CACHE);
        res.setHeader('Access-Control-Allow-Origin', '*');
      },
    });
  }

  if (existsSync(join(opts.shellDist, 'index.html'))) {
    const firstScreen = mountFirstScreen(app, opts);
    const sendPage: ShellPageSender = async (req, reply) => {
      reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8');
      // The answer depends on the session cookie (a guest's first screen or not) and the encoding.
      reply.header('Vary', 'Accept-Encoding, Cookie');
      const answer = await firstScreen.answer(req);
      if (answer?.links.length) reply.header('Link', answer.links.join(', '));
      const html = answer?.html;
      // The hints name the live release: without validators the html is never answered 304, which
      // would bring back the cached answer's old headers (and preload a rolled-back version).
      if (!html)
        return reply.sendFile('index.html', opts.shellDist, {
          cacheControl: false,
          etag: false,
          lastModified: false,
        });
      // The not-found handler (client-side routes) is no route: @fastify/compress does not reach it.
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) {
        const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        return reply.header('Content-Encoding', 'br').send(body);
      }
      if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
      return reply.send(html);
    };
    app.get('/', sendPage);
    await app.register(fastifyStatic, {
      root: opts.shellDist,
      prefix: '/',
      decorateReply: false,
      index: false,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        varyByEncoding(res, path);
        res.setHeader('Cache-Control', HASHED.test(baseName(path)) ? IMMUTABLE : NO_CACHE);
      },
    });
    return sendPage;
  }
  return null;
}
