/**
 * What `pnpm bench:api` measures (issue 35): the hot reads, each held to >= 35 % of bare Fastify's
 * req/s in the same run and p99 <= 15 ms at 10 connections, on each database; the writes are in
 * write-targets.ts.
 */
import type { WriteData } from './write-targets';

/** What the serve process tells the parent once it listens. */
export interface Ports {
  api: number;
  hello: number;
  token: string;
  courseId: number;
  /** A lecture the demo student may open (its contents call). */
  lectureId: number;
  /** The demo's general exam (spec 2's details call). */
  examCode: string;
  writes: WriteData;
}

export interface ReadTarget {
  name: string;
  path: string;
  signedIn?: boolean;
}

export const READ_SHARE = 0.35;
export const READ_P99_MS = 15;

export const readTargets = (p: Ports): ReadTarget[] => [
  { name: 'GET /v1/app', path: '/v1/app' },
  { name: 'GET /v1/welcome', path: '/v1/welcome' },
  { name: 'GET /v1/home (signed in)', path: '/v1/home', signedIn: true },
  { name: 'GET /v1/courses (signed in)', path: '/v1/courses', signedIn: true },
  { name: 'GET /v1/courses/{id} (signed in)', path: `/v1/courses/${p.courseId}`, signedIn: true },
  {
    name: 'GET /v1/lectures/{id}/contents',
    path: `/v1/lectures/${p.lectureId}/contents`,
    signedIn: true,
  },
  { name: 'GET /v1/wallet (signed in)', path: '/v1/wallet', signedIn: true },
  { name: 'GET /v1/notifications (signed in)', path: '/v1/notifications', signedIn: true },
  {
    name: 'GET /v1/exams/details',
    path: `/v1/exams/details?exam_code=${encodeURIComponent(p.examCode)}`,
    signedIn: true,
  },
  { name: 'GET /v1/profile (signed in)', path: '/v1/profile', signedIn: true },
];
