import { postStudentAction, useStudentAction } from './student-action';

/** POST /staff/students/:id/videos/:videoId/reset-views. */
export const resetViews = (studentId: number, videoId: number) =>
  postStudentAction(`${studentId}/videos/${videoId}/reset-views`);

export const useResetViews = (studentId: number) =>
  useStudentAction((videoId: number) => resetViews(studentId, videoId));
