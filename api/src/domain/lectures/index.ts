// Opening lectures: who may, what they hold (videos, exams, attachments) and the video views.
export { type ContentItem, getLectureContents, orderItems, type VideoView, viewsLeft } from './contents';
export { lastWatchedInCourse } from './continue';
export { type ExamView, lectureExams } from './exam-views';
export { findVideo, grantLecture, revokeLecture } from './grants';
export { canOpenLecture, type LectureAccessFacts, lectureForReader, openLecture } from './lecture-gate';
export { isPublicNote, moveNotesToPrivate, openLectureNote } from './notes';
export { findPublicNote, listPublicNotes, type NoteRow } from './notes-repository';
export { markSeen, resetViews, type StartedViewing, savePosition, startViewing } from './video-views';
