import { postStudentAction, useStudentAction } from './student-action';

/** POST /staff/students/:id/courses/:courseId/grant or .../revoke. */
export const setCourse = (studentId: number, courseId: number, grant: boolean) =>
  postStudentAction(`${studentId}/courses/${courseId}/${grant ? 'grant' : 'revoke'}`);

export const useSetCourse = (studentId: number) =>
  useStudentAction((v: { courseId: number; grant: boolean }) => setCourse(studentId, v.courseId, v.grant));
