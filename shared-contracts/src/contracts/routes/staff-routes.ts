import type { StaffRole } from '../schemas/staff/common';
import { matchPath } from './match-path';
import type { RemoteName } from './route-table';

// The staff side's pages (issue 32, decision 0037), apart from the student route table: the
// shell's staff frame (a lazy chunk, loaded on /staff only) renders its navigation and its routes
// from this table, so nothing here reaches a student's first load. Each engineer adds the rows of
// their own pages; the shell and the remotes' contracts read them.

// The dashboard's widgets travel with the staff frame's table (decision 0042).
export * from './staff-widgets';
export type { StaffRole };

/** The groups of the staff navigation, in the order they are shown, with their Arabic titles. */
export const STAFF_NAV_SECTIONS = {
  overview: 'نظرة عامة',
  desk: 'المكتب',
  people: 'الطلاب والحسابات',
  money: 'المالية',
  content: 'المحتوى',
  exams: 'الامتحانات',
  support: 'الدعم والرسائل',
  admin: 'الإدارة',
} as const;
export type StaffNavSection = keyof typeof STAFF_NAV_SECTIONS;

export interface StaffRouteDef {
  /** unique name, the exposed module's last segment: './staff/<name>' */
  name: string;
  /** full path as react-router matches it, always under /staff (`:param` allowed) */
  path: string;
  remote: RemoteName;
  exposed: `./staff/${string}`;
  /** Arabic page title (the nav label and the document title) */
  title: string;
  /** who may open the page; the api's STAFF_ROUTE_ROLES still decides every call */
  roles: readonly StaffRole[];
  section: StaffNavSection;
  /** false for pages reached from another one (a student's details): not in the nav */
  nav?: boolean;
  /** query parameters the page reads */
  query?: readonly string[];
}

// Every role (a type import only: this table carries no zod into the staff frame's chunk).
const ALL = ['admin', 'assistant', 'teacher'] as const satisfies readonly StaffRole[];

export const STAFF_ROUTES = [
  {
    name: 'dashboard',
    path: '/staff',
    remote: 'mfe-staff',
    exposed: './staff/dashboard',
    title: 'لوحة التحكم',
    roles: ALL,
    section: 'overview',
  },
  // wallet (mfe-wallet): the desk's money; a student's wallet is also embedded by the student page
  {
    name: 'topups',
    path: '/staff/topups',
    remote: 'mfe-wallet',
    exposed: './staff/topups',
    title: 'طلبات الشحن',
    roles: ['admin', 'assistant'],
    section: 'desk',
    query: ['page', 'per_page', 'sort', 'order', 'q'],
  },
  {
    name: 'cash',
    path: '/staff/cash',
    remote: 'mfe-wallet',
    exposed: './staff/cash',
    title: 'الخزينة',
    roles: ['admin', 'assistant'],
    section: 'money',
    query: ['date'],
  },
  {
    name: 'ledger',
    path: '/staff/ledger',
    remote: 'mfe-wallet',
    exposed: './staff/ledger',
    title: 'دفتر الحركات',
    roles: ['admin'],
    section: 'money',
    query: ['page', 'per_page', 'type', 'student_id', 'staff_id', 'from', 'to'],
  },
  {
    name: 'student-wallet',
    path: '/staff/students/:id/wallet',
    remote: 'mfe-wallet',
    exposed: './staff/student-wallet',
    title: 'محفظة الطالب',
    roles: ['admin', 'assistant'],
    section: 'desk',
    nav: false,
    query: ['page'],
  },
  // cards (mfe-wallet): batches of pay-cards and recharge cards; admin makes and voids them
  {
    name: 'card-batches',
    path: '/staff/cards',
    remote: 'mfe-wallet',
    exposed: './staff/card-batches',
    title: 'بطاقات الدفع والشحن',
    roles: ['admin', 'assistant'],
    section: 'money',
    query: ['page', 'per_page', 'sort', 'order', 'kind'],
  },
  {
    name: 'card-batch',
    path: '/staff/cards/:id',
    remote: 'mfe-wallet',
    exposed: './staff/card-batch',
    title: 'دفعة بطاقات',
    roles: ['admin', 'assistant'],
    section: 'money',
    nav: false,
    query: ['page', 'per_page', 'state'],
  },
  // students (mfe-staff): the desk's search, a student's page, messages to the bell
  {
    name: 'students',
    path: '/staff/students',
    remote: 'mfe-staff',
    exposed: './staff/students',
    title: 'الطلاب',
    roles: ['admin', 'assistant'],
    section: 'people',
    query: ['page', 'per_page', 'sort', 'order', 'q'],
  },
  {
    name: 'student',
    path: '/staff/students/:id',
    remote: 'mfe-staff',
    exposed: './staff/student',
    title: 'صفحة الطالب',
    roles: ['admin', 'assistant'],
    section: 'people',
    nav: false,
  },
  {
    name: 'messages',
    path: '/staff/messages',
    remote: 'mfe-staff',
    exposed: './staff/messages',
    title: 'الرسائل',
    roles: ['admin', 'assistant'],
    section: 'support',
  },
  // admin (mfe-staff): student import (the desk too), staff accounts, settings, the audit log
  {
    name: 'students-import',
    path: '/staff/students/import',
    remote: 'mfe-staff',
    exposed: './staff/students-import',
    title: 'استيراد الطلاب',
    roles: ['admin', 'assistant'],
    section: 'people',
  },
  {
    name: 'accounts',
    path: '/staff/accounts',
    remote: 'mfe-staff',
    exposed: './staff/accounts',
    title: 'حسابات الموظفين',
    roles: ['admin'],
    section: 'admin',
    query: ['page', 'per_page', 'sort', 'order', 'q', 'role'],
  },
  {
    name: 'settings',
    path: '/staff/settings',
    remote: 'mfe-staff',
    exposed: './staff/settings',
    title: 'الإعدادات',
    roles: ['admin'],
    section: 'admin',
  },
  {
    name: 'audit',
    path: '/staff/audit',
    remote: 'mfe-staff',
    exposed: './staff/audit',
    title: 'سجل العمليات',
    roles: ['admin'],
    section: 'admin',
    query: ['page', 'per_page', 'order', 'actor_id', 'action', 'target_type', 'target_id', 'from', 'to'],
  },
  // community (mfe-community): tickets, bank answers (a teacher: their own folders), notes, outlets
  {
    name: 'support-tickets',
    path: '/staff/tickets',
    remote: 'mfe-community',
    exposed: './staff/support-tickets',
    title: 'تذاكر الدعم',
    roles: ['admin', 'assistant'],
    section: 'support',
    query: ['page', 'per_page', 'sort', 'order', 'q', 'status'],
  },
  {
    name: 'support-ticket',
    path: '/staff/tickets/:id',
    remote: 'mfe-community',
    exposed: './staff/support-ticket',
    title: 'تذكرة دعم',
    roles: ['admin', 'assistant'],
    section: 'support',
    nav: false,
  },
  {
    name: 'bank-questions',
    path: '/staff/questions',
    remote: 'mfe-community',
    exposed: './staff/bank-questions',
    title: 'أسئلة بنك الأسئلة',
    roles: ALL,
    section: 'support',
    query: ['page', 'per_page', 'sort', 'order', 'q', 'status', 'category_id'],
  },
  {
    name: 'bank-question',
    path: '/staff/questions/:id',
    remote: 'mfe-community',
    exposed: './staff/bank-question',
    title: 'سؤال من بنك الأسئلة',
    roles: ALL,
    section: 'support',
    nav: false,
  },
  {
    name: 'study-notes',
    path: '/staff/notes',
    remote: 'mfe-community',
    exposed: './staff/study-notes',
    title: 'المذكرات',
    roles: ['admin', 'assistant'],
    section: 'content',
    query: ['page', 'per_page', 'sort', 'order', 'q'],
  },
  {
    name: 'outlets',
    path: '/staff/outlets',
    remote: 'mfe-community',
    exposed: './staff/outlets',
    title: 'منافذ البيع',
    roles: ['admin', 'assistant'],
    section: 'content',
    query: ['page', 'per_page', 'sort', 'order', 'q'],
  },
  // a video's media (mfe-learning, decision 0045): reached from its lecture, so out of the nav
  {
    name: 'video-media',
    path: '/staff/videos/:videoId',
    remote: 'mfe-learning',
    exposed: './staff/video-media',
    title: 'وسائط الفيديو',
    roles: ALL,
    section: 'content',
    nav: false,
  },
  // catalogue authoring (mfe-catalogue, issue 33, decision 0043): courses for every role (a
  // teacher their own), teachers and grades/categories for the desk
  {
    name: 'catalogue-courses',
    path: '/staff/courses',
    remote: 'mfe-catalogue',
    exposed: './staff/catalogue-courses',
    title: 'الدورات',
    roles: ALL,
    section: 'content',
    query: ['page', 'per_page', 'sort', 'order', 'q', 'state'],
  },
  {
    name: 'catalogue-course',
    path: '/staff/courses/:id',
    remote: 'mfe-catalogue',
    exposed: './staff/catalogue-course',
    title: 'تحرير الدورة',
    roles: ALL,
    section: 'content',
    nav: false,
  },
  {
    name: 'catalogue-teachers',
    path: '/staff/teachers',
    remote: 'mfe-catalogue',
    exposed: './staff/catalogue-teachers',
    title: 'المدرسون',
    roles: ['admin', 'assistant'],
    section: 'content',
  },
  {
    name: 'catalogue-taxonomy',
    path: '/staff/grades',
    remote: 'mfe-catalogue',
    exposed: './staff/catalogue-taxonomy',
    title: 'الصفوف والمواد',
    roles: ['admin', 'assistant'],
    section: 'content',
  },
  // lecture authoring (mfe-learning, issue 33): reached from a course, so out of the nav
  {
    name: 'course-lectures-editor',
    path: '/staff/courses/:courseId/lectures',
    remote: 'mfe-learning',
    exposed: './staff/course-lectures-editor',
    title: 'محاضرات الدورة',
    roles: ALL,
    section: 'content',
    nav: false,
  },
  {
    name: 'lecture-editor',
    path: '/staff/lectures/:lectureId',
    remote: 'mfe-learning',
    exposed: './staff/lecture-editor',
    title: 'تحرير المحاضرة',
    roles: ALL,
    section: 'content',
    nav: false,
  },
  // exams (mfe-exams, issue 34): the question bank, the exam builder, marking and results
  {
    name: 'exam-bank',
    path: '/staff/exam-bank',
    remote: 'mfe-exams',
    exposed: './staff/exam-bank',
    title: 'بنك الأسئلة',
    roles: ['admin', 'teacher'],
    section: 'exams',
    query: ['page', 'per_page', 'sort', 'order', 'q', 'course_id', 'chapter', 'lesson', 'difficulty', 'type'],
  },
  // the exam builder (issue 34, decision 0048): an assistant reads, admin and teachers author
  {
    name: 'staff-exams',
    path: '/staff/exams',
    remote: 'mfe-exams',
    exposed: './staff/staff-exams',
    title: 'الامتحانات',
    roles: ALL,
    section: 'exams',
    query: ['page', 'per_page', 'sort', 'order', 'q', 'status'],
  },
  {
    name: 'staff-exam',
    path: '/staff/exams/:examId',
    remote: 'mfe-exams',
    exposed: './staff/staff-exam',
    title: 'إعداد الامتحان',
    roles: ALL,
    section: 'exams',
    nav: false,
  },
  // marking and results (mfe-exams, issue 34, decision 0049): the results and the analysis are
  // reached from an exam (the builder's page), so out of the nav; an assistant reads them
  {
    name: 'marking',
    path: '/staff/marking',
    remote: 'mfe-exams',
    exposed: './staff/marking',
    title: 'التصحيح',
    roles: ['admin', 'teacher'],
    section: 'exams',
    query: ['page', 'per_page'],
  },
  {
    name: 'exam-results',
    path: '/staff/exams/:examId/results',
    remote: 'mfe-exams',
    exposed: './staff/exam-results',
    title: 'نتائج الامتحان',
    roles: ALL,
    section: 'exams',
    nav: false,
    query: ['page', 'per_page', 'sort', 'order', 'q'],
  },
  {
    name: 'exam-analysis',
    path: '/staff/exams/:examId/analysis',
    remote: 'mfe-exams',
    exposed: './staff/exam-analysis',
    title: 'تحليل الأسئلة',
    roles: ALL,
    section: 'exams',
    nav: false,
  },
] as const satisfies readonly StaffRouteDef[];

export type StaffRouteName = (typeof STAFF_ROUTES)[number]['name'];
export const staffRouteTable: readonly StaffRouteDef[] = STAFF_ROUTES;

export function staffRouteByName(name: string): StaffRouteDef | undefined {
  return staffRouteTable.find((r) => r.name === name);
}

/** URL of a staff page: `staffPathFor('student', { id: 5 }, { tab: 'wallet' })` → '/staff/students/5?tab=wallet'. */
export function staffPathFor(
  name: StaffRouteName | (string & {}),
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | null | undefined> = {},
): string {
  const route = staffRouteByName(name);
  if (!route) throw new Error(`Unknown staff route: ${name}`);
  const path = route.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '')
      throw new Error(`Missing param "${key}" for staff route ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Whether a role may open a staff page (a guest or a student: never). */
export function staffRouteAllows(
  route: Pick<StaffRouteDef, 'roles'>,
  role: StaffRole | null | undefined,
): boolean {
  return Boolean(role && route.roles.includes(role));
}

/** The pages a role sees in the nav, grouped by section in the sections' order. */
export function staffNavFor(role: StaffRole | null | undefined) {
  const visible = staffRouteTable.filter((r) => r.nav !== false && staffRouteAllows(r, role));
  return (Object.keys(STAFF_NAV_SECTIONS) as StaffNavSection[])
    .map((section) => ({
      section,
      title: STAFF_NAV_SECTIONS[section],
      routes: visible.filter((r) => r.section === section),
    }))
    .filter((group) => group.routes.length > 0);
}

/** The staff pages a remote exposes ('./staff/<name>'), for its remote contract. */
export function staffPagesOf(remote: RemoteName): string[] {
  return [...new Set(staffRouteTable.filter((r) => r.remote === remote).map((r) => r.exposed))];
}

/**
 * The staff page at a pathname, if any (the frame's not-found page otherwise). As the router
 * ranks them: a static segment wins over a param (`/staff/students/import` is not a student).
 */
export function matchStaffRoute(pathname: string): StaffRouteDef | undefined {
  const statics = (route: StaffRouteDef) =>
    route.path.split('/').filter((p) => p && !p.startsWith(':')).length;
  return staffRouteTable
    .filter((route) => matchPath(route.path, pathname))
    .sort((a, b) => statics(b) - statics(a))[0];
}

/** The `:param`s of `pathname` under `route` (`/staff/courses/:id`, `/staff/courses/5` → `{ id: '5' }`). */
export function staffParamsOf(route: StaffRouteDef, pathname: string): Record<string, string> {
  return matchPath(route.path, pathname) ?? {};
}

/** Whether a pathname belongs to the staff side (the shell's frame takes it). */
export function isStaffPath(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}
