import { QueryClient } from '@tanstack/query-core';
import { statusOf } from '../../contracts/errors/message-for';
import type { RemoteName } from '../../contracts/routes/route-table';

/** 4xx answers are final (validation, auth, not found): retrying cannot help. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The one QueryClient shared by the shell and every remote. */
export const queryClient: QueryClient = createQueryClient();

type Owner = RemoteName | 'shell';
/** Query keys are rooted at the owning remote's name so that a remote can invalidate its own. */
export const queryKeys = {
  root: (owner: Owner) => [owner] as const,
  of: <P extends readonly unknown[]>(owner: Owner, ...parts: P) => [owner, ...parts] as const,
  shell: {
    appData: () => ['shell', 'app-data'] as const,
    authUser: () => ['shell', 'auth-user'] as const,
  },
  catalogue: {
    home: () => ['mfe-catalogue', 'home'] as const,
    welcome: () => ['mfe-catalogue', 'welcome'] as const,
    courses: (params: object = {}) => ['mfe-catalogue', 'courses', params] as const,
    course: (id: number) => ['mfe-catalogue', 'course', id] as const,
    teachers: () => ['mfe-catalogue', 'teachers'] as const,
    teacher: (id: number) => ['mfe-catalogue', 'teacher', id] as const,
    profile: () => ['mfe-catalogue', 'profile'] as const,
    myCourses: () => ['mfe-catalogue', 'my-courses'] as const,
  },
  learning: {
    lectureContents: (id: number) => ['mfe-learning', 'lecture-contents', id] as const,
    videoApp: (videoId: number) => ['mfe-learning', 'video-app', videoId] as const,
    /** the course page's "continue where you stopped"; no id: every course's */
    courseContinue: (courseId?: number) =>
      (courseId === undefined
        ? ['mfe-learning', 'course-continue']
        : ['mfe-learning', 'course-continue', courseId]) as readonly unknown[],
  },
  exams: {
    details: (examCode: string) => ['mfe-exams', 'details', examCode] as const,
    session: (sessionToken: string) => ['mfe-exams', 'session', sessionToken] as const,
    results: () => ['mfe-exams', 'results'] as const,
    homeworkResults: () => ['mfe-exams', 'homework-results'] as const,
  },
  wallet: {
    wallet: () => ['mfe-wallet', 'wallet'] as const,
    /** the balance in pounds; written by the wallet only (decision 0033) */
    balance: () => ['mfe-wallet', 'balance'] as const,
  },
  community: {
    attachments: () => ['mfe-community', 'attachments'] as const,
    outlets: () => ['mfe-community', 'outlets'] as const,
    bankCategories: () => ['mfe-community', 'bank-categories'] as const,
    myQuestions: () => ['mfe-community', 'my-questions'] as const,
    directory: (id: number | null, params: object = {}) =>
      ['mfe-community', 'directory', id, params] as const,
    myTickets: () => ['mfe-community', 'tickets'] as const,
    ticket: (id: number) => ['mfe-community', 'tickets', id] as const,
  },
};
