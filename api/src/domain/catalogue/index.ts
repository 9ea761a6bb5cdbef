// Reading the catalogue: courses (list, detail, featured, latest, mine), teachers, honor panel.
export { type CourseView, toCourseView, toCourseViews } from './course-views';
/** Alias under the name the accounts code (user.my_courses) looks for. */
export {
  COURSES_PER_PAGE,
  type CourseDetailView,
  type CourseFilter,
  findCourseRow,
  getCourseDetail,
  honorPanel,
  listCourses,
  listFeaturedCourses,
  listLatestCourses,
  listMyCourses,
  listMyCourses as listUserCourses,
} from './courses';
export { getHome } from './home';
export {
  applyLectureState,
  type LectureView,
  listCourseLectureRows,
  publicLectureViews,
  toLectureViews,
} from './lecture-views';
export { joinedCourseIds, type Reader } from './reader-state';
export { getTeacher, listTeachers, type TeacherView } from './teachers';
