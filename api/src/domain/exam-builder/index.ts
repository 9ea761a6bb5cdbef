export { setOverride } from './overrides';
export { closeExam, deleteExam, extendExam, publishExam } from './publish';
export { examBankPage, setExamQuestions } from './questions';
export { createExam, getExam, listExams, updateExam } from './settings';
