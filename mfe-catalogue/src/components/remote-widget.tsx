import * as contracts from '@app/shared-contracts';
import type { ComponentType } from 'react';

type RemoteModuleType = ComponentType<{ remote: contracts.RemoteName; module: string; props?: object }>;

export interface RemoteWidgetProps {
  remote: contracts.RemoteName;
  module: string;
  props?: object;
}

/**
 * Another remote's widget through the RemoteModule of @app/shared-contracts (lazy loadRemote,
 * error boundary, Suspense, Arabic fallback with retry). Looked up on the namespace so that this
 * remote still renders while a shared-contracts without that export is loaded.
 */
export function RemoteWidget({ remote, module, props }: RemoteWidgetProps) {
  const RemoteModule = (contracts as unknown as { RemoteModule?: RemoteModuleType }).RemoteModule;
  if (!RemoteModule) return null;
  return <RemoteModule remote={remote} module={module} props={props} />;
}
