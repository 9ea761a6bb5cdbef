// Live updates of the staff side (issue 32): GET /v1/staff/events, Server-Sent Events saying
// which queue changed ({ kind }). Read with fetch and a stream rather than EventSource, which
// cannot send the Authorization header (the token would sit in the URL, hence in logs). One
// connection per page, opened with the first listener and closed with the last; it reconnects
// after the server's `retry` delay while anyone still listens.
import { useEffect, useRef } from 'react';
import type { StaffEvent, StaffEventKind } from '../../contracts/schemas/staff/events';
import { API_BASE_URL } from '../http/client';
import { sessionStore } from '../session/store';

type Listener = (event: StaffEvent) => void;

/** Splits a stream's text into complete SSE messages; returns them and the unfinished rest. */
export function parseSse(buffer: string): {
  events: { event: string; data: string; retry?: number }[];
  rest: string;
} {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    let retry: number | undefined;
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
    }
    return data.length || retry !== undefined ? [{ event, data: data.join('\n'), retry }] : [];
  });
  return { events, rest };
}

const listeners = new Set<Listener>();
let controller: AbortController | null = null;
let retryMs = 3000;

function dispatch(data: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return;
  }
  const kind = (parsed as { kind?: unknown } | null)?.kind;
  if (typeof kind !== 'string') return;
  for (const listener of [...listeners]) listener({ kind: kind as StaffEventKind });
}

async function connect(signal: AbortSignal): Promise<void> {
  const token = sessionStore.getState().token;
  if (!token) return;
  const res = await fetch(`${API_BASE_URL}/staff/events`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    cache: 'no-store',
    signal,
  });
  // Refused (signed out, not staff): no retry loop; the next listener tries again.
  if (!res.ok || !res.body)
    throw Object.assign(new Error(`staff events ${res.status}`), { final: res.status < 500 });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const { events, rest } = parseSse(buffer + value);
    buffer = rest;
    for (const e of events) {
      if (e.retry !== undefined) retryMs = e.retry;
      if (e.event === 'staff' && e.data) dispatch(e.data);
    }
  }
}

function open() {
  const current = new AbortController();
  controller = current;
  const loop = async () => {
    while (!current.signal.aborted && listeners.size > 0) {
      try {
        await connect(current.signal);
      } catch (error) {
        if (current.signal.aborted || (error as { final?: boolean }).final) break;
      }
      if (!sessionStore.getState().token) break;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
    // Ended (refused, signed out): the next listener opens a new connection.
    if (controller === current) controller = null;
  };
  void loop();
}

/** Listens to the staff events; the returned function stops listening. */
export function onStaffEvents(listener: Listener): () => void {
  listeners.add(listener);
  if (!controller) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      controller?.abort();
      controller = null;
    }
  };
}

/**
 * Calls `onEvent` when a queue of `kind` changes (another desk confirmed a top-up, a student wrote
 * a ticket): the page invalidates its query there. `kind` may be a list.
 */
export function useStaffEvents(
  kind: StaffEventKind | readonly StaffEventKind[],
  onEvent: (event: StaffEvent) => void,
): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const kinds = (Array.isArray(kind) ? kind : [kind]).join(',');
  useEffect(() => {
    const wanted = new Set(kinds.split(','));
    return onStaffEvents((event) => {
      if (wanted.has(event.kind)) latest.current(event);
    });
  }, [kinds]);
}
