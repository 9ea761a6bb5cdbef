import { type ExposedModuleId, RemoteModule, type RemoteName } from '@app/shared-contracts';

export interface RemoteWidgetProps {
  remote: RemoteName;
  module: ExposedModuleId;
  props?: object;
}

/**
 * Another remote's widget through the RemoteModule of @app/shared-contracts (filled by the shell:
 * lazy loadRemote, error boundary, Suspense, Arabic fallback with retry; nothing outside a host).
 */
export function RemoteWidget({ remote, module, props }: RemoteWidgetProps) {
  return <RemoteModule remote={remote} module={module} props={props} />;
}
