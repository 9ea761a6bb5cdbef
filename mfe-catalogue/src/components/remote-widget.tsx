import { RemoteModule, type WidgetSlotProps } from '@app/shared-contracts';
import { useAfterFirstScreen } from '@app/ui';

/**
 * Another remote's widget: its remote, module and props as the contract's WidgetPropsMap names
 * them. `deferred`: it loads once the page and its pictures are in (`afterFirstScreen`), its
 * `loading` holding the place until then (issue 9: another remote's entry, code and styles are
 * not on the way of the page's largest paint).
 */
export type RemoteWidgetProps = WidgetSlotProps & { deferred?: boolean };

/**
 * Through the RemoteModule of @app/shared-contracts (filled by the shell: lazy loadRemote, error
 * boundary, Suspense, Arabic fallback with retry; nothing outside a host).
 */
export function RemoteWidget({ deferred = false, ...props }: RemoteWidgetProps) {
  const ready = useAfterFirstScreen();
  if (deferred && !ready) return props.loading ?? null;
  return <RemoteModule {...(props as WidgetSlotProps)} />;
}
