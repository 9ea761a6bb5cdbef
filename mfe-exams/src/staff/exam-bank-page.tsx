import { StaffPageHeader } from '@app/ui/staff';
import { messages } from '../messages';

const t = messages.staffBank;

/** /staff/exam-bank: a teacher's question bank (issue 34). */
export default function ExamBankPage() {
  return <StaffPageHeader title={t.title} description={t.description} />;
}
