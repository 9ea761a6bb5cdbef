import { queryKeys } from '@app/shared-contracts';

/** The roots of marking's queries: the queue, and each exam's results and analysis. */
export const markingKey = () => queryKeys.of('mfe-exams', 'staff', 'marking');
export const examReportKey = (examId: number) => queryKeys.of('mfe-exams', 'staff', 'exam-report', examId);
