import { sampleAppData } from '@app/dev-kit/fixtures';
import { APP_VERSION } from '@app/shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@app/shared-contracts', async (original) => ({
  ...(await original<object>()),
  http: { get: client.get },
}));

const { startEarlyRequests } = await import('../../../lib/early-requests');
const { getAppData } = await import('./get-app-data');

afterEach(() => {
  vi.unstubAllGlobals();
  client.get.mockReset();
});

describe('getAppData', () => {
  it("takes the entry's early answer once, then asks the http client", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(sampleAppData())));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRequests();
    // Spec 1: App-Platform and App-Version on every call, this early one too.
    expect(fetchMock).toHaveBeenCalledWith('/v1/app', {
      headers: { 'App-Platform': 'web', 'App-Version': APP_VERSION },
    });
    expect(fetchMock).toHaveBeenCalledWith('/mfe-registry.json', { cache: 'no-store' });
    await expect(getAppData()).resolves.toEqual(sampleAppData());
    expect(client.get).not.toHaveBeenCalled();

    client.get.mockResolvedValue({ data: sampleAppData({ teachers_page: false }) });
    await expect(getAppData()).resolves.toMatchObject({ teachers_page: false });
    expect(client.get).toHaveBeenCalledWith('/app');
  });

  it('sends the platform a wrapper announced', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('__APP_PLATFORM__', { platform: 'android', version: '1.3.0' });
    startEarlyRequests();
    expect(fetchMock).toHaveBeenCalledWith('/v1/app', {
      headers: { 'App-Platform': 'android', 'App-Version': APP_VERSION },
    });
    await getAppData();
  });

  it('asks the http client when the early request failed (its errors are the ones start-up knows)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    startEarlyRequests();
    client.get.mockRejectedValue(new Error('down'));
    await expect(getAppData()).rejects.toThrow('down');
    expect(client.get).toHaveBeenCalledOnce();
  });
});
