import { type ComponentType, createElement, type ReactNode } from 'react';
import type { StaffWidgetProps, WidgetPropsMap } from '../../contracts/routes/remote-contract';
import type { RemoteName } from '../../contracts/routes/route-table';

/** An exposed module id: `./pages/<route-name>` or `./widgets/<widget-name>`. */
export type ExposedModuleId = `./pages/${string}` | `./widgets/${string}`;

/** `'<remote>/widgets/<name>'`: a widget of the contract. */
export type WidgetId = keyof WidgetPropsMap;
type RemoteOf<W> = W extends `${infer R extends RemoteName}/widgets/${string}` ? R : never;
type ModuleOf<W> = W extends `${string}/widgets/${infer N}` ? `./widgets/${N}` : never;
// Props may be left out only when the widget requires none.
type PropsOf<P> = Record<string, never> extends P ? { props?: P } : { props: P };

/** One widget of another remote, with the props its contract names (a wrong prop is a type error). */
export type WidgetSlotProps = {
  [W in WidgetId]: { remote: RemoteOf<W>; module: ModuleOf<W> } & PropsOf<WidgetPropsMap[W]>;
}[WidgetId] & {
  /** Shown while the widget loads (a spinner by default): best of the widget's final size, so nothing moves. */
  loading?: ReactNode;
};

/** A whole page of a remote: pages take no props, they read the router. */
export interface PageSlotProps {
  remote: RemoteName;
  module: `./pages/${string}`;
  props?: undefined;
}

/** A staff dashboard widget (decision 0042): every one takes the dashboard's range. */
export interface StaffWidgetSlotProps {
  remote: RemoteName;
  module: `./staff-widgets/${string}`;
  props: StaffWidgetProps;
  loading?: ReactNode;
}

/**
 * Another remote's staff page inside a staff page (the wallet's page of a student embedded in the
 * student's page): the ids it would otherwise read from the address, e.g. `{ studentId }`.
 */
export interface StaffPageSlotProps {
  remote: RemoteName;
  module: `./staff/${string}`;
  props?: Record<string, string | number>;
  loading?: ReactNode;
}

export type RemoteModuleSlotProps =
  | WidgetSlotProps
  | PageSlotProps
  | StaffWidgetSlotProps
  | StaffPageSlotProps;

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
