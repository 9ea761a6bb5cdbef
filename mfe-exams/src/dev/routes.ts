import { type ExposedLoader, harnessRoutes } from '@app/dev-kit/dev-harness';

// The modules the dev harness shows (the exposes of rsbuild.config.ts).
export const exposedModules: Record<string, ExposedLoader> = {
  './pages/exams': () => import('../exposes/exams'),
  './pages/exam-session': () => import('../exposes/exam-session'),
  './pages/my-exams': () => import('../exposes/my-exams'),
  './pages/my-homeworks': () => import('../exposes/my-homeworks'),
  './widgets/exam-details': () => import('../exposes/exam-details'),
  './staff/exam-bank': () => import('../exposes/exam-bank'),
  './staff/marking': () => import('../exposes/marking'),
  './staff/exam-results': () => import('../exposes/exam-results'),
  './staff/exam-analysis': () => import('../exposes/exam-analysis'),
  './staff/staff-exams': () => import('../exposes/staff-exams'),
  './staff/staff-exam': () => import('../exposes/staff-exam'),
};

export const devRoutes = harnessRoutes('mfe-exams', exposedModules);
