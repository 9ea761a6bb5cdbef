import * as contracts from '@app/shared-contracts';
import type { ComponentType } from 'react';
import { RemoteModule, type RemoteModuleProps } from './remote-module';

type Provide = (component: ComponentType<RemoteModuleProps>) => void;

/**
 * Remotes embed each other's widgets (wallet card on home, lectures on the course page)
 * through a `RemoteModule` slot of @app/shared-contracts, a shared singleton: the shell fills
 * the slot with this implementation. Looked up on the namespace so the shell still starts
 * with a shared-contracts that has no slot yet.
 */
export function provideRemoteModuleToRemotes(): boolean {
  const provide = (contracts as unknown as { provideRemoteModule?: Provide }).provideRemoteModule;
  if (typeof provide !== 'function') return false;
  provide(RemoteModule);
  return true;
}
