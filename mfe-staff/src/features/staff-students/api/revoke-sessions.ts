import { postStudentAction, useStudentAction } from './student-action';

/** POST /staff/students/:id/sessions/revoke (all; "clear the devices") or .../sessions/:sessionId/revoke. */
export const revokeSessions = (studentId: number, sessionId?: number) =>
  postStudentAction(
    sessionId === undefined ? `${studentId}/sessions/revoke` : `${studentId}/sessions/${sessionId}/revoke`,
  );

export const useRevokeSessions = (studentId: number) =>
  useStudentAction((sessionId?: number) => revokeSessions(studentId, sessionId));
