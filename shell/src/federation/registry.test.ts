import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const wallet = { name: 'mfe_wallet', version: '1.0.0', entry: '/remotes/mfe-wallet/1.0.0/mf-manifest.json' };

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () =>
    typeof body === 'string'
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// A fresh module per test: the registry state is module-level.
const freshRegistry = () => import('./registry');

beforeEach(() => {
  vi.resetModules();
  runtime.registerRemotes.mockReset();
});

describe('loadRegistry', () => {
  it('fetches without the HTTP cache and registers each remote by name and absolute entry', async () => {
    const fetchMock = answer({ remotes: { 'mfe-wallet': wallet } });
    const { loadRegistry } = await freshRegistry();
    const state = await loadRegistry();
    expect(fetchMock).toHaveBeenCalledWith('/mfe-registry.json', { cache: 'no-store' });
    expect(state.status).toBe('ready');
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_wallet', entry: `${window.location.origin}${wallet.entry}` }],
      { force: false },
    );
  });

  it.each([
    ['a server error', 'oops', 500],
    ['a body that is not JSON', '<html>', 200],
    ['JSON without remotes', { hello: 1 }, 200],
  ])('keeps the shell working on %s', async (_, body, status) => {
    answer(body, status);
    const { loadRegistry, getRegistryState } = await freshRegistry();
    await expect(loadRegistry()).resolves.toMatchObject({ status: 'error', remotes: {} });
    expect(getRegistryState().status).toBe('error');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });

  it('keeps working when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { loadRegistry } = await freshRegistry();
    await expect(loadRegistry()).resolves.toMatchObject({ status: 'error' });
  });

  it('ignores a malformed entry and still registers the others', async () => {
    answer({
      remotes: {
        'mfe-wallet': wallet,
        'mfe-exams': { name: 'not an identifier', version: '1', entry: '/x' },
        'mfe-unknown': wallet,
      },
    });
    const { loadRegistry } = await freshRegistry();
    const state = await loadRegistry();
    expect(state.status).toBe('ready');
    expect(Object.keys(state.remotes)).toEqual(['mfe-wallet']);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('re-registers (forced) only a remote whose entry changed', async () => {
    answer({ remotes: { 'mfe-wallet': wallet } });
    const { loadRegistry } = await freshRegistry();
    await loadRegistry();
    await loadRegistry();
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    const v2 = { ...wallet, version: '2.0.0', entry: '/remotes/mfe-wallet/2.0.0/mf-manifest.json' };
    answer({ remotes: { 'mfe-wallet': v2 } });
    await loadRegistry();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_wallet', entry: `${window.location.origin}${v2.entry}` }],
      { force: true },
    );
  });
});

describe('canary releases', () => {
  const canaryWallet = {
    ...wallet,
    canary: { version: '1.1.0', entry: '/remotes/mfe-wallet/1.1.0/mf-manifest.json', percent: 99 },
  };

  it('registers the version this browser drew and keeps it after a reload of the registry', async () => {
    localStorage.setItem('mfe-bucket', '0');
    answer({ remotes: { 'mfe-wallet': canaryWallet } });
    const { loadRegistry, markLoaded } = await freshRegistry();
    const state = await loadRegistry();
    expect(state.remotes['mfe-wallet']).toMatchObject({ version: '1.1.0', channel: 'canary' });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_wallet', entry: `${window.location.origin}${canaryWallet.canary.entry}` }],
      { force: false },
    );
    // A module of 1.1.0 rendered; the canary is rolled back meanwhile: this page keeps 1.1.0.
    markLoaded('mfe-wallet');
    answer({ remotes: { 'mfe-wallet': wallet } });
    expect((await loadRegistry()).remotes['mfe-wallet']?.version).toBe('1.1.0');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('a rolled-back canary is not chosen at the next page load', async () => {
    localStorage.setItem('mfe-bucket', '0');
    answer({ remotes: { 'mfe-wallet': wallet } });
    const { loadRegistry } = await freshRegistry();
    expect((await loadRegistry()).remotes['mfe-wallet']).toEqual(wallet);
  });
});
