// Run-time composition of the remotes (docs/decisions/0001-module-federation-runtime.md).
import { provideRemoteModuleToRemotes } from './provide-to-remotes';

// Remotes get the RemoteModule implementation before any of them can render.
provideRemoteModuleToRemotes();

export { CHUNK_TIMEOUT_MS, loadRemoteComponent, RemoteLoadError } from './load-remote-component';
export {
  getRegistryState,
  REGISTRY_URL,
  registryReady,
  reloadRemote,
  useRegistry,
} from './registry';
export { preloadRemoteModule } from './remote-loads';
export {
  RemoteModule,
  type RemoteModuleProps,
  RemotePage,
  type RemotePageProps,
} from './remote-module';
export * from './types';
export { provideRemoteModuleToRemotes };
