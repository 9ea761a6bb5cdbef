import type { StaffExamAnalysis } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import type { StaffActor } from '../audit/index';
import { analyse } from './item-analysis';
import { analysisData } from './marking-repository';
import { examRefOf } from './results';
import { examInScope } from './scope';

/** GET /v1/staff/exams/{examId}/analysis: distribution, pass rate and the figures of each question. */
export async function examAnalysis(db: Db, actor: StaffActor, examId: number): Promise<StaffExamAnalysis> {
  const exam = await examInScope(db, actor, examId);
  const data = await analysisData(db, examId);
  return { exam: await examRefOf(db, exam), ...analyse({ passPercentage: exam.passPercentage, ...data }) };
}
