import type { StaffRole } from '@app/shared-contracts/schemas';

export type { StaffRole };

const ALL: readonly StaffRole[] = ['admin', 'assistant', 'teacher'];
const DESK: readonly StaffRole[] = ['admin', 'assistant'];
const ADMIN: readonly StaffRole[] = ['admin'];

/**
 * THE one place that says who may call each staff route (decision 0036), keyed
 * 'METHOD /path' exactly as registered under /v1/staff. A staff route missing here stops the app
 * at start-up; the security suite tries every row with every role (test/security/staff-roles).
 * Each area keeps its rows together under its comment.
 */
export const STAFF_ROUTE_ROLES: Record<string, readonly StaffRole[]> = {
  // core
  'GET /me': ALL,
  'GET /events': ALL,
  'GET /audit': ADMIN,
  // essays (pnpm ops essays, correct-essay): admin, or a teacher for exams of their own courses
  'GET /essays': ['admin', 'teacher'],
  'POST /essays/:id/grade': ['admin', 'teacher'],
  // every wallet against its ledger (pnpm ops audit)
  'GET /wallet-audit': ADMIN,
  // community (mfe-community): tickets, bank answers (a teacher: their own folders), notes, outlets
  'GET /tickets': DESK,
  'GET /tickets/:id': DESK,
  'POST /tickets/:id/replies': DESK,
  'POST /tickets/:id/close': DESK,
  'GET /bank-questions': ALL,
  'GET /bank-questions/:id': ALL,
  'POST /bank-questions/:id/answer': ALL,
  'DELETE /bank-questions/:id/answer': ALL,
  'GET /notes': DESK,
  'POST /notes': DESK,
  'PATCH /notes/:id': DESK,
  'DELETE /notes/:id': DESK,
  'GET /outlets': DESK,
  'POST /outlets': DESK,
  'PATCH /outlets/:id': DESK,
  'DELETE /outlets/:id': DESK,
  // students (mfe-staff): search, the student's page and its actions, messages (a grade or
  // everyone: admin only, checked by the domain since the target is in the body)
  'GET /students': DESK,
  'GET /students/:id': DESK,
  'POST /students/:id/sessions/revoke': DESK,
  'POST /students/:id/sessions/:sessionId/revoke': DESK,
  'POST /students/:id/courses/:courseId/grant': DESK,
  'POST /students/:id/courses/:courseId/revoke': DESK,
  'POST /students/:id/lectures/:lectureId/grant': DESK,
  'POST /students/:id/lectures/:lectureId/revoke': DESK,
  'POST /students/:id/videos/:videoId/reset-views': DESK,
  'POST /students/:id/block': DESK,
  'POST /students/:id/unblock': DESK,
  'POST /messages': DESK,
  // dashboard (decision 0042): read-only figures; the domain narrows an assistant's takings to
  // their own and a teacher's sales and views to their own courses
  'GET /dashboard/takings': DESK,
  'GET /dashboard/students': ADMIN,
  'GET /dashboard/queues': DESK,
  'GET /dashboard/sales': ['admin', 'teacher'],
  'GET /dashboard/views': ['admin', 'teacher'],
  // admin (mfe-staff): settings, audit export, staff accounts; student import and a new student
  // (pnpm ops create-user) the desk too
  'GET /settings': ADMIN,
  'PUT /settings/:key': ADMIN,
  'GET /audit/export': ADMIN,
  'GET /accounts': ADMIN,
  'POST /accounts': ADMIN,
  'PUT /accounts/:id/role': ADMIN,
  'PUT /accounts/:id/disabled': ADMIN,
  'POST /accounts/:id/password': ADMIN,
  'POST /students/import': DESK,
  'POST /students': DESK,
  // wallet (mfe-wallet): the desk's money; the balance adjustment and the ledger are admin's only,
  // an assistant's cash report is their own (the domain narrows it)
  'GET /students/:id/wallet': DESK,
  'POST /students/:id/cash': DESK,
  'POST /students/:id/balance': ADMIN,
  'GET /cash': DESK,
  'GET /topups': DESK,
  'GET /topups/:id/receipt': DESK,
  'POST /topups/confirm': DESK,
  'POST /topups/reject': DESK,
  'GET /ledger': ADMIN,
  // cards (mfe-wallet): admin makes and voids batches; the desk looks and exports
  'GET /card-batches': DESK,
  'POST /card-batches': ADMIN,
  'GET /card-batches/:id': DESK,
  'GET /card-batches/:id.csv': DESK,
  'GET /card-batches/:id.pdf': DESK,
  'POST /card-batches/:id/void': ADMIN,
  'GET /card-targets': ADMIN,
  // marking and results (mfe-exams, decision 0049): admin, or a teacher for their own exams (the
  // domain narrows it); an assistant reads results and analysis but never marks or re-keys
  'GET /marking': ['admin', 'teacher'],
  'POST /marking/:id/mark': ['admin', 'teacher'],
  'PUT /exams/:examId/questions/:questionId/key': ['admin', 'teacher'],
  'GET /exams/:examId/results': ALL,
  'GET /exams/:examId/analysis': ALL,
  // catalogue authoring (mfe-catalogue, decision 0043): grades, categories and teachers are the
  // desk's; courses every role (a teacher only the courses they teach); deleting is the admin's
  'GET /catalogue/grades': DESK,
  'POST /catalogue/grades': DESK,
  'PUT /catalogue/grades/order': DESK,
  'PUT /catalogue/grades/:id': DESK,
  'DELETE /catalogue/grades/:id': ADMIN,
  'GET /catalogue/categories': DESK,
  'POST /catalogue/categories': DESK,
  'PUT /catalogue/categories/order': DESK,
  'PUT /catalogue/categories/:id': DESK,
  'DELETE /catalogue/categories/:id': ADMIN,
  'GET /catalogue/teachers': DESK,
  'POST /catalogue/teachers': DESK,
  'PUT /catalogue/teachers/order': DESK,
  'GET /catalogue/teachers/:id': DESK,
  'PUT /catalogue/teachers/:id': DESK,
  'POST /catalogue/teachers/:id/photo': DESK,
  'DELETE /catalogue/teachers/:id': ADMIN,
  'GET /catalogue/options': ALL,
  'GET /catalogue/courses': ALL,
  'POST /catalogue/courses': ALL,
  'GET /catalogue/courses/:id': ALL,
  'PUT /catalogue/courses/:id': ALL,
  'PUT /catalogue/courses/:id/published': ALL,
  'POST /catalogue/courses/:id/cover': ALL,
  'DELETE /catalogue/courses/:id': ADMIN,
  // the courses' order on the students' pages ranks every teacher's courses: the desk's
  'GET /catalogue/courses/order': DESK,
  'PUT /catalogue/courses/order': DESK,
  // lecture authoring (mfe-learning, decision 0044): a teacher their own courses' lectures only
  // (the domain narrows it); an assistant edits but never deletes
  'GET /courses/:courseId/lectures': ALL,
  'POST /courses/:courseId/lectures': ALL,
  'PUT /courses/:courseId/lectures/order': ALL,
  'GET /lectures/:id': ALL,
  'PUT /lectures/:id': ALL,
  'PUT /lectures/:id/published': ALL,
  'PUT /lectures/:id/image': ALL,
  'DELETE /lectures/:id': ['admin', 'teacher'],
  'PUT /lectures/:id/items/order': ALL,
  'POST /lectures/:id/videos': ALL,
  'PUT /lectures/:id/videos/:itemId': ALL,
  'DELETE /lectures/:id/videos/:itemId': ['admin', 'teacher'],
  'POST /lectures/:id/exams/:itemId': ALL,
  'DELETE /lectures/:id/exams/:itemId': ALL,
  'POST /lectures/:id/notes': ALL,
  'DELETE /lectures/:id/notes/:itemId': ['admin', 'teacher'],
  // a video's media (mfe-learning's video page, decision 0045): every staff role; a teacher only
  // for videos of their own courses (the domain checks). GET also answers tus's HEAD.
  'GET /videos/:id': ALL,
  'POST /videos/:id/retry': ALL,
  'POST /uploads': ALL,
  'GET /uploads/:uploadId': ALL,
  'PATCH /uploads/:uploadId': ALL,
  'DELETE /uploads/:uploadId': ALL,
  // exam builder (mfe-exams, decision 0048): admin and a teacher (own exams, the domain checks)
  // author; an assistant reads; deleting an exam nobody sat is admin's
  'GET /exams': ALL,
  'POST /exams': ['admin', 'teacher'],
  'GET /exams/:examId': ALL,
  'PATCH /exams/:examId': ['admin', 'teacher'],
  'DELETE /exams/:examId': ADMIN,
  'PUT /exams/:examId/questions': ['admin', 'teacher'],
  'GET /exams/:examId/bank-questions': ['admin', 'teacher'],
  'POST /exams/:examId/publish': ['admin', 'teacher'],
  'POST /exams/:examId/close': ['admin', 'teacher'],
  'POST /exams/:examId/extend': ['admin', 'teacher'],
  'PUT /exams/:examId/overrides': ['admin', 'teacher'],
  // question bank (mfe-exams, issue 34, decision 0047): admin (any teacher's bank) and a teacher
  // (their own only, the domain checks); an assistant neither reads nor writes it
  'GET /exam-bank/questions': ['admin', 'teacher'],
  'POST /exam-bank/questions': ['admin', 'teacher'],
  'GET /exam-bank/questions/:id': ['admin', 'teacher'],
  'PUT /exam-bank/questions/:id': ['admin', 'teacher'],
  'DELETE /exam-bank/questions/:id': ['admin', 'teacher'],
  'POST /exam-bank/images': ['admin', 'teacher'],
  'GET /exam-bank/tags': ['admin', 'teacher'],
  'POST /exam-bank/import': ['admin', 'teacher'],
  'GET /exam-bank/template': ['admin', 'teacher'],
  'GET /exam-bank/export': ['admin', 'teacher'],
};

/** Kept for areas that group their rows: every staff role, the desk (admin and assistant), admin. */
export const ROLE_SETS = { ALL, DESK, ADMIN } as const;

/** The table's key of a registered route: its method and its path under /v1/staff. */
export function staffRouteKey(method: string, url: string): string {
  const path = url.replace(/^\/v1\/staff/, '') || '/';
  return `${method === 'HEAD' ? 'GET' : method} ${path}`;
}
