import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { provideRemoteModule, RemoteModule } from './remote-module-slot';

describe('RemoteModule slot', () => {
  it('renders nothing until the host provides an implementation, then delegates to it', () => {
    const element = <RemoteModule remote="mfe-wallet" module="./widgets/wallet-card" />;
    expect(renderToStaticMarkup(element)).toBe('');
    provideRemoteModule(({ remote, module }) => <p>{`${remote} ${module}`}</p>);
    expect(renderToStaticMarkup(element)).toBe('<p>mfe-wallet ./widgets/wallet-card</p>');
  });
});
