import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

beforeEach(() => {
  vi.resetModules();
  runtime.loadRemote.mockReset();
  const registry = { remotes: { 'mfe-exams': { name: 'mfe_exams', version: '1', entry: '/e.json' } } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(registry))),
  );
});

describe('loadRemoteComponent', () => {
  it('uses the 120 s chunk timeout of spec 1 §9', async () => {
    const { CHUNK_TIMEOUT_MS } = await import('./load-remote-component');
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects when the remote does not answer in time', async () => {
    runtime.loadRemote.mockReturnValue(new Promise(() => {}));
    const { loadRemoteComponent } = await import('./load-remote-component');
    await expect(loadRemoteComponent('mfe-exams', './pages/exams', 20)).rejects.toThrow(/timed out/);
  });

  it('rejects a module without a default component', async () => {
    runtime.loadRemote.mockResolvedValue({ default: 42 });
    const { loadRemoteComponent } = await import('./load-remote-component');
    await expect(loadRemoteComponent('mfe-exams', './pages/exams')).rejects.toThrow(/no default/);
  });
});

describe('health of the loads', () => {
  it('counts a load with its time, and a failure that the boundary will not count again', async () => {
    const health = await import('./health');
    const reportHealth = vi.spyOn(health, 'reportHealth').mockImplementation(() => {});
    runtime.loadRemote.mockResolvedValueOnce({ default: () => null });
    const { isLoadFailure, loadRemoteComponent } = await import('./load-remote-component');
    await loadRemoteComponent('mfe-exams', './pages/exams');
    const failure = new Error('chunk failed');
    runtime.loadRemote.mockRejectedValueOnce(failure);
    await expect(loadRemoteComponent('mfe-exams', './pages/exams')).rejects.toBe(failure);
    expect(isLoadFailure(failure)).toBe(true);
    expect(isLoadFailure(new Error('render'))).toBe(false);
    await vi.waitFor(() => expect(reportHealth).toHaveBeenCalledTimes(2));
    expect(reportHealth).toHaveBeenCalledWith('mfe-exams', '1', 'load', expect.any(Number));
    expect(reportHealth).toHaveBeenCalledWith('mfe-exams', '1', 'failure', undefined);
  });
});
