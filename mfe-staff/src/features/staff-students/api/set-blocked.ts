import { postStudentAction, useStudentAction } from './student-action';

/** POST /staff/students/:id/block or .../unblock. */
export const setBlocked = (studentId: number, blocked: boolean) =>
  postStudentAction(`${studentId}/${blocked ? 'block' : 'unblock'}`);

export const useSetBlocked = (studentId: number) =>
  useStudentAction((blocked: boolean) => setBlocked(studentId, blocked));
