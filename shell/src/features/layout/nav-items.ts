import { externalLinks } from '../../config/external-links';
import { messages } from '../../messages';

// The drawer and bottom-navigation lists of spec 1 §2, as data so that the flag rules are tested
// without rendering. `to` is an in-app path, `href` an external site opened in a new tab.
export type NavIcon =
  | 'home'
  | 'user'
  | 'book'
  | 'grid'
  | 'file'
  | 'store'
  | 'teacher'
  | 'exam'
  | 'question'
  | 'bank'
  | 'homework'
  | 'result'
  | 'wallet'
  | 'bell'
  | 'info'
  | 'shield'
  | 'link'
  | 'heart'
  | 'trophy'
  | 'help'
  | 'login'
  | 'register'
  | 'terms';

export interface NavItem {
  id: string;
  label: string;
  icon: NavIcon;
  to?: string;
  href?: string;
}

export interface NavContext {
  appData: Record<string, unknown> | null | undefined;
  platform?: string | null;
}

const n = messages.nav;

export function signedInDrawerItems({ appData, platform }: NavContext): NavItem[] {
  const items: (NavItem | false)[] = [
    { id: 'home', label: n.home, icon: 'home', to: '/home' },
    { id: 'profile', label: n.profile, icon: 'user', to: '/profile' },
    { id: 'my-courses', label: n.myCourses, icon: 'book', to: '/my-courses' },
    { id: 'courses', label: n.courses, icon: 'grid', to: '/courses' },
    { id: 'attachments', label: n.attachments, icon: 'file', to: '/attachments' },
    (!platform || platform === 'web') && {
      id: 'our-outlets',
      label: n.outlets,
      icon: 'store',
      to: '/our-outlets',
    },
    Boolean(appData?.teachers_page) && {
      id: 'teachers',
      label: n.teachers,
      icon: 'teacher',
      to: '/teachers',
    },
    Boolean(appData?.enable_gen_exm) && { id: 'exams', label: n.genExam, icon: 'exam', to: '/exams' },
    { id: 'my-questions', label: n.myQuestions, icon: 'question', to: '/questions-bank/my-questions' },
    { id: 'questions-bank', label: n.questionsBank, icon: 'bank', to: '/questions-bank/directories' },
    { id: 'my-homeworks', label: n.homeworks, icon: 'homework', to: '/my-exams/homeworks' },
    { id: 'my-exams', label: n.exams, icon: 'result', to: '/my-exams/exams' },
    Boolean(appData?.enable_wallet_system) && {
      id: 'wallet',
      label: n.wallet,
      icon: 'wallet',
      to: '/wallet',
    },
    // Not in spec 1's list: every notification, reachable with the wallet off (the bell is not).
    { id: 'notifications', label: n.notifications, icon: 'bell', to: '/notifications' },
    { id: 'about', label: n.about, icon: 'info', to: '/about' },
    { id: 'privacy', label: n.privacy, icon: 'shield', to: '/privacy-policy' },
    { id: 'links', label: n.links, icon: 'link', to: '/links' },
    { id: 'psych-support', label: n.psychSupport, icon: 'heart', href: externalLinks.psychSupport },
    { id: 'quiz-show', label: n.quizShow, icon: 'trophy', href: externalLinks.quizShow },
    { id: 'help', label: n.support, icon: 'help', to: '/help' },
  ];
  return items.filter((item): item is NavItem => Boolean(item));
}

/** Guest list of spec 1 §2; its "support" is the psychological-support site (docs in README). */
export function guestDrawerItems(): NavItem[] {
  return [
    { id: 'welcome', label: n.welcome, icon: 'home', to: '/' },
    { id: 'register', label: n.register, icon: 'register', to: '/register' },
    { id: 'login', label: n.login, icon: 'login', to: '/login' },
    { id: 'psych-support', label: n.psychSupport, icon: 'heart', href: externalLinks.psychSupport },
    { id: 'quiz-show', label: n.quizShow, icon: 'trophy', href: externalLinks.quizShow },
    { id: 'about', label: n.about, icon: 'info', to: '/about' },
    { id: 'help', label: n.help, icon: 'help', to: '/help' },
    { id: 'privacy', label: n.privacy, icon: 'shield', to: '/privacy-policy' },
    { id: 'terms', label: n.terms, icon: 'terms', to: '/terms' },
  ];
}

export function bottomNavItems({ appData }: NavContext): NavItem[] {
  const items: (NavItem | false)[] = [
    { id: 'home', label: n.home, icon: 'home', to: '/home' },
    { id: 'my-courses', label: n.myCourses, icon: 'book', to: '/my-courses' },
    { id: 'my-questions', label: n.myQuestions, icon: 'question', to: '/questions-bank/my-questions' },
    Boolean(appData?.enable_wallet_system) && {
      id: 'wallet',
      label: n.wallet,
      icon: 'wallet',
      to: '/wallet',
    },
    { id: 'profile', label: n.profile, icon: 'user', to: '/profile' },
    { id: 'help', label: n.help, icon: 'help', to: '/help' },
  ];
  return items.filter((item): item is NavItem => Boolean(item));
}
