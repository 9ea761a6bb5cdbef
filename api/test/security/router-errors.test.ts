import { connect } from 'node:net';
import { ERROR_MESSAGES } from '@app/shared-contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

// Issue 8 (low): answers given before any route runs (the router's, Node's parser's) had
// Fastify's own body and none of the security headers.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await t?.close();
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(headers['permissions-policy'])).toContain('camera=(self)');
}

describe('the router', () => {
  it.each([
    ['bad percent-encoding', 400, 'BAD_REQUEST', 'GET', '/v1/courses/%E0%A4%A'],
    ['a lone percent', 400, 'BAD_REQUEST', 'GET', '/%'],
    ['a parameter past 256 characters', 414, 'NOT_FOUND', 'GET', `/v1/courses/${'1'.repeat(300)}`],
    ['an unknown route', 404, 'NOT_FOUND', 'GET', '/v1/no-such-call'],
    ['a method the route has not (DELETE)', 404, 'NOT_FOUND', 'DELETE', '/v1/app'],
    ['a method the route has not (PATCH)', 404, 'NOT_FOUND', 'PATCH', '/v1/profile'],
    ['a method no route has (PROPFIND)', 404, 'NOT_FOUND', 'PROPFIND', '/v1/app'],
  ])('%s → %i %s, with the security headers', async (_n, status, code, method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: code, message: expect.stringMatching(/[\u0600-\u06ff]/) });
    expectSecurityHeaders(res.headers);
  });
});

/** Sends `raw` on a fresh connection and reads the answer until the server closes it. */
function rawRequest(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.on('data', (b) => {
      answer += b.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('the server kept the connection open')));
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

describe("what Node's HTTP parser refuses (a real socket)", () => {
  const big = 'a'.repeat(20_000);
  it.each([
    ['a garbage request line', 'GARBAGE\r\n\r\n', 400, 'BAD_REQUEST'],
    ['a method that is no token', 'G@T /v1/app HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'BAD_REQUEST'],
    [
      'a header line without a colon',
      'GET /v1/app HTTP/1.1\r\nHost: x\r\nbroken\r\n\r\n',
      400,
      'BAD_REQUEST',
    ],
    [
      'a Content-Length that is no number',
      'POST /v1/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      400,
      'BAD_REQUEST',
    ],
    [
      'both Content-Length and chunked (smuggling)',
      'POST /v1/login HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      'BAD_REQUEST',
    ],
    ['a 20 kB url', `GET /v1/courses?search=${big} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, 'PAYLOAD_TOO_LARGE'],
    ['a 20 kB header', `GET /v1/app HTTP/1.1\r\nHost: x\r\nX-Big: ${big}\r\n\r\n`, 431, 'PAYLOAD_TOO_LARGE'],
  ])('%s → %i %s with the security headers, then closed', async (_n, raw, status, code) => {
    const answer = parse(await rawRequest(raw));
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error: code, message: ERROR_MESSAGES[code as 'BAD_REQUEST'] });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expectSecurityHeaders(answer.headers);
  });
});
