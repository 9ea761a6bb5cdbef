import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const registry = {
  remotes: {
    'mfe-wallet': {
      name: 'mfe_wallet',
      version: '1.0.0',
      entry: '/remotes/mfe-wallet/1.0.0/mf-manifest.json',
    },
  },
};

function serveRegistry(ok = true) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => (ok ? new Response(JSON.stringify(registry)) : new Response('', { status: 503 }))),
  );
}

async function renderWallet() {
  const { RemoteModule } = await import('./index');
  render(
    <>
      <p>محتوى الواجهة</p>
      <RemoteModule remote="mfe-wallet" module="./widgets/wallet-card" props={{ label: 'رصيدك' }} />
    </>,
  );
}

const WalletCard = ({ label }: { label?: string }) => <p>{label}</p>;
const Broken = () => {
  throw new Error('boom');
};
const fallbackText = 'تعذّر تحميل هذا الجزء من المنصة';

beforeEach(() => {
  vi.resetModules();
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemoteModule', () => {
  it('loads the exposed module by MF name and passes the props', async () => {
    serveRegistry();
    runtime.loadRemote.mockResolvedValue({ default: WalletCard });
    await renderWallet();
    expect(await screen.findByText('رصيدك')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_wallet/widgets/wallet-card');
  });

  it('takes a load started before the page rendered instead of loading again', async () => {
    serveRegistry();
    runtime.loadRemote.mockResolvedValue({ default: WalletCard });
    const { preloadRemoteModule } = await import('./index');
    preloadRemoteModule('mfe-wallet', './widgets/wallet-card');
    await vi.waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledOnce());
    await renderWallet();
    expect(await screen.findByText('رصيدك')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledOnce();
  });

  it("shows the caller's placeholder, not the spinner, until the widget arrives (no layout shift)", async () => {
    serveRegistry();
    let arrive: (m: { default: typeof WalletCard }) => void = () => {};
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { RemoteModule } = await import('./index');
    render(
      <RemoteModule
        remote="mfe-wallet"
        module="./widgets/wallet-card"
        props={{ label: 'رصيدك' }}
        loading={<p>مكان المحفظة</p>}
      />,
    );
    expect(await screen.findByText('مكان المحفظة')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    arrive({ default: WalletCard });
    expect(await screen.findByText('رصيدك')).toBeInTheDocument();
    expect(screen.queryByText('مكان المحفظة')).not.toBeInTheDocument();
  });

  it('shows the Arabic fallback when the remote is down, and the retry reloads it', async () => {
    serveRegistry();
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValue({ default: WalletCard });
    await renderWallet();
    expect(await screen.findByRole('alert')).toHaveTextContent(fallbackText);
    expect(screen.getByText('محتوى الواجهة')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('رصيدك')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The retry made the runtime forget the failed remote.
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [expect.objectContaining({ name: 'mfe_wallet' })],
      { force: true },
    );
  });

  it('shows the fallback when the remote throws while rendering', async () => {
    serveRegistry();
    runtime.loadRemote.mockResolvedValue({ default: Broken });
    await renderWallet();
    expect(await screen.findByRole('alert')).toHaveTextContent(fallbackText);
    expect(screen.getByText('محتوى الواجهة')).toBeInTheDocument();
  });

  it('shows the fallback when the registry cannot be read, without calling the runtime', async () => {
    serveRegistry(false);
    await renderWallet();
    expect(await screen.findByRole('alert')).toHaveTextContent(fallbackText);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(screen.getByText('محتوى الواجهة')).toBeInTheDocument();
  });
});
