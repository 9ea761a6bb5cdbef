import { pathFor } from '@app/shared-contracts';
import { externalLinks } from '../../config/external-links';
import { messages } from '../../messages';

// The drawer and bottom-navigation lists of spec 1 §2, as data so that the flag rules are tested
// without rendering. `to` is an in-app path (from the route table), `href` an external site opened in a new tab.
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
    { id: 'home', label: n.home, icon: 'home', to: pathFor('home') },
    { id: 'profile', label: n.profile, icon: 'user', to: pathFor('profile') },
    { id: 'my-courses', label: n.myCourses, icon: 'book', to: pathFor('my-courses') },
    { id: 'courses', label: n.courses, icon: 'grid', to: pathFor('courses') },
    { id: 'attachments', label: n.attachments, icon: 'file', to: pathFor('attachments') },
    (!platform || platform === 'web') && {
      id: 'our-outlets',
      label: n.outlets,
      icon: 'store',
      to: pathFor('our-outlets'),
    },
    Boolean(appData?.teachers_page) && {
      id: 'teachers',
      label: n.teachers,
      icon: 'teacher',
      to: pathFor('teachers'),
    },
    Boolean(appData?.enable_gen_exm) && { id: 'exams', label: n.genExam, icon: 'exam', to: pathFor('exams') },
    { id: 'my-questions', label: n.myQuestions, icon: 'question', to: pathFor('my-questions') },
    { id: 'questions-bank', label: n.questionsBank, icon: 'bank', to: pathFor('questions-bank') },
    { id: 'my-homeworks', label: n.homeworks, icon: 'homework', to: pathFor('my-homeworks') },
    { id: 'my-exams', label: n.exams, icon: 'result', to: pathFor('my-exams') },
    Boolean(appData?.enable_wallet_system) && {
      id: 'wallet',
      label: n.wallet,
      icon: 'wallet',
      to: pathFor('wallet'),
    },
    // Not in spec 1's list: every notification, reachable with the wallet off (the bell is not).
    { id: 'notifications', label: n.notifications, icon: 'bell', to: pathFor('notifications') },
    { id: 'about', label: n.about, icon: 'info', to: pathFor('about') },
    { id: 'privacy', label: n.privacy, icon: 'shield', to: pathFor('privacy-policy') },
    { id: 'links', label: n.links, icon: 'link', to: pathFor('links') },
    { id: 'psych-support', label: n.psychSupport, icon: 'heart', href: externalLinks.psychSupport },
    { id: 'quiz-show', label: n.quizShow, icon: 'trophy', href: externalLinks.quizShow },
    { id: 'help', label: n.support, icon: 'help', to: pathFor('help') },
  ];
  return items.filter((item): item is NavItem => Boolean(item));
}

/** Guest list of spec 1 §2; its "support" is the psychological-support site (docs in README). */
export function guestDrawerItems(): NavItem[] {
  return [
    { id: 'welcome', label: n.welcome, icon: 'home', to: pathFor('welcome') },
    { id: 'register', label: n.register, icon: 'register', to: pathFor('register') },
    { id: 'login', label: n.login, icon: 'login', to: pathFor('login') },
    { id: 'psych-support', label: n.psychSupport, icon: 'heart', href: externalLinks.psychSupport },
    { id: 'quiz-show', label: n.quizShow, icon: 'trophy', href: externalLinks.quizShow },
    { id: 'about', label: n.about, icon: 'info', to: pathFor('about') },
    { id: 'help', label: n.help, icon: 'help', to: pathFor('help') },
    { id: 'privacy', label: n.privacy, icon: 'shield', to: pathFor('privacy-policy') },
    { id: 'terms', label: n.terms, icon: 'terms', to: pathFor('terms') },
  ];
}

export function bottomNavItems({ appData }: NavContext): NavItem[] {
  const items: (NavItem | false)[] = [
    { id: 'home', label: n.home, icon: 'home', to: pathFor('home') },
    { id: 'my-courses', label: n.myCourses, icon: 'book', to: pathFor('my-courses') },
    { id: 'my-questions', label: n.myQuestions, icon: 'question', to: pathFor('my-questions') },
    Boolean(appData?.enable_wallet_system) && {
      id: 'wallet',
      label: n.wallet,
      icon: 'wallet',
      to: pathFor('wallet'),
    },
    { id: 'profile', label: n.profile, icon: 'user', to: pathFor('profile') },
    { id: 'help', label: n.help, icon: 'help', to: pathFor('help') },
  ];
  return items.filter((item): item is NavItem => Boolean(item));
}
