import { describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
}));
const slot = vi.hoisted(() => ({ provideRemoteModule: vi.fn() }));
vi.mock('@app/shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  provideRemoteModule: slot.provideRemoteModule,
}));

describe('provideRemoteModuleToRemotes', () => {
  it('fills the RemoteModule slot of shared-contracts when the federation layer loads', async () => {
    const { RemoteModule } = await import('./index');
    expect(slot.provideRemoteModule).toHaveBeenCalledWith(RemoteModule);
  });
});
