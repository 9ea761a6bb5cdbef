import type { StaffRole } from '../schemas/staff/common';
import type { RemoteName } from './route-table';

// The staff dashboard's widgets (decision 0042): each remote exposes the figures of its own
// domain as './staff-widgets/<name>'; mfe-staff's dashboard composes them at run time from this
// table, filtered by role, each under its own error boundary.

export interface StaffWidgetDef {
  /** unique among all exposes of its remote: the file `src/exposes/<name>.tsx` */
  name: string;
  remote: RemoteName;
  exposed: `./staff-widgets/${string}`;
  /** who sees it; the api's roles table still decides each call (and narrows what it answers) */
  roles: readonly StaffRole[];
  /** 'wide' takes the dashboard's whole row (a chart by day) */
  size: 'wide' | 'narrow';
}

/** What every dashboard widget gets: the range of Cairo days the dashboard shows, both included. */
export interface StaffWidgetProps {
  from: string;
  to: string;
}

export const STAFF_WIDGETS = [
  {
    name: 'takings',
    remote: 'mfe-wallet',
    exposed: './staff-widgets/takings',
    roles: ['admin', 'assistant'],
    size: 'wide',
  },
  {
    name: 'students-activity',
    remote: 'mfe-staff',
    exposed: './staff-widgets/students-activity',
    roles: ['admin'],
    size: 'wide',
  },
  {
    name: 'topups-queue',
    remote: 'mfe-wallet',
    exposed: './staff-widgets/topups-queue',
    roles: ['admin', 'assistant'],
    size: 'narrow',
  },
  {
    name: 'support-queues',
    remote: 'mfe-community',
    exposed: './staff-widgets/support-queues',
    roles: ['admin', 'assistant'],
    size: 'narrow',
  },
  {
    name: 'top-sales',
    remote: 'mfe-catalogue',
    exposed: './staff-widgets/top-sales',
    roles: ['admin', 'teacher'],
    size: 'wide',
  },
  {
    name: 'top-views',
    remote: 'mfe-learning',
    exposed: './staff-widgets/top-views',
    roles: ['admin', 'teacher'],
    size: 'wide',
  },
] as const satisfies readonly StaffWidgetDef[];

export const staffWidgetTable: readonly StaffWidgetDef[] = STAFF_WIDGETS;

/** The dashboard widgets a role sees, in the table's order (none for a guest or a student). */
export function staffWidgetsFor(role: StaffRole | null | undefined): StaffWidgetDef[] {
  return role ? staffWidgetTable.filter((w) => w.roles.includes(role)) : [];
}

/** The dashboard widgets a remote exposes ('./staff-widgets/<name>'), for its remote contract. */
export function staffWidgetsOf(remote: RemoteName): string[] {
  return staffWidgetTable.filter((w) => w.remote === remote).map((w) => w.exposed);
}
