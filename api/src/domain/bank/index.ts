// The questions bank (spec 3 §2.9, §2.10): the folder tree and its questions, students' own
// questions and staff answers. No HTTP here.

export { type Answer, answerQuestion, unansweredQuestions } from './answer';
export { type AskInput, askQuestion } from './ask';
export { categoryExists, loadTree } from './categories';
export {
  isPrivatePhoto,
  moveQuestionPhotosToPrivate,
  openQuestionPhoto,
  readQuestionPhoto,
  storeQuestionPhoto,
} from './photos';
export {
  type DirectoryFilter,
  directoryQuestions,
  myQuestions,
  type PhotoLink,
  questionById,
} from './questions';
