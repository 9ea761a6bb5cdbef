export type { PageAddress, PagePrefetch } from './page-prefetch';
export {
  type ExposedModuleId,
  type PageSlotProps,
  provideRemoteModule,
  RemoteModule,
  type RemoteModuleSlotProps,
  type WidgetId,
  type WidgetSlotProps,
} from './remote-module-slot';
