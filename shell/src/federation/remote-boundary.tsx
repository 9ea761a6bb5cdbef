import { ErrorState } from '@app/ui';
import { Component, type ReactNode } from 'react';
import { FirstScreenMark } from '../lib/first-screen-mark';
import { messages } from '../messages';
import { isLoadFailure, report } from './load-remote-component';
import { getRegistryState } from './registry';
import type { RemoteName } from './types';

interface Props {
  remote: RemoteName;
  onRetry: () => Promise<void>;
  children: ReactNode;
}

interface State {
  error: Error | null;
  retrying: boolean;
}

/** Catches a remote that cannot load or throws while rendering; the rest of the app goes on. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, retrying: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('[federation] remote failed', error);
    // Load failures were counted where they happened; this is the remote throwing while rendering.
    const { remote } = this.props;
    if (!isLoadFailure(error)) report(remote, getRegistryState().remotes[remote]?.version, 'render');
  }

  retry = async () => {
    this.setState({ retrying: true });
    await this.props.onRetry();
    this.setState({ error: null, retrying: false });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <>
        <ErrorState
          message={messages.federation.remoteFailed}
          retryLabel={messages.federation.retry}
          onRetry={this.retry}
          retrying={this.state.retrying}
        />
        {/* a screen too: the server's first screen gives way to it (features/startup/first-screen.ts) */}
        <FirstScreenMark />
      </>
    );
  }
}
