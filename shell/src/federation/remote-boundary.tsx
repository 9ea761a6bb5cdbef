import { ErrorState } from '@app/ui';
import { Component, type ReactNode } from 'react';
import { federationMessages } from './messages';

interface Props {
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
  }

  retry = async () => {
    this.setState({ retrying: true });
    await this.props.onRetry();
    this.setState({ error: null, retrying: false });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorState
        message={federationMessages.remoteFailed}
        retryLabel={federationMessages.retry}
        onRetry={this.retry}
        retrying={this.state.retrying}
      />
    );
  }
}
