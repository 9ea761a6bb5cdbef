import { postStudentAction, useStudentAction } from './student-action';

/** POST /staff/students/:id/lectures/:lectureId/grant { days? } or .../revoke. */
export const setLecture = (studentId: number, lectureId: number, grant: boolean, days?: number) =>
  postStudentAction(
    `${studentId}/lectures/${lectureId}/${grant ? 'grant' : 'revoke'}`,
    grant && days ? { days } : {},
  );

export const useSetLecture = (studentId: number) =>
  useStudentAction((v: { lectureId: number; grant: boolean; days?: number }) =>
    setLecture(studentId, v.lectureId, v.grant, v.days),
  );
