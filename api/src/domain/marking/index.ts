// Marking and results of exams (issue 34, decision 0049): the staff side of the exam copy tables.
export { examAnalysis } from './analysis';
export { analyse } from './item-analysis';
export { listMarking, markAnswer } from './queue';
export { correctKey } from './rekey';
export { listExamResults } from './results';
