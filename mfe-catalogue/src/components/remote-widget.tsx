import { RemoteModule, type WidgetSlotProps } from '@app/shared-contracts';

/** Another remote's widget: its remote, module and props as the contract's WidgetPropsMap names them. */
export type RemoteWidgetProps = WidgetSlotProps;

/**
 * Another remote's widget through the RemoteModule of @app/shared-contracts (filled by the shell:
 * lazy loadRemote, error boundary, Suspense, Arabic fallback with retry; nothing outside a host).
 */
export function RemoteWidget(props: RemoteWidgetProps) {
  return <RemoteModule {...props} />;
}
