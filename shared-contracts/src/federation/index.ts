export {
  type ExposedModuleId,
  provideRemoteModule,
  RemoteModule,
  type RemoteModuleSlotProps,
} from './remote-module-slot';
