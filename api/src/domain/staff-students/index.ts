// The staff's students (issue 32): search, the student's page, the desk's actions and messages.
export {
  type Actor,
  grantLectureTo,
  resetVideoViews,
  revokeLectureFrom,
  setCourse,
  setStudentBlocked,
  signOut,
} from './actions';
export { sendStaffMessage } from './messages';
export { requireStudent, searchStudents, studentDetail } from './read';
