import { provideRemoteModule } from '@app/shared-contracts';
import { RemoteModule } from './remote-module';

/**
 * Remotes embed each other's widgets (wallet card on home, lectures on the course page)
 * through the `RemoteModule` slot of @app/shared-contracts, a shared singleton: the shell fills
 * the slot with its implementation.
 */
export function provideRemoteModuleToRemotes(): void {
  provideRemoteModule(RemoteModule);
}
