import { icon } from '@app/ui';
import {
  BookOpen,
  ChartColumn,
  ClipboardCheck,
  FileText,
  GraduationCap,
  Headset,
  Heart,
  House,
  Info,
  LayoutGrid,
  Library,
  Link,
  LogIn,
  MessageCircleQuestionMark,
  NotebookPen,
  ScrollText,
  ShieldCheck,
  Store,
  Trophy,
  User,
  UserPlus,
  Wallet,
} from 'lucide-react';
import type { NavIcon } from '../nav-items';

// Named imports only: the shell's bundle keeps these icons and no others. This module is an
// async chunk (nav-item-icon.tsx), so the 22 icons stay off the welcome page's start-up path.
export const navIcons: Record<NavIcon, ReturnType<typeof icon>> = {
  home: icon(House),
  user: icon(User),
  book: icon(BookOpen),
  grid: icon(LayoutGrid),
  file: icon(FileText),
  store: icon(Store),
  teacher: icon(GraduationCap),
  exam: icon(ClipboardCheck),
  question: icon(MessageCircleQuestionMark),
  bank: icon(Library),
  homework: icon(NotebookPen),
  result: icon(ChartColumn),
  wallet: icon(Wallet),
  info: icon(Info),
  shield: icon(ShieldCheck),
  link: icon(Link),
  heart: icon(Heart),
  trophy: icon(Trophy),
  help: icon(Headset),
  // The arrow enters the door: it points a direction, so it is mirrored in RTL.
  login: icon(LogIn, { mirror: true }),
  register: icon(UserPlus),
  terms: icon(ScrollText),
};
