import type { AppData } from '../schemas/app-data';
import remotes from './remotes.json';

// The remotes, their MF names and dev ports are written once, in remotes.json: the scripts and
// build configs read the same file (scripts/lib/remotes.mjs).
export type RemoteName = keyof typeof remotes.remotes;
export const REMOTE_NAMES = Object.keys(remotes.remotes) as readonly RemoteName[];
export type RouteOwner = 'shell' | RemoteName;

/** Route meta flags of spec 1 §2 (plus requiresGuest of spec 3 §2.1). */
export interface RouteMeta {
  requiresAuth: boolean;
  requiresGuest: boolean;
  /** Arabic page title */
  title: string;
  footer: boolean;
  backButton: boolean;
  /** the drawer is never permanent on this route */
  temporaryMenu: boolean;
  whiteBackground: boolean;
}

/** The app-data setting that must hold for the route to exist (else the page goes to /not-found). */
export type RouteFlag =
  | { setting: 'enable_wallet_system' | 'teachers_page' | 'enable_gen_exm' }
  | { setting: 'lectures_view_layout'; equals: AppData['lectures_view_layout'] };

export interface RouteDef {
  name: string;
  /** path pattern as react-router matches it (`:param`, `*`); the most specific match wins */
  path: string;
  meta: RouteMeta;
  flag?: RouteFlag;
  remote: RouteOwner;
  /** exposed module of the owning remote (for shell routes: the shell's own page module) */
  exposed: string;
  /** query parameters the page reads */
  query?: readonly string[];
}

type MetaInput = Partial<Omit<RouteMeta, 'title'>> & { title: string };
const meta = (m: MetaInput): RouteMeta => ({
  requiresAuth: false,
  requiresGuest: false,
  footer: true,
  backButton: false,
  temporaryMenu: false,
  whiteBackground: false,
  ...m,
});
const auth = (title: string, extra: Partial<RouteMeta> = {}) => meta({ title, requiresAuth: true, ...extra });
const open = (title: string, extra: Partial<RouteMeta> = {}) => meta({ title, ...extra });
const guest = (title: string, extra: Partial<RouteMeta> = {}) =>
  meta({ title, requiresGuest: true, ...extra });
const authScreen = { footer: false, whiteBackground: true, temporaryMenu: true };

// Source of `routeTable`; `as const` keeps the names for the RouteName union.
const ROUTES = [
  {
    name: 'welcome',
    path: '/',
    meta: guest('الرئيسية', { whiteBackground: true }),
    remote: 'mfe-catalogue',
    exposed: './pages/welcome',
  },
  {
    name: 'home',
    path: '/home',
    meta: auth('الرئيسية'),
    remote: 'mfe-catalogue',
    exposed: './pages/home',
    query: ['course', 'tk', 'from', 'to', 'q'],
  },
  {
    name: 'courses',
    path: '/courses',
    meta: open('الدورات'),
    remote: 'mfe-catalogue',
    exposed: './pages/courses',
    query: ['search', 'grade_id', 'category_id'],
  },
  {
    name: 'course',
    path: '/courses/:id',
    meta: open('الدورة', { backButton: true }),
    remote: 'mfe-catalogue',
    exposed: './pages/course',
  },
  {
    name: 'lecture',
    path: '/lectures/:id',
    meta: auth('المحاضرة', { backButton: true }),
    flag: { setting: 'lectures_view_layout', equals: 'seperated' },
    remote: 'mfe-learning',
    exposed: './pages/lecture',
  },
  {
    name: 'profile',
    path: '/profile',
    meta: auth('الملف الشخصي'),
    remote: 'mfe-catalogue',
    exposed: './pages/profile',
  },
  {
    name: 'my-courses',
    path: '/my-courses',
    meta: auth('دوراتي'),
    remote: 'mfe-catalogue',
    exposed: './pages/my-courses',
  },
  {
    name: 'attachments',
    path: '/attachments',
    meta: open('المذكرات'),
    remote: 'mfe-community',
    exposed: './pages/attachments',
  },
  {
    name: 'our-outlets',
    path: '/our-outlets',
    meta: open('منافذ البيع'),
    remote: 'mfe-community',
    exposed: './pages/our-outlets',
  },
  {
    name: 'teachers',
    path: '/teachers',
    meta: auth('المدرسون'),
    flag: { setting: 'teachers_page' },
    remote: 'mfe-catalogue',
    exposed: './pages/teachers',
  },
  {
    name: 'teacher',
    path: '/teachers/:id',
    meta: open('المدرس', { backButton: true }),
    remote: 'mfe-catalogue',
    exposed: './pages/teacher',
  },
  {
    name: 'my-exams',
    path: '/my-exams/exams',
    meta: auth('نتائج الامتحانات'),
    remote: 'mfe-exams',
    exposed: './pages/my-exams',
  },
  {
    name: 'my-homeworks',
    path: '/my-exams/homeworks',
    meta: auth('نتائج الواجبات'),
    remote: 'mfe-exams',
    exposed: './pages/my-homeworks',
  },
  // Generic code entry needs enable_gen_exm; the page itself checks it (course exams always work).
  {
    name: 'exams',
    path: '/exams',
    meta: auth('الامتحان الإلكتروني'),
    remote: 'mfe-exams',
    exposed: './pages/exams',
    query: ['course_id'],
  },
  {
    name: 'exam-session',
    path: '/exams/session',
    meta: auth('الامتحان', { footer: false, temporaryMenu: true, whiteBackground: true }),
    remote: 'mfe-exams',
    exposed: './pages/exam-session',
    query: ['sessionToken', 'course_id'],
  },
  {
    name: 'wallet',
    path: '/wallet',
    meta: auth('المحفظة'),
    flag: { setting: 'enable_wallet_system' },
    remote: 'mfe-wallet',
    exposed: './pages/wallet',
    query: ['recharge', 'error', 'order'],
  },
  {
    // Not in the spec: the student's mobile-wallet and manual top-up requests (review, reason, cancel).
    name: 'wallet-topups',
    path: '/wallet/topups',
    meta: auth('طلبات الشحن', { backButton: true }),
    flag: { setting: 'enable_wallet_system' },
    remote: 'mfe-wallet',
    exposed: './pages/wallet-topups',
  },
  {
    // Not in the spec: every notification, paged; no wallet flag (ticket replies and staff messages).
    name: 'notifications',
    path: '/notifications',
    meta: auth('الإشعارات'),
    remote: 'mfe-wallet',
    exposed: './pages/notifications',
  },
  {
    name: 'my-questions',
    path: '/questions-bank/my-questions',
    meta: auth('أسئلتي'),
    remote: 'mfe-community',
    exposed: './pages/my-questions',
  },
  {
    name: 'questions-bank',
    path: '/questions-bank/directories',
    meta: auth('بنك الأسئلة'),
    remote: 'mfe-community',
    exposed: './pages/questions-bank',
    query: ['search', 'page_number', 'question_number'],
  },
  {
    name: 'questions-bank-directory',
    path: '/questions-bank/directories/:id',
    meta: auth('بنك الأسئلة', { backButton: true }),
    remote: 'mfe-community',
    exposed: './pages/questions-bank',
    query: ['search', 'page_number', 'question_number'],
  },
  {
    name: 'login',
    path: '/login',
    meta: guest('تسجيل الدخول', authScreen),
    remote: 'shell',
    exposed: './pages/login',
    query: ['course', 'redirect'],
  },
  {
    name: 'register',
    path: '/register',
    meta: guest('إنشاء حساب جديد', authScreen),
    remote: 'shell',
    exposed: './pages/register',
  },
  {
    name: 'reset-password',
    path: '/reset-password',
    meta: guest('استعادة كلمة المرور', authScreen),
    remote: 'shell',
    exposed: './pages/reset-password',
  },
  { name: 'terms', path: '/terms', meta: open('الشروط والأحكام'), remote: 'shell', exposed: './pages/terms' },
  {
    name: 'confirm',
    path: '/confirm',
    meta: auth('تأكيد البريد الإلكتروني', authScreen),
    remote: 'shell',
    exposed: './pages/confirm',
  },
  { name: 'links', path: '/links', meta: open('الروابط الرسمية'), remote: 'shell', exposed: './pages/links' },
  { name: 'about', path: '/about', meta: open('من نحن'), remote: 'shell', exposed: './pages/about' },
  {
    name: 'privacy-policy',
    path: '/privacy-policy',
    meta: open('سياسة الخصوصية'),
    remote: 'shell',
    exposed: './pages/privacy-policy',
  },
  {
    name: 'privacy',
    path: '/privacy',
    meta: open('سياسة الخصوصية'),
    remote: 'shell',
    exposed: './pages/privacy-policy',
  },
  {
    name: 'help',
    path: '/help',
    meta: open('الدعم الفني'),
    remote: 'mfe-community',
    exposed: './pages/help',
  },
  {
    // Not in the spec: a student's own tickets and each one's thread, linked from /help.
    name: 'my-tickets',
    path: '/help/tickets',
    meta: auth('تذاكر الدعم'),
    remote: 'mfe-community',
    exposed: './pages/my-tickets',
  },
  {
    name: 'my-ticket',
    path: '/help/tickets/:id',
    meta: auth('تذكرة الدعم', { backButton: true }),
    remote: 'mfe-community',
    exposed: './pages/my-tickets',
  },
  {
    name: 'not-found',
    path: '/not-found',
    meta: open('الصفحة غير موجودة'),
    remote: 'shell',
    exposed: './pages/not-found',
  },
  {
    name: 'catch-all',
    path: '*',
    meta: open('الصفحة غير موجودة'),
    remote: 'shell',
    exposed: './pages/not-found',
  },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];
/** A route of the table (name narrowed to the known names). */
export type AppRoute = RouteDef & { name: RouteName };
/** Every path of spec 3 §2.1, in matching order (the catch-all last). */
export const routeTable: readonly AppRoute[] = ROUTES;
