import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceStaffEvent } from '../../src/domain/staff-events/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';
import { makeStaff } from '../support/staff';

// GET /v1/staff/events over a real socket: Server-Sent Events reach every staff role, carry the
// announced kind, and end cleanly when the client leaves or the server closes.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1/staff/events`;
});
afterAll(async () => {
  await t?.close();
});

/** Reads the stream until `until` appears in it (or 5 s pass). */
async function readUntil(res: Response, until: string): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 5000;
  while (!text.includes(until) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  reader.releaseLock();
  return text;
}

describe('GET /v1/staff/events', () => {
  it.each(['admin', 'assistant', 'teacher'] as const)('streams announced kinds to a %s', async (role) => {
    const member = await makeStaff(t.db, role);
    const abort = new AbortController();
    const res = await fetch(base, { headers: bearer(member.token), signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await readUntil(res, 'connected')).toContain(': connected');
    announceStaffEvent(t.db, 'topups');
    const text = await readUntil(res, 'topups');
    expect(text).toContain('event: staff\ndata: {"kind":"topups"}\n\n');
    abort.abort();
  });

  it('takes the token as ?token= (an EventSource sends no header)', async () => {
    const member = await makeStaff(t.db, 'assistant');
    const abort = new AbortController();
    const res = await fetch(`${base}?token=${member.token}`, { signal: abort.signal });
    expect(res.status).toBe(200);
    announceStaffEvent(t.db, 'tickets');
    expect(await readUntil(res, 'tickets')).toContain('{"kind":"tickets"}');
    abort.abort();
  });

  it('refuses a student (403 STAFF_ONLY) and a guest (401), by header or by ?token=', async () => {
    const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
    const student = (await signUp(t.app, t.db, gradeId)).token;
    const byQuery = await fetch(`${base}?token=${student}`);
    expect(byQuery.status).toBe(403);
    expect(((await byQuery.json()) as { error: string }).error).toBe('STAFF_ONLY');
    expect((await fetch(base, { headers: bearer(student) })).status).toBe(403);
    expect((await fetch(base)).status).toBe(401);
    expect((await fetch(`${base}?token=${'x'.repeat(40)}`)).status).toBe(401);
  });

  it('an open stream does not hold the server when it closes', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as AddressInfo).port;
    const member = await makeStaff(other.db, 'admin');
    const res = await fetch(`http://127.0.0.1:${port}/v1/staff/events`, { headers: bearer(member.token) });
    await readUntil(res, 'connected');
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5000);
    // The stream ended with the server.
    const reader = res.body!.getReader();
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
  });
});
