import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/store';
import { onStaffEvents, parseSse } from './index';

describe('parseSse', () => {
  it('reads complete messages, keeps the unfinished rest, skips comments', () => {
    const { events, rest } = parseSse(
      'retry: 3000\n: connected\n\nevent: staff\ndata: {"kind":"topups"}\n\nevent: st',
    );
    expect(events).toEqual([
      { event: 'message', data: '', retry: 3000 },
      { event: 'staff', data: '{"kind":"topups"}', retry: undefined },
    ]);
    expect(rest).toBe('event: st');
  });

  it('joins multi-line data and reads CRLF', () => {
    expect(parseSse('data: a\r\ndata: b\r\n\r\n').events).toEqual([
      { event: 'message', data: 'a\nb', retry: undefined },
    ]);
  });
});

describe('onStaffEvents', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.setState({ token: null });
  });

  it('sends the bearer token, delivers each event, and closes with the last listener', async () => {
    sessionStore.setState({ token: 'tok' });
    const encoder = new TextEncoder();
    let push: ((text: string) => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        push = (text) => c.enqueue(encoder.encode(text));
      },
    });
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    const seen: string[] = [];
    const stop = onStaffEvents((e) => seen.push(e.kind));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/staff/events');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');

    push?.('event: staff\ndata: {"kind":"tickets"}\n\nevent: staff\ndata: {"kind":');
    push?.('"topups"}\n\nevent: staff\ndata: not json\n\n');
    await vi.waitFor(() => expect(seen).toEqual(['tickets', 'topups']));

    stop();
    expect((init.signal as AbortSignal).aborted).toBe(true);
  });

  it('does not connect while signed out', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const stop = onStaffEvents(() => {});
    stop();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
