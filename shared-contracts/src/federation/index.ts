export { provideRemoteModule, RemoteModule, type ExposedModuleId, type RemoteModuleSlotProps } from './remote-module-slot';
