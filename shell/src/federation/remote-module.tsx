import { Spinner } from '@app/ui';
import { type ReactNode, Suspense, useState } from 'react';
import { css } from '#styled-system/css';
import { FirstScreenMark } from '../lib/first-screen-mark';
import { messages } from '../messages';
import { reloadRemote } from './registry';
import { RemoteBoundary } from './remote-boundary';
import { forgetRemote, lazyRemoteModule } from './remote-loads';
import { remotePageClass } from './remote-page-frame';
import type { ExposedModule, RemoteName } from './types';

export interface RemoteModuleProps {
  remote: RemoteName;
  module: ExposedModule;
  props?: object;
  /** Shown while the remote loads; a small spinner by default. */
  loading?: ReactNode;
}

const pendingClass = css({ display: 'flex', justifyContent: 'center', padding: '4' });

/**
 * Renders an exposed module of a remote, fetched when this renders (or before, by
 * `preloadRemoteModule`), under an error boundary and Suspense. A remote that is down or throws
 * shows an Arabic fallback whose retry button reloads that remote only.
 */
export function RemoteModule({ remote, module, props, loading }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const Module = lazyRemoteModule(remote, module);
  async function retry() {
    await reloadRemote(remote);
    forgetRemote(remote);
    setAttempt((n) => n + 1);
  }
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense
        fallback={
          loading ?? (
            <div className={pendingClass}>
              <Spinner label={messages.federation.loading} />
            </div>
          )
        }
      >
        <Module {...props} />
        <FirstScreenMark />
      </Suspense>
    </RemoteBoundary>
  );
}

export interface RemotePageProps {
  remote: RemoteName;
  /** Route name; the remote exposes it as `./pages/<page>`. */
  page: string;
  props?: object;
}

/** A whole route rendered by its owning remote. */
export function RemotePage({ remote, page, props }: RemotePageProps) {
  return (
    <div className={remotePageClass}>
      <RemoteModule remote={remote} module={`./pages/${page}`} props={props} />
    </div>
  );
}
