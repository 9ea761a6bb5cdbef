import type { Course, CourseDetail } from '../schemas/course';
import type { Lecture } from '../schemas/lecture';
import remotes from './remotes.json';
import { REMOTE_NAMES, type RemoteName, routeTable } from './route-table';
import { staffPagesOf } from './staff-routes';
import { staffWidgetsOf } from './staff-widgets';

export type { StaffWidgetProps } from './staff-widgets';

/** Widgets each remote exposes for others to embed (default export: a React component). */
export const REMOTE_WIDGETS = {
  'mfe-catalogue': ['./widgets/course-card', './widgets/course-access'],
  'mfe-learning': ['./widgets/course-lectures'],
  'mfe-exams': ['./widgets/exam-details'],
  'mfe-wallet': ['./widgets/wallet-card', './widgets/notification-bell', './widgets/checkout'],
  'mfe-community': [],
  'mfe-staff': [],
} as const satisfies Record<RemoteName, readonly string[]>;

export interface RemoteInfo {
  /** Module Federation name (a JS identifier) */
  name: string;
  /** bumped when an exposed module's props or behaviour change incompatibly */
  contractVersion: 1;
  devPort: number;
  /** './pages/<route>' of its routes, './staff/<name>' of its staff pages, its './widgets/<widget>' */
  exposes: readonly string[];
  pages: readonly string[];
  /** its pages of the staff side (STAFF_ROUTES, decision 0037) */
  staffPages: readonly string[];
  widgets: readonly string[];
  /** its staff dashboard widgets, './staff-widgets/<name>' (STAFF_WIDGETS, decision 0042) */
  staffWidgets: readonly string[];
}

const MF_NAMES = Object.fromEntries(REMOTE_NAMES.map((r) => [r, remotes.remotes[r].mfName])) as Record<
  RemoteName,
  string
>;
export const SHELL_MF_NAME = remotes.shell.mfName;
export const SHELL_DEV_PORT = remotes.shell.devPort;
export const API_DEV_PORT = remotes.api.devPort;
/** Bumped (in remotes.json) when an exposed module's props change incompatibly; the release gate reads it. */
export const CONTRACT_VERSION = remotes.contractVersion as 1;

function pagesOf(remote: RemoteName): string[] {
  return [...new Set<string>(routeTable.filter((r) => r.remote === remote).map((r) => r.exposed))];
}

export const remoteNames: readonly RemoteName[] = REMOTE_NAMES;

function buildContract(): Record<RemoteName, RemoteInfo> {
  const out = {} as Record<RemoteName, RemoteInfo>;
  for (const remote of REMOTE_NAMES) {
    const pages = pagesOf(remote);
    const staffPages = staffPagesOf(remote);
    const widgets: readonly string[] = REMOTE_WIDGETS[remote];
    const staffWidgets = staffWidgetsOf(remote);
    out[remote] = {
      name: MF_NAMES[remote],
      contractVersion: CONTRACT_VERSION,
      devPort: remotes.remotes[remote].devPort,
      pages,
      staffPages,
      widgets,
      staffWidgets,
      exposes: [...pages, ...staffPages, ...widgets, ...staffWidgets],
    };
  }
  return out;
}

/** Which remote exposes which module, its MF name, dev port and contract version. */
export const remoteContract: Readonly<Record<RemoteName, RemoteInfo>> = buildContract();

/** `loadRemote` id of an exposed module: 'mfe_wallet/widgets/wallet-card'. */
export function remoteModuleId(remote: RemoteName, exposed: string): string {
  return `${MF_NAMES[remote]}/${exposed.replace(/^\.\//, '')}`;
}

// ---- props of the widgets (pages take no props; they read the router) ----
export interface CourseCardProps {
  course: Course;
  /** list rows on phones, cards in grids */
  variant?: 'card' | 'row';
  /** hide paid prices (iOS) */
  hidePrice?: boolean;
  /** the first cards of a page: their picture loads at once, with high priority */
  priority?: boolean;
}
/** The join / purchase button with its dialogs (spec 1 §4). */
export interface CourseAccessProps {
  course: Course | CourseDetail;
  /** called with the joined or purchased course */
  onDone?: (course: Course) => void;
}
export interface CourseLecturesProps {
  course: CourseDetail;
  onChanged?: () => void;
}
export interface ExamDetailsProps {
  examCode: string;
  courseId?: number;
}
export type WalletCardProps = Record<string, never>;
export type NotificationBellProps = Record<string, never>;
/**
 * The one checkout (decision 0033), owned by the wallet: method, balance and shortfall, the
 * purchase with its Idempotency-Key, the errors. The embedder's dialog holds title and name.
 */
export interface CheckoutProps {
  kind: 'course' | 'lecture';
  id: number;
  /** what this purchase costs, in pounds; 0 is free (one click, no method) */
  price: number;
  /** the item refuses pay-cards (a lecture's paycard_disabled) */
  paycardDisabled?: boolean;
  /** bought: what the api answered (the same news is announced as `purchased`) */
  onPurchased?: (
    bought:
      | { kind: 'course'; id: number; course: Course }
      | { kind: 'lecture'; id: number; lecture: Lecture },
  ) => void;
  /** refused: the api's error code (null without one); its Arabic message is already shown */
  onFailed?: (code: string | null) => void;
}

export interface WidgetPropsMap {
  'mfe-catalogue/widgets/course-card': CourseCardProps;
  'mfe-catalogue/widgets/course-access': CourseAccessProps;
  'mfe-learning/widgets/course-lectures': CourseLecturesProps;
  'mfe-exams/widgets/exam-details': ExamDetailsProps;
  'mfe-wallet/widgets/wallet-card': WalletCardProps;
  'mfe-wallet/widgets/notification-bell': NotificationBellProps;
  'mfe-wallet/widgets/checkout': CheckoutProps;
}
