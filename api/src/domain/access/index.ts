// Getting courses and lectures: joins and purchases, with the wallet or a pay-card.
export {
  type EnrolmentRow,
  type EnrolResult,
  joinCourse,
  type PurchaseCourseInput,
  purchaseCourse,
} from './course-access';
export {
  type LecturePurchaseRow,
  type PurchaseLectureInput,
  type PurchaseLectureResult,
  purchaseLecture,
} from './lecture-access';
