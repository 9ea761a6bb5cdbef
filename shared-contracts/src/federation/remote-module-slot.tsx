import { type ComponentType, createElement } from 'react';
import type { RemoteName } from '../routes/route-table';

/** An exposed module id: `./pages/<route-name>` or `./widgets/<widget-name>`. */
export type ExposedModuleId = `./pages/${string}` | `./widgets/${string}`;

export interface RemoteModuleSlotProps {
  remote: RemoteName;
  module: ExposedModuleId;
  props?: object;
}

let implementation: ComponentType<RemoteModuleSlotProps> | null = null;

/**
 * The shell owns the MF runtime and fills this slot with its RemoteModule (lazy loadRemote under
 * an error boundary and Suspense). This package is a shared singleton, so a remote that renders
 * `RemoteModule` gets the shell's implementation without importing the shell.
 */
export function provideRemoteModule(component: ComponentType<RemoteModuleSlotProps>): void {
  implementation = component;
}

/** Another remote's exposed module; renders nothing outside a host (a remote's unit tests). */
export function RemoteModule(props: RemoteModuleSlotProps) {
  return implementation ? createElement(implementation, props) : null;
}
